import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/error-pages";
import { SubmitButton } from "~/components/form-feedback";
import { findCustomerByUnsubscribeToken } from "~/models/customer.server";
import { unsubscribeNewsletter } from "~/models/newsletter.server";
import pageStyles from "~/styles/pages.css";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pageStyles }];

const tokenOf = (value: unknown) => (typeof value === "string" ? value.slice(0, 200) : "");

// Opening the link only asks; the button (a POST) unsubscribes, so mail scanners that follow links change nothing.
export function loader({ request }: LoaderFunctionArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  const customer = token ? findCustomerByUnsubscribeToken(token) : undefined;
  return {
    token,
    valid: Boolean(customer),
    email: customer?.email ?? null,
    alreadyUnsubscribed: customer?.status === "unsubscribed",
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  return unsubscribeNewsletter(tokenOf(formData.get("token")));
}

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "Unsubscribe", path: "/newsletter/unsubscribe", noindex: true });

export default function NewsletterUnsubscribePage() {
  const { token, valid, email, alreadyUnsubscribed } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();

  let content;
  if (result?.outcome === "unsubscribed" || (valid && alreadyUnsubscribed)) {
    content = (
      <>
        <h1>You have been unsubscribed</h1>
        <p className="lead">
          <strong>{result?.email ?? email}</strong> will not receive our newsletter any more. Changed your
          mind? Sign up again with the form below the page.
        </p>
      </>
    );
  } else if (!valid || result?.outcome === "invalid") {
    content = (
      <>
        <h1>This unsubscribe link is not valid</h1>
        <p className="lead">
          It may be incomplete. Use the link from your most recent newsletter e-mail, or write to us and we
          will take you off the list.
        </p>
      </>
    );
  } else {
    content = (
      <>
        <h1>Unsubscribe from the newsletter</h1>
        <p className="lead">
          Stop sending the newsletter to <strong>{email}</strong>?
        </p>
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <SubmitButton formAction="/newsletter/unsubscribe" pendingLabel="Unsubscribing…">
            Unsubscribe
          </SubmitButton>
        </Form>
      </>
    );
  }
  return (
    <main className="page page-narrow">
      {content}
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
