import { RouteErrorBoundary } from "~/components/error-pages";
import { NewsletterLinkPage } from "~/components/newsletter-link-page";
import { requestContext } from "~/logs/audit.server";
import { confirmNewsletter } from "~/newsletter/newsletter.server";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/confirm";

// The link in the confirmation e-mail: following it is the opt-in.
export function loader({ request, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  return confirmNewsletter(token.slice(0, 200), requestContext(request));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Confirm your subscription", path: "/newsletter/confirm", noindex: true });

export default function NewsletterConfirmPage({ loaderData }: Route.ComponentProps) {
  const result = loaderData;
  return result.outcome === "confirmed" ? (
    <NewsletterLinkPage
      title="Your subscription is confirmed"
      lead={
        <>
          Thank you! <strong>{result.email}</strong> will now receive our newsletter. Every issue has a link
          to unsubscribe.
        </>
      }
    />
  ) : (
    <NewsletterLinkPage
      title="This confirmation link is not valid"
      lead="It may be incomplete or out of date. Sign up again with the form below the page and we will send you a fresh link."
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
