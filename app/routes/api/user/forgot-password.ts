import { apiJson, apiRefusal, parseOrThrow } from "~/api/http.server";
import { postOnly, readAccountBody } from "~/api/accounts.server";
import { accountContext, requestPasswordReset } from "~/auth/accounts.server";
import { forgotPasswordSchema } from "~/accounts/user";
import type { Route } from "./+types/forgot-password";

// POST /api/user/forgot-password { email }: the same answer whether or not the address has an account.
const route = postOnly<Route.LoaderArgs>(async (request) => {
  const { email } = parseOrThrow(forgotPasswordSchema, await readAccountBody(request));
  const outcome = await requestPasswordReset(email, accountContext(request));
  if (!outcome.ok) return apiRefusal(outcome);
  return apiJson({ success: true, message: outcome.message });
});
export const loader = route.loader;
export const action = route.action;
