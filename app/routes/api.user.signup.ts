import { signupEndpoint } from "~/auth/accounts-api.server";

// POST /api/user/signup { name, email, password, confirmPassword | confirm-password }: 201 { success, message, user, token }.
export const { loader, action } = signupEndpoint;
