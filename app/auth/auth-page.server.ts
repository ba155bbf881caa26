import { data, type HeadersArgs } from "react-router";
import { refusalInit } from "~/forms/refusal-reply.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { accountFormConstraint } from "./account-forms.server";
import { authenticator } from "./authenticator.server";
import { landingPathFor, requireAnonymous, safeRedirectPath, signInAndRedirect } from "./session.server";

export type AuthMode = "signin" | "signup";

/** /login and /signup: signed-out visitors only; where to go afterwards, and the form's constraints as plain data. */
export async function authPageLoader(request: Request, mode: AuthMode) {
  await requireAnonymous(request);
  return {
    redirectTo: safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), ""),
    // Computed here so the browser gets plain constraints and never downloads zod.
    constraint: accountFormConstraint(mode),
  };
}

/** Runs the remix-auth strategy; success starts the session and lands the user, failure is the form's reply. */
export async function authPageAction(request: Request, mode: AuthMode) {
  // The strategy reads the form itself: check first that there is one, so another kind of body is a 4xx, not a 500.
  await readFormWithToken(request.clone());
  const attempt = await authenticator.authenticate(mode, request);
  if (!attempt.ok) return data({ result: attempt.result }, refusalInit(attempt));
  return signInAndRedirect(request, attempt.user.id, landingPathFor(attempt.user, attempt.redirectTo), {
    alert: { kind: "success", message: attempt.message },
  });
}

/**
 * The account pages' response headers (their `headers` export). React Router sends an action's headers with the page only
 * through that export, so a rate-limited form's Retry-After would otherwise be lost. Route modules wrap this in an
 * arrow function: a call at module level would also run in the browser, where this server module is empty.
 */
export function accountPageHeaders({ actionHeaders }: HeadersArgs, fixed: Record<string, string> = {}) {
  const headers = new Headers(fixed);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
