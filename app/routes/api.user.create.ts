import { signupEndpoint } from "~/api/accounts.server";

// POST /api/user/create: the older name of /api/user/signup, kept for existing clients.
const route = signupEndpoint;
export const loader = route.loader;
export const action = route.action;
