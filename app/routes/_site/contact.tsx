import { data, Form, Link } from "react-router";
import { useEffect } from "react";
import { redirectWithAlert } from "~/auth/alert.server";
import { CharacterCount } from "~/components/character-count";
import { BusinessHours } from "~/components/business-hours";
import { ContactDetails } from "~/components/contact-details";
import { RouteErrorBoundary } from "~/components/error-pages";
import { RenderedHtml } from "~/components/rendered-html";
import { Field, TermsConsentField, TextareaField } from "~/components/form/fields";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { useFormReply } from "~/components/form/use-form-reply";
import { HoneypotField } from "~/components/honeypot-field";
import {
  CONTACT_MESSAGES,
  contactFormConstraint,
  contactFormError,
  parseContactForm,
  receiveContactMessage,
} from "~/leads/receive-contact-message.server";
import { contactPageView } from "~/content/content-page-view.server";
import { hoursSummary, isOpenAt, publishesHours, weekRows } from "~/content/business-hours";
import { useRootData } from "~/root";
import { readFormWithToken } from "~/forms/read-form.server";
import { refusalInit, refusalReply } from "~/forms/refusal-reply.server";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import { requestContext } from "~/logs/audit.server";
import { pageMeta } from "~/utils/seo";
import { telHref } from "~/utils/tel";
import { publicOrigin } from "~/http/public-url.server";
import { CsrfInput } from "~/components/form/csrf-input";
import type { Route } from "./+types/contact";

export function loader() {
  const { settings, description, heading, introHtml } = contactPageView();
  return {
    page: { description, heading, introHtml },
    site: {
      phone: settings.phone,
      phoneHref: telHref(settings.phone) ?? "",
      email: settings.email,
      address: settings.address,
      // One line made from the Hours table, so it never disagrees with the table beside it.
      businessHours: hoursSummary(settings.openingHours),
      serviceArea: settings.serviceArea,
    },
    // "Open now" is worked out here, at render time; the page cache keeps this page a minute at most (route policy).
    hours:
      publishesHours(settings.openingHours) || settings.afterHoursPhone
        ? {
            rows: publishesHours(settings.openingHours) ? weekRows(settings.openingHours) : [],
            openNow: isOpenAt(settings.openingHours, new Date()),
            afterHoursPhone: settings.afterHoursPhone,
            afterHoursHref: telHref(settings.afterHoursPhone) ?? "",
          }
        : null,
    // Computed here so the browser gets plain constraints and never downloads zod.
    constraint: contactFormConstraint(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormWithToken(request);
  const submission = parseContactForm(formData);
  if (submission.status !== "success") {
    // Blur validation (no status) gets field errors only; a failed submit also gets the one-line summary.
    const formErrors = submission.status === "error" ? [contactFormError(submission.error)] : undefined;
    return data(submission.reply({ formErrors }), { status: submission.status === "error" ? 400 : 200 });
  }
  let result: ReturnType<typeof receiveContactMessage>;
  try {
    result = receiveContactMessage(submission.value, {
      ...requestContext(request),
      origin: publicOrigin,
      honeypot: formData.get(HONEYPOT_FIELD),
    });
  } catch (error) {
    console.error("Contact message could not be stored", error);
    return data(submission.reply({ formErrors: [CONTACT_MESSAGES.failed] }), { status: 500 });
  }
  if (!result.ok) return data(refusalReply(submission, result), refusalInit(result));
  return redirectWithAlert(request, "/contact", { kind: "success", message: CONTACT_MESSAGES.sent });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Contact Us", description: args.loaderData?.page.description });

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, site, hours, constraint } = loaderData;
  const form = useFormReply({ id: "contact-form", lastResult: actionData, constraint });
  const alert = useRootData()?.alert;
  const formRef = form.props.ref;

  // After "Message sent successfully!" (a redirect back here) the form starts empty again.
  useEffect(() => {
    if (alert?.kind === "success") formRef.current?.reset();
  }, [alert, formRef]);

  return (
    <main className="page contact-page">
      <header className="page-header">
        <p className="eyebrow">Contact</p>
        <h1>{page.heading}</h1>
        {page.introHtml ? <RenderedHtml html={page.introHtml} className="lead" /> : null}
      </header>
      {/* The form comes first (on a phone it is the first thing under the heading); on a laptop the details sit
          beside it. */}
      <div className="with-aside contact-layout">
        <section className="contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <p className="contact-estimate-link">
            Planning a job? <Link to="/estimate">Request an estimate</Link> with photos of the site.
          </p>
          <p className="field-hint">Fields marked * are required.</p>
          <ErrorSummary form={form} />
          <Form method="post" {...form.props} className="stack">
            <CsrfInput />
            <HoneypotField />
            <Field label="Name *" field={form.field("name")} autoComplete="name" />
            <Field label="Email *" field={form.field("email")} type="email" autoComplete="email" />
            <Field label="Phone (optional)" field={form.field("phone")} type="tel" autoComplete="tel" />
            <TextareaField
              label="Message *"
              field={form.field("message")}
              rows={7}
              describedBy="contact-message-count"
            >
              <CharacterCount targetId={form.field("message").id} id="contact-message-count" />
            </TextareaField>
            <TermsConsentField field={form.field("consent")} />
            <SubmitButton formAction="/contact" pendingLabel="Sending…">
              Send message
            </SubmitButton>
          </Form>
        </section>

        <ContactDetails site={site}>{hours ? <BusinessHours hours={hours} /> : null}</ContactDetails>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
