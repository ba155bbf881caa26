import { signupEndpoint } from "~/api/accounts.server";

// POST /api/user/signup { name, email, password, confirmPassword | confirm-password }: 201 { success, message, user, token }.
export const { loader, action } = signupEndpoint;
