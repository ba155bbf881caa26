// The bearer-token face of the account rules: the /api/user routes read JSON, validate with the same schemas as the
// pages, call the same functions in accounts.server and answer `{ success, message, user, token }` or
// `{ success: false, error }`.
import { accountContext, signUp, type AccountRef } from "~/auth/accounts.server";
import { signupSchema } from "~/auth/account-schemas.server";
import type { PublicUser } from "~/accounts/user.server";
import { apiRoute } from "./api-route.server";
import { apiError, apiJson, apiRefusal, parseOrThrow, readJsonBody } from "./http.server";
import { userToJson } from "./serialize/user.server";
import { bearerToken, signApiToken, userForApiToken } from "./token.server";

/** Reads the JSON body, accepting the original SPA's `confirm-password` as well as `confirmPassword`. */
export async function readAccountBody(request: Request): Promise<unknown> {
  const body = await readJsonBody(request);
  if (body && typeof body === "object" && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    if (record.confirmPassword === undefined && record["confirm-password"] !== undefined) {
      const { "confirm-password": confirmPassword, ...rest } = record;
      return { ...rest, confirmPassword };
    }
  }
  return body;
}

/** The signed-in answer of signin and signup: the user (carrying the token, as the SPA expects) and the token. */
export async function signedInJson(user: PublicUser, message: string, status = 200) {
  const token = await signApiToken(user);
  return apiJson({ success: true, message, user: { ...userToJson(user), token }, token }, { status });
}

/** A POST-only endpoint: other methods answer 405 with Allow. */
export function postOnly<Args extends { request: Request }>(
  handler: (request: Request) => Promise<Response>,
) {
  return apiRoute<Args>({ POST: ({ request }) => handler(request) });
}

/** POST /api/user/signup and its older name POST /api/user/create. */
export const signUpByApi = async (request: Request) => {
  const input = parseOrThrow(signupSchema, await readAccountBody(request));
  const outcome = await signUp(input, accountContext(request));
  if (!outcome.ok) return apiRefusal(outcome);
  return signedInJson(outcome.user, outcome.message, 201);
};

/**
 * Whose verification an API call is about: the token in the body (as the SPA sends it after sign-up) or in a bearer
 * header, else the e-mail in the body. A bad, expired, revoked or orphaned token is a 401, as everywhere in the API.
 */
export async function accountRefFrom(
  request: Request,
  body: { token?: string; email?: string },
): Promise<AccountRef> {
  const token = body.token || bearerToken(request);
  if (token) return { userId: (await userForApiToken(token)).id };
  if (body.email) return { email: body.email };
  const message = "Send the token from sign-up (or your email address) with the request.";
  throw apiError(400, message, { fieldErrors: { token: [message] } });
}
