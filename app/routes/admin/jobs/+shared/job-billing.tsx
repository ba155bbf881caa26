import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { Field, FormAlert, SubmitButton } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import { useZodForm } from "~/components/form/use-zod-form";
import type { JobPageView } from "~/jobs/job-office-view.server";
import { retentionFormSchema } from "~/jobs/job-schema";

export type JobInvoiceRow = { id: string; reference: string; kind: string; status: string; total: string };

/** The job's billing: "Create invoice", its invoices, and the "Retention %" its progress invoices withhold. */
export function JobBilling({
  job,
  invoices,
  lastResult,
}: {
  job: JobPageView;
  invoices: JobInvoiceRow[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useZodForm(retentionFormSchema, {
    id: "job-retention-form",
    lastResult,
    defaultValue: { retention: job.retentionPercent },
  });
  return (
    <section className="panel" id="job-billing" aria-labelledby="job-billing-title">
      <h2 id="job-billing-title">Billing</h2>
      <p>
        <Link to={`/admin/invoices/new?quote=${job.quote.id}`} className="button">
          Create invoice
        </Link>
      </p>
      {invoices.length ? (
        <ul className="ruled-list">
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <Link to={`/admin/invoices/${invoice.id}`}>{invoice.reference}</Link>
              <span className="muted">
                {" "}
                · {invoice.kind} · {invoice.status} · {invoice.total}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No invoice yet.</p>
      )}
      <Form method="post" {...getFormProps(form)} className="stack">
        <CsrfInput />
        <FormAlert id={form.errorId} errors={form.errors} />
        <Field
          label="Retention %"
          field={fields.retention}
          inputMode="decimal"
          hint="Withheld from each progress invoice of this job (0 to 100); the final invoice releases it."
        />
        <SubmitButton
          name="intent"
          value="retention"
          className="button button-secondary"
          pendingLabel="Saving..."
        >
          Save retention
        </SubmitButton>
      </Form>
    </section>
  );
}
