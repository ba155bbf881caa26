import { postOnly, signUpByApi } from "~/api/accounts.server";
import type { Route } from "./+types/create";

// POST /api/user/create: the older name of /api/user/signup, kept for existing clients.
const route = postOnly<Route.LoaderArgs>(signUpByApi);
export const loader = route.loader;
export const action = route.action;
