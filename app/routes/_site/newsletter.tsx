import { redirectWithAlert } from "~/auth/alert.server";
import { safeRedirectPath } from "~/auth/session.server";
import { RouteErrorBoundary } from "~/components/error-pages";
import { NewsletterForm } from "~/components/newsletter-form";
import {
  NEWSLETTER_MESSAGES,
  parseNewsletterForm,
  requestNewsletterSubscription,
} from "~/newsletter/newsletter.server";
import { useRootData } from "~/root";
import { readFormWithToken } from "~/forms/read-form.server";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import { requestContext } from "~/logs/audit.server";
import { pageMeta } from "~/utils/seo";
import { publicOrigin } from "~/http/public-url.server";
import type { Route } from "./+types/newsletter";

/**
 * The newsletter form's action (the footer posts here from every page). It answers with a redirect back to the page
 * the form was on and an alert, so the result shows the same with or without JavaScript.
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormWithToken(request);
  const back = safeRedirectPath(formData.get("redirectTo"), "/newsletter");
  const submission = parseNewsletterForm(formData);
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? NEWSLETTER_MESSAGES.failed;
    return redirectWithAlert(request, back, { kind: "error", message });
  }
  try {
    const result = requestNewsletterSubscription(submission.value.email, {
      ...requestContext(request),
      origin: publicOrigin,
      honeypot: formData.get(HONEYPOT_FIELD),
    });
    if (!result.ok) return redirectWithAlert(request, back, { kind: "error", message: result.error });
  } catch (error) {
    console.error("Newsletter sign-up failed", error);
    return redirectWithAlert(request, back, { kind: "error", message: NEWSLETTER_MESSAGES.failed });
  }
  return redirectWithAlert(request, back, { kind: "success", message: NEWSLETTER_MESSAGES.subscribed });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Newsletter",
    description: "Seasonal pavement care tips and project news from the Phoenix area, a few times a year.",
  });

export default function NewsletterPage() {
  const alert = useRootData()?.alert ?? null;
  return (
    <main className="page page-narrow">
      <header className="page-header">
        <p className="eyebrow">Newsletter</p>
        <h1>Stay in the loop</h1>
        <p className="lead">
          A few times a year we send seasonal pavement care tips, reminders before the monsoon and news from
          our projects. We send a confirmation e-mail first, and every e-mail has an unsubscribe link.
        </p>
      </header>
      <section className="card" aria-label="Sign up">
        <NewsletterForm alert={alert} labelText="Your email address" />
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
