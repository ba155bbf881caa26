import { signupEndpoint } from "~/api/accounts.server";

// POST /api/user/create: the older name of /api/user/signup, kept for existing clients.
export const { loader, action } = signupEndpoint;
