import { signupEndpoint } from "~/api/accounts.server";

// POST /api/user/signup { name, email, password, confirmPassword | confirm-password }: 201 { success, message, user, token }.
const route = signupEndpoint;
export const loader = route.loader;
export const action = route.action;
