import { getFormProps, getInputProps } from "@conform-to/react";
import { useZodForm } from "~/components/form/use-zod-form";
import { data, Form, Link } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { Field, FormAlert, SubmitButton } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import { replyFor } from "~/forms/form-reply";
import { readFormWithToken } from "~/forms/read-form.server";
import { INVOICE_MESSAGES } from "~/invoices/invoice-options";
import { newInvoiceView } from "~/invoices/invoice-office-view.server";
import { invoiceFormSchema } from "~/invoices/invoice-schema";
import { defaultTermsDays } from "~/invoices/write-invoice.server";
import { requestContext } from "~/logs/audit.server";
import { loadQuote } from "~/quotes/quote-records.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import { createInvoiceAction } from "./+shared/invoice-actions.server";
import type { Route } from "./+types/new";

function acceptedQuote(id: string | null) {
  const quote = id ? loadQuote(id) : undefined;
  if (!quote) throw data(INVOICE_MESSAGES.quoteNotFound, { status: 404 });
  if (quote.status !== "accepted") throw data(INVOICE_MESSAGES.quoteNotAccepted, { status: 409 });
  return quote;
}

// /admin/invoices/new?quote={id}: "Create invoice" on an accepted quote.
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { ...newInvoiceView(acceptedQuote(url.searchParams.get("quote"))), termsDays: defaultTermsDays() };
}

export async function action({ request, url }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  const quote = acceptedQuote(url.searchParams.get("quote"));
  return createInvoiceAction(quote.id, await readFormWithToken(request), by);
}

export default function NewInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const view = loaderData;
  const [form, fields] = useZodForm(invoiceFormSchema, {
    id: "invoice-form",
    lastResult: replyFor(actionData, "invoice"),
    defaultValue: { kind: "progress", measure: "percent" },
    // The form posts as it always has: the server's check, not the browser's constraints, refuses it.
    constraint: {},
  });
  const title = `Create invoice for ${view.quote.reference}`;
  return (
    <>
      <AdminTitle page={title} />
      <AdminPageHeader
        title={title}
        back={{ to: `/admin/quotes/${view.quote.id}`, label: "Back to the quote" }}
      />
      <section className="panel" aria-labelledby="contract-title">
        <h2 id="contract-title">Contract</h2>
        <p>
          {view.quote.customerName}: contract value {view.contractValue}, deposit paid {view.deposit}, left to
          bill {view.leftToBill} (tax included).
        </p>
        {view.invoices.length ? (
          <ul>
            {view.invoices.map((invoice) => (
              <li key={invoice.id}>
                <Link to={`/admin/invoices/${invoice.id}`}>{invoice.reference}</Link> {invoice.total} (
                {invoice.status})
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <Form method="post" {...getFormProps(form)} className="panel stack">
        <CsrfInput />
        <FormAlert id={form.errorId} errors={form.errors} />
        <fieldset>
          <legend>Kind</legend>
          <label>
            <input {...getInputProps(fields.kind, { type: "radio", value: "progress" })} /> Progress: part of
            the contract
          </label>
          <label>
            <input
              {...getInputProps(fields.kind, { type: "radio", value: "final" })}
              disabled={view.finalBilled}
            />{" "}
            Final: what is left of the contract, less the deposit and earlier invoices
          </label>
        </fieldset>
        <fieldset>
          <legend>A progress invoice bills</legend>
          <label>
            <input {...getInputProps(fields.measure, { type: "radio", value: "percent" })} /> A percent of the
            contract
          </label>
          <label>
            <input {...getInputProps(fields.measure, { type: "radio", value: "amount" })} /> An amount
          </label>
          <label>
            <input {...getInputProps(fields.measure, { type: "radio", value: "lines" })} /> Chosen lines
          </label>
        </fieldset>
        <Field label="Percent of the contract" field={fields.percent} inputMode="decimal" hint="Such as 50" />
        <Field
          label="Amount before tax"
          field={fields.amount}
          inputMode="decimal"
          hint="In dollars, such as 1250.00"
        />
        <fieldset
          id={fields.items.id}
          aria-describedby={fields.items.errors ? fields.items.errorId : undefined}
        >
          <legend>Lines of the quote, each billed in full</legend>
          {view.lines.map((line) => (
            <label key={line.id}>
              <input type="checkbox" name={fields.items.name} value={line.id} /> {line.description}
            </label>
          ))}
          {fields.items.errors ? (
            <p id={fields.items.errorId} className="field-errors" role="alert">
              {fields.items.errors.join(" ")}
            </p>
          ) : null}
        </fieldset>
        <Field
          label="Retention % (optional)"
          field={fields.retention}
          inputMode="decimal"
          hint="Withheld from a progress invoice; the final invoice releases it"
        />
        <Field
          label="Payment terms in days (optional)"
          field={fields.dueInDays}
          inputMode="numeric"
          hint={`${view.termsDays} days unless you say otherwise`}
        />
        <SubmitButton pendingLabel="Creating...">Create invoice</SubmitButton>
      </Form>
    </>
  );
}
