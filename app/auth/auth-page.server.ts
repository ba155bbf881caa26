import { data } from "@remix-run/node";
import { accountFormConstraint, signinSchema, signupSchema } from "~/models/user";
import { authenticator } from "./authenticator.server";
import { landingPathFor, requireAnonymous, safeRedirectPath, signInAndRedirect } from "./session.server";

export type AuthMode = "signin" | "signup";

/** /login and /signup: signed-out visitors only; where to go afterwards, and the form's constraints as plain data. */
export async function authPageLoader(request: Request, mode: AuthMode) {
  await requireAnonymous(request);
  return {
    redirectTo: safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), ""),
    // Computed here so the browser gets plain constraints and never downloads zod.
    constraint:
      mode === "signup"
        ? accountFormConstraint(signupSchema, ["password"])
        : accountFormConstraint(signinSchema),
  };
}

/** Runs the remix-auth strategy; success starts the session and lands the user (SPEC §4), failure is the reply. */
export async function authPageAction(request: Request, mode: AuthMode) {
  const attempt = await authenticator.authenticate(mode, request);
  if (!attempt.ok) return data({ result: attempt.result }, { status: attempt.status });
  return signInAndRedirect(request, attempt.user.id, landingPathFor(attempt.user, attempt.redirectTo), {
    alert: { kind: "success", message: attempt.message },
  });
}
