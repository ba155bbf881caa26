import { accountPageHeaders, authPageAction, authPageLoader } from "~/auth/auth-page.server";
import { AuthForm } from "~/components/auth-form";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/signup";

export const headers: Route.HeadersFunction = (args) => accountPageHeaders(args);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Sign up",
    description: "Create an account: your name, email address and a password of at least 12 characters.",
  });

export const loader = ({ request }: Route.LoaderArgs) => authPageLoader(request, "signup");

export const action = ({ request }: Route.ActionArgs) => authPageAction(request, "signup");

export default function SignupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, constraint } = loaderData;
  return (
    <AuthForm mode="signup" lastResult={actionData?.result} constraint={constraint} redirectTo={redirectTo} />
  );
}
