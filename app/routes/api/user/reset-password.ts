import { apiJson, apiRefusal, parseOrThrow } from "~/api/http.server";
import { postOnly, readAccountBody } from "~/api/accounts.server";
import { accountContext, resetPassword } from "~/auth/accounts.server";
import { resetPasswordSchema } from "~/auth/account-schemas.server";
import type { Route } from "./+types/reset-password";

// POST /api/user/reset-password { token, password, confirmPassword | confirm-password }: the mailed token, once.
const route = postOnly<Route.LoaderArgs>(async (request) => {
  const input = parseOrThrow(resetPasswordSchema, await readAccountBody(request));
  const outcome = await resetPassword(input, accountContext(request));
  if (!outcome.ok) return apiRefusal(outcome);
  return apiJson({ success: true, message: outcome.message });
});
export const loader = route.loader;
export const action = route.action;
