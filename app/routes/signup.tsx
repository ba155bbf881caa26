import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { accountPageHeaders, authPageAction, authPageLoader } from "~/auth/auth-page.server";
import { AuthForm } from "~/components/auth-form";
import { pageMeta } from "~/utils/seo";

export const headers: HeadersFunction = (args) => accountPageHeaders(args);

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Sign up",
    description: "Create an account: your name, email address and a password of at least 12 characters.",
  });

export const loader = ({ request }: LoaderFunctionArgs) => authPageLoader(request, "signup");

export const action = ({ request }: ActionFunctionArgs) => authPageAction(request, "signup");

export default function SignupPage() {
  const { redirectTo, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AuthForm mode="signup" lastResult={actionData?.result} constraint={constraint} redirectTo={redirectTo} />
  );
}
