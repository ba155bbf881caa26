import { postOnly, signUpByApi } from "~/api/accounts.server";
import type { Route } from "./+types/signup";

// POST /api/user/signup { name, email, password, confirmPassword | confirm-password }: 201 { success, message, user, token }.
const route = postOnly<Route.LoaderArgs>(signUpByApi);
export const loader = route.loader;
export const action = route.action;
