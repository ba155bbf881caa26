import { Form } from "react-router";
import { useState } from "react";
import { ChoiceField } from "~/components/estimate/choice-field";
import { EstimatePhotoField } from "~/components/estimate/estimate-photo-field";
import { EstimatePhotoUploads } from "~/components/estimate-photo-uploads";
import { RouteErrorBoundary } from "~/components/error-pages";
import { Field, TermsConsentField, TextareaField } from "~/components/form/fields";
import { CsrfInput } from "~/components/form/csrf-input";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { useFormReply } from "~/components/form/use-form-reply";
import { HoneypotField } from "~/components/honeypot-field";
import { estimatePageAction, estimatePageData } from "~/estimates/estimate-page.server";
import { PHOTOS_FIELD } from "~/estimates/estimate-form-fields";
import estimateStyles from "~/styles/estimate.css?url";
import photoUploadStyles from "~/styles/photo-uploads.css?url";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/estimate";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: estimateStyles, precedence: "default" },
  { rel: "stylesheet", href: photoUploadStyles, precedence: "default" },
];

export function loader({ url }: Route.LoaderArgs) {
  return estimatePageData(url);
}

export function action({ request }: Route.ActionArgs) {
  return estimatePageAction(request);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Request an estimate", description: args.loaderData?.description });

export default function EstimatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { serviceGroups, notSure, options, defaultValue, constraint } = loaderData;
  const form = useFormReply({ id: "estimate-form", lastResult: actionData?.reply, constraint, defaultValue });
  const attached = actionData?.photos ?? [];
  const [sendStatus, setSendStatus] = useState("");

  return (
    <main className="page estimate-page">
      <header className="page-header">
        <p className="eyebrow">Free estimate</p>
        <h1>Request an estimate</h1>
        <p className="lead">
          Tell us about the job and add a few photos of the site. We usually respond within 1 to 2 business
          days.
        </p>
      </header>
      <section className="estimate-card" aria-labelledby="estimate-form-title">
        <h2 id="estimate-form-title">Your project</h2>
        <p className="field-hint">Fields marked * are required.</p>
        <Form method="post" encType="multipart/form-data" {...form.props} className="estimate-form">
          {/* Enter in a text field sends the request: the first submit button of a form is its default one, and
              the remove buttons of the kept photos come before "Send request". */}
          {attached.length ? (
            <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
              Send request
            </button>
          ) : null}
          <ErrorSummary form={form} />
          <CsrfInput />
          <HoneypotField />
          <fieldset className="estimate-fieldset">
            <legend>Contact</legend>
            <Field label="Name *" field={form.field("name")} autoComplete="name" />
            <div className="estimate-row">
              <Field label="Email *" field={form.field("email")} type="email" autoComplete="email" />
              <Field label="Phone *" field={form.field("phone")} type="tel" autoComplete="tel" />
            </div>
          </fieldset>
          <fieldset className="estimate-fieldset">
            <legend>Job</legend>
            <div className="estimate-row">
              <ChoiceField
                label="Service *"
                field={form.field("service")}
                groups={serviceGroups.map((group) => ({ label: group.title, options: group.services }))}
                options={[notSure]}
                placeholder="Choose a service"
              />
              <ChoiceField
                label="Property type"
                field={form.field("propertyType")}
                options={options.propertyTypes}
              />
            </div>
            <Field label="Job-site address *" field={form.field("address")} autoComplete="street-address" />
            <div className="estimate-row">
              <Field label="City *" field={form.field("city")} autoComplete="address-level2" />
              <Field
                label="ZIP code *"
                field={form.field("zip")}
                autoComplete="postal-code"
                inputMode="numeric"
                maxLength={5}
              />
            </div>
            <div className="estimate-row estimate-row-thirds">
              <Field
                label="Approximate size"
                field={form.field("size")}
                inputMode="decimal"
                hint="A number such as 2.5 or 1,200, with its unit if you like (120 stalls); empty if you are not sure."
              />
              <ChoiceField label="Unit" field={form.field("sizeUnit")} options={options.sizeUnits} />
              <ChoiceField label="Timeframe" field={form.field("timeframe")} options={options.timeframes} />
            </div>
            <TextareaField
              label="Project details *"
              field={form.field("details")}
              rows={6}
              hint="What needs doing: cracks, potholes, sealcoat, restriping, a new slab…"
            />
            <EstimatePhotoField field={form.field(PHOTOS_FIELD)} attached={attached} />
            {/* With JavaScript, chosen photos are scaled and sent ahead over a resumable upload. */}
            <EstimatePhotoUploads
              inputId={form.field(PHOTOS_FIELD).id}
              reply={actionData}
              onSendStatus={setSendStatus}
            />
          </fieldset>
          <TermsConsentField field={form.field("consent")} />
          {/* What the request is waiting for, where the visitor's eyes are: by the button. */}
          <div className="estimate-send">
            <p className="estimate-send-status" role="status">
              {sendStatus}
            </p>
            <SubmitButton pendingLabel="Sending…">Send request</SubmitButton>
          </div>
        </Form>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
