import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useMemo, useRef } from "react";
import { redirectWithAlert } from "~/auth/alert.server";
import { AlertBanner } from "~/components/alert-banner";
import { CharacterCount } from "~/components/character-count";
import { ContactDetails } from "~/components/contact-details";
import { RouteErrorBoundary } from "~/components/error-pages";
import { RenderedHtml } from "~/components/rendered-html";
import { HoneypotField } from "~/components/honeypot-field";
import { SubmitButton } from "~/components/form-feedback";
import { Checkbox, firstInvalidField, TextArea, TextInput } from "~/components/public-form";
import {
  CONTACT_MESSAGES,
  contactFormConstraint,
  contactFormError,
  parseContactForm,
  receiveContactMessage,
} from "~/models/contact.server";
import { contactPageView } from "~/models/content-page-view.server";
import { useRootData } from "~/root";
import { readFormData } from "~/utils/form-data.server";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import { clientIp } from "~/utils/request.server";
import { pageMeta } from "~/utils/seo";
import { publicOrigin } from "~/utils/public-url.server";

export function loader() {
  const { settings, description, heading, introHtml } = contactPageView();
  return {
    page: { description, heading, introHtml },
    site: {
      phone: settings.phone,
      email: settings.email,
      address: settings.address,
      businessHours: settings.businessHours,
      serviceArea: settings.serviceArea,
    },
    // Computed here so the browser gets plain constraints and never downloads zod.
    constraint: contactFormConstraint(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const submission = parseContactForm(formData);
  if (submission.status !== "success") {
    // Blur validation (no status) gets field errors only; a failed submit also gets the one-line summary.
    const formErrors = submission.status === "error" ? [contactFormError(submission.error)] : undefined;
    return data(submission.reply({ formErrors }), { status: submission.status === "error" ? 400 : 200 });
  }
  let result: ReturnType<typeof receiveContactMessage>;
  try {
    result = receiveContactMessage(submission.value, {
      ip: clientIp(request),
      origin: publicOrigin,
      honeypot: formData.get(HONEYPOT_FIELD),
    });
  } catch (error) {
    console.error("Contact message could not be stored", error);
    return data(submission.reply({ formErrors: [CONTACT_MESSAGES.failed] }), { status: 500 });
  }
  if (!result.ok) {
    const headers = result.retryAfterSeconds
      ? { "Retry-After": String(result.retryAfterSeconds) }
      : undefined;
    return data(submission.reply({ formErrors: [result.error] }), { status: result.status, headers });
  }
  return redirectWithAlert(request, "/contact", { kind: "success", message: CONTACT_MESSAGES.sent });
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: "Contact Us", description: args.data?.page.description });

const FORM_ID = "contact-form";
const FIELD_ORDER = ["name", "email", "phone", "message", "consent"];

export default function ContactPage() {
  const { page, site, constraint } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const alert = useRootData()?.alert;
  const formRef = useRef<HTMLFormElement>(null);

  // After "Message sent successfully!" (a redirect back here) the form starts empty again.
  useEffect(() => {
    if (alert?.kind === "success") formRef.current?.reset();
  }, [alert]);

  // After a refused submission, take keyboard and screen reader users to the first field to fix.
  useEffect(() => {
    const id = firstInvalidField(FORM_ID, reply, FIELD_ORDER);
    if (id) document.getElementById(id)?.focus();
  }, [reply]);

  // A new server answer is a new notice (the banner restarts its countdown), even with the same text.
  const formError = reply?.error?.[""]?.[0];
  const formAlert = useMemo(
    () => (formError ? { kind: "error" as const, message: formError } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [reply],
  );
  const fieldProps = { formId: FORM_ID, reply, constraint };

  return (
    <main className="page contact-page">
      <header className="page-header">
        <p className="eyebrow">Contact</p>
        <h1>{page.heading}</h1>
        {page.introHtml ? <RenderedHtml html={page.introHtml} className="lead" /> : null}
      </header>
      <div className="contact-layout">
        <ContactDetails site={site} />

        <section className="contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <p className="field-hint">Fields marked * are required.</p>
          <AlertBanner alert={formAlert} placement="inline" />
          {/* noValidate: the server checks every field, so the messages are the same with or without JavaScript. */}
          <Form method="post" id={FORM_ID} ref={formRef} noValidate className="stack">
            <HoneypotField />
            <TextInput {...fieldProps} name="name" label="Name *" autoComplete="name" />
            <TextInput {...fieldProps} name="email" label="Email *" type="email" autoComplete="email" />
            <TextInput {...fieldProps} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
            <TextArea
              {...fieldProps}
              name="message"
              label="Message *"
              rows={7}
              hintId="contact-message-count"
            >
              <CharacterCount targetId={`${FORM_ID}-message`} id="contact-message-count" />
            </TextArea>
            <Checkbox
              {...fieldProps}
              name="consent"
              label={
                <>
                  I agree to the <Link to="/terms">terms and conditions</Link> *
                </>
              }
            />
            <SubmitButton formAction="/contact" pendingLabel="Sending…">
              Send message
            </SubmitButton>
          </Form>
        </section>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
