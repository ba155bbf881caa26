import { accountPageHeaders, authPageAction, authPageLoader } from "~/auth/auth-page.server";
import { AuthForm } from "~/components/auth-form";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/login";

export const headers: Route.HeadersFunction = (args) => accountPageHeaders(args);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Sign in",
    description: "Sign in to your account to manage messages, projects, blog posts and the rest of the site.",
  });

export const loader = ({ request }: Route.LoaderArgs) => authPageLoader(request, "signin");

export const action = ({ request }: Route.ActionArgs) => authPageAction(request, "signin");

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, constraint } = loaderData;
  return (
    <AuthForm mode="signin" lastResult={actionData?.result} constraint={constraint} redirectTo={redirectTo} />
  );
}
