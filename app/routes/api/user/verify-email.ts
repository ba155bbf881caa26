import { apiJson, apiRefusal, parseOrThrow } from "~/api/http.server";
import { accountRefFrom, postOnly, readAccountBody } from "~/api/accounts.server";
import { userToJson } from "~/api/serialize/user.server";
import { accountContext, verifyEmail } from "~/auth/accounts.server";
import { apiVerifyEmailSchema } from "~/accounts/user";
import type { Route } from "./+types/verify-email";

// POST /api/user/verify-email { otp, token | email }: { success, message, user } once the mailed code matches. Asked
// by e-mail, every refusal is one and the same 400, whether or not the address exists or is already verified.
const route = postOnly<Route.LoaderArgs>(async (request) => {
  const input = parseOrThrow(apiVerifyEmailSchema, await readAccountBody(request));
  const ref = await accountRefFrom(request, input);
  const outcome = await verifyEmail(ref, input.otp, accountContext(request));
  if (!outcome.ok) {
    // The API calls the code `otp`: name the field the client sent.
    const { code, ...others } = outcome.fieldErrors ?? {};
    return apiRefusal({ ...outcome, fieldErrors: code ? { ...others, otp: code } : outcome.fieldErrors });
  }
  return apiJson({ success: true, message: outcome.message, user: userToJson(outcome.user) });
});
export const loader = route.loader;
export const action = route.action;
