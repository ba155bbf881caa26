import { apiJson, apiRefusal, parseOrThrow } from "~/api/http.server";
import { accountRefFrom, postOnly, readAccountBody } from "~/api/accounts.server";
import { accountContext, resendCode } from "~/auth/accounts.server";
import { apiReverifySchema } from "~/accounts/user";
import type { Route } from "./+types/reverify";

// POST /api/user/reverify { email } (or a token): mails a new code; 429 with Retry-After during the cool-down.
const route = postOnly<Route.LoaderArgs>(async (request) => {
  const input = parseOrThrow(apiReverifySchema, await readAccountBody(request));
  const ref = await accountRefFrom(request, input);
  const outcome = await resendCode(ref, accountContext(request));
  if (!outcome.ok) return apiRefusal(outcome);
  return apiJson({ success: true, message: outcome.message });
});
export const loader = route.loader;
export const action = route.action;
