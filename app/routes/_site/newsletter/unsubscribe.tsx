import { data, Form } from "react-router";
import { requireCsrfToken } from "~/security/csrf.server";
import { RouteErrorBoundary } from "~/components/error-pages";
import { NewsletterLinkPage } from "~/components/newsletter-link-page";
import { SubmitButton } from "~/components/form/submit-button";
import { requestContext } from "~/logs/audit.server";
import { findCustomerByUnsubscribeToken } from "~/newsletter/subscriber.server";
import { readUnsubscribeRequest, unsubscribeNewsletter } from "~/newsletter/newsletter.server";
import { readFormWithoutToken } from "~/forms/read-form.server";
import { pageMeta } from "~/utils/seo";
import { CsrfInput } from "~/components/form/csrf-input";
import type { Route } from "./+types/unsubscribe";

const tokenOf = (value: unknown) => (typeof value === "string" ? value.slice(0, 200) : "");

// Opening the link only asks; the button (a POST) unsubscribes, so mail scanners that follow links change nothing.
export function loader({ url }: Route.LoaderArgs) {
  const token = tokenOf(url.searchParams.get("token"));
  const customer = token ? findCustomerByUnsubscribeToken(token) : undefined;
  return {
    token,
    valid: Boolean(customer),
    email: customer?.email ?? null,
    alreadyUnsubscribed: customer?.status === "unsubscribed",
  };
}

/**
 * Two callers: a person pressing the button (the token in the form), and a mail provider's one-click unsubscribe
 * (RFC 8058: `List-Unsubscribe=One-Click` posted to the List-Unsubscribe URL, the token in its query), which gets a
 * bare 204 and no page. Neither depends on the request's origin: the token in the address authorises it.
 */
export async function action({ request, url }: Route.ActionArgs) {
  const formData = await readFormWithoutToken(request);
  const unsubscribe = readUnsubscribeRequest(formData, url.searchParams);
  if (!unsubscribe.ok) return data({ outcome: "bad-request" as const, email: null }, { status: 400 });
  // The page's own button is a form of ours like any other; only the mail provider's one-click post comes without one.
  if (!unsubscribe.oneClick) await requireCsrfToken(request, formData);
  const result = unsubscribeNewsletter(tokenOf(unsubscribe.token), requestContext(request));
  if (result.outcome === "invalid") {
    return data({ outcome: "invalid" as const, email: null }, { status: unsubscribe.token ? 404 : 400 });
  }
  // 204: React Router answers it without a body, so the mail provider gets no page.
  if (unsubscribe.oneClick) return data({ outcome: "unsubscribed" as const, email: null }, { status: 204 });
  return { outcome: "unsubscribed" as const, email: result.email ?? null };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Unsubscribe", path: "/newsletter/unsubscribe", noindex: true });

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, valid, email, alreadyUnsubscribed } = loaderData;
  const result = actionData;

  if (result?.outcome === "unsubscribed" || (!result && valid && alreadyUnsubscribed)) {
    return (
      <NewsletterLinkPage
        title="You have been unsubscribed"
        lead={
          <>
            <strong>{result?.email ?? email}</strong> will not receive our newsletter any more. Changed your
            mind? Sign up again with the form below the page.
          </>
        }
      />
    );
  }
  if (result?.outcome === "bad-request") {
    return (
      <NewsletterLinkPage
        title="This unsubscribe request could not be read"
        lead="Open the unsubscribe link from your newsletter e-mail and press the button, or write to us and we will take you off the list."
      />
    );
  }
  if (!valid || result?.outcome === "invalid") {
    return (
      <NewsletterLinkPage
        title="This unsubscribe link is not valid"
        lead="It may be incomplete. Use the link from your most recent newsletter e-mail, or write to us and we will take you off the list."
      />
    );
  }
  return (
    <NewsletterLinkPage
      title="Unsubscribe from the newsletter"
      lead={
        <>
          Stop sending the newsletter to <strong>{email}</strong>?
        </>
      }
    >
      <Form method="post">
        <CsrfInput />
        <input type="hidden" name="token" value={token} />
        <SubmitButton formAction="/newsletter/unsubscribe" pendingLabel="Unsubscribing…">
          Unsubscribe
        </SubmitButton>
      </Form>
    </NewsletterLinkPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
