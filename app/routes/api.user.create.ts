import { signupEndpoint } from "~/auth/accounts-api.server";

// POST /api/user/create: the older name of /api/user/signup, kept for existing clients.
export const { loader, action } = signupEndpoint;
