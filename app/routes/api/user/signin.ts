import { apiRefusal, parseOrThrow } from "~/api/http.server";
import { postOnly, readAccountBody, signedInJson } from "~/api/accounts.server";
import { accountContext, signIn } from "~/auth/accounts.server";
import { signinSchema } from "~/accounts/user";
import type { Route } from "./+types/signin";

// POST /api/user/signin { email, password }: { success, message, user (with token), token }, or 401 for bad credentials.
const route = postOnly<Route.LoaderArgs>(async (request) => {
  const input = parseOrThrow(signinSchema, await readAccountBody(request));
  const outcome = await signIn(input, accountContext(request));
  if (!outcome.ok) return apiRefusal(outcome);
  return signedInJson(outcome.user, outcome.message);
});
export const loader = route.loader;
export const action = route.action;
