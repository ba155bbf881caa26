import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { CheckboxField, ErrorSummary, Field, SubmitButton, TextareaField } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import { FieldFrame } from "~/components/form/field-frame";
import { useZodForm } from "~/components/form/use-zod-form";
import { replyFor, type FormReply } from "~/forms/form-reply";
import { NOTICE_METHOD_LABELS, type LienPageForm } from "~/jobs/lien-options";
import { lienFormSchema, noticeServiceFormSchema } from "~/jobs/lien-schema";
import type { JobLienView } from "~/jobs/lien-view.server";

/**
 * The job's Arizona lien protection: the preliminary notice's last day (or its service), the last day to record a
 * lien once the job is complete and unpaid, the lien information form and "Record service".
 */
export function JobLien({
  jobId,
  lien,
  reply,
}: {
  jobId: string;
  lien: JobLienView;
  reply: FormReply<string> | undefined;
}) {
  const lastResult = (form: LienPageForm) => replyFor(reply as FormReply<LienPageForm> | undefined, form);
  return (
    <section className="panel" id="job-lien" aria-labelledby="job-lien-title">
      <h2 id="job-lien-title">Lien protection</h2>
      <LienStatus lien={lien} />
      {lien.hasOwner ? (
        <p>
          <a href={`/admin/jobs/${jobId}/preliminary-notice.pdf`} className="button button-secondary">
            Preliminary 20-day notice (PDF)
          </a>
        </p>
      ) : null}
      <LienForm lien={lien} lastResult={lastResult("lien")} />
      {lien.hasOwner ? <ServiceForm lien={lien} lastResult={lastResult("notice-service")} /> : null}
    </section>
  );
}

function LienStatus({ lien }: { lien: JobLienView }) {
  return (
    <dl className="meta-list job-facts">
      <div>
        <dt>Preliminary notice</dt>
        <dd>
          {lien.served ? (
            <>
              Served {lien.served.on} by {lien.served.method.toLowerCase()}
              {lien.served.trackingNumber ? ` (tracking ${lien.served.trackingNumber})` : ""}
              {lien.served.late && lien.served.coversFrom
                ? `. Served late: it covers the work from ${lien.served.coversFrom}.`
                : ""}
            </>
          ) : lien.notice ? (
            <span className={lien.overdue ? "lien-overdue" : undefined}>{lien.notice}</span>
          ) : (
            "Due 20 days after the first day of work (set when the job starts)."
          )}
          {lien.lateLine ? <span className="field-hint"> {lien.lateLine}</span> : null}
        </dd>
      </div>
      {lien.lienDeadline ? (
        <div>
          <dt>Last day to record a lien</dt>
          <dd>
            {lien.lienDeadline.on}{" "}
            {lien.lienDeadline.daysLeft >= 0
              ? `(${lien.lienDeadline.daysLeft} days left; A.R.S. § 33-993)`
              : "(passed; A.R.S. § 33-993)"}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function LienForm({ lien, lastResult }: { lien: JobLienView; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useZodForm(lienFormSchema, {
    id: "job-lien-form",
    lastResult,
    defaultValue: lien.values,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      <CsrfInput />
      <ErrorSummary form={form} />
      <h3>Lien information</h3>
      <Field label="Property owner's name *" field={fields.ownerName} autoComplete="off" />
      <TextareaField label="Property owner's address *" field={fields.ownerAddress} rows={2} />
      <Field label="Construction lender (optional)" field={fields.lenderName} autoComplete="off" />
      <TextareaField label="Lender's address (optional)" field={fields.lenderAddress} rows={2} />
      <TextareaField
        label="APN or legal description (optional)"
        field={fields.apn}
        rows={2}
        hint="The assessor's parcel number, or the lot and subdivision."
      />
      <CheckboxField label="Owner-occupied residence" field={fields.ownerOccupied} />
      <p className={lien.ownerOccupied ? "lien-note" : "field-hint"}>{lien.ownerOccupiedNote}</p>
      <SubmitButton name="intent" value="lien" className="button button-secondary" pendingLabel="Saving...">
        Save lien information
      </SubmitButton>
    </Form>
  );
}

function ServiceForm({ lien, lastResult }: { lien: JobLienView; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useZodForm(noticeServiceFormSchema, {
    id: "job-notice-service-form",
    lastResult,
    defaultValue: { servedOn: lien.today, method: "", trackingNumber: "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      <CsrfInput />
      <ErrorSummary form={form} />
      <h3>Record service</h3>
      <Field label="Date served *" field={fields.servedOn} type="date" />
      <FieldFrame label="Method *" field={fields.method}>
        <select {...getSelectProps(fields.method)}>
          <option value="">Choose a method</option>
          {Object.entries(NOTICE_METHOD_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FieldFrame>
      <Field
        label="Tracking number"
        field={fields.trackingNumber}
        autoComplete="off"
        hint="Required for certified mail."
      />
      <SubmitButton
        name="intent"
        value="notice-service"
        className="button button-secondary"
        pendingLabel="Saving..."
      >
        Record service
      </SubmitButton>
    </Form>
  );
}
