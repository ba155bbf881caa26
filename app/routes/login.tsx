import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { accountPageHeaders, authPageAction, authPageLoader } from "~/auth/auth-page.server";
import { AuthForm } from "~/components/auth-form";
import { pageMeta } from "~/utils/seo";

export const headers: HeadersFunction = (args) => accountPageHeaders(args);

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Sign in",
    description: "Sign in to your account to manage messages, projects, blog posts and the rest of the site.",
  });

export const loader = ({ request }: LoaderFunctionArgs) => authPageLoader(request, "signin");

export const action = ({ request }: ActionFunctionArgs) => authPageAction(request, "signin");

export default function LoginPage() {
  const { redirectTo, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AuthForm mode="signin" lastResult={actionData?.result} constraint={constraint} redirectTo={redirectTo} />
  );
}
