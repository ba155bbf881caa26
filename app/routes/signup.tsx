import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authenticator } from "~/auth/authenticator.server";
import { landingPathFor, requireAnonymous, safeRedirectPath, signInAndRedirect } from "~/auth/session.server";
import { AuthForm } from "~/components/auth-form";
import { accountFormConstraint, signupSchema } from "~/models/user";
import authStyles from "~/styles/auth.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

export const meta: MetaFunction = () => [{ title: "Sign up" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return {
    redirectTo: safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), ""),
    // Computed here so the browser gets plain constraints and never downloads zod.
    constraint: accountFormConstraint(signupSchema, ["password"]),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const attempt = await authenticator.authenticate("signup", request);
  if (!attempt.ok) return data({ result: attempt.result }, { status: attempt.status });
  return signInAndRedirect(request, attempt.user.id, landingPathFor(attempt.user, attempt.redirectTo), {
    alert: { kind: "success", message: attempt.message },
  });
}

export default function SignupPage() {
  const { redirectTo, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AuthForm mode="signup" lastResult={actionData?.result} constraint={constraint} redirectTo={redirectTo} />
  );
}
