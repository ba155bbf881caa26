import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { ErrorList, ErrorSummary, Field, SubmitButton, TextareaField } from "~/components/form";
import { CheckboxField } from "~/components/form/fields";
import { CsrfInput } from "~/components/form/csrf-input";
import { FieldFrame } from "~/components/form/field-frame";
import { listRows } from "~/components/form/list-rows";
import { editorTotals, typedMoneyOf, type TypedMoney } from "~/quotes/editor-totals";
import { EMPTY_LINE, type QuoteFormValues } from "~/quotes/quote-form-values";
import { quoteFormSchema } from "~/quotes/quote-schema";
import { OFFICE_MESSAGE_MAX } from "~/quotes/send-form-schema";
import { TAX_CLASSIFICATION_LABELS, TAX_CLASSIFICATIONS } from "~/quotes/tax-classification";
import { useZodForm } from "~/components/form/use-zod-form";
import { useHydrated } from "~/utils/use-hydrated";

type Props = {
  values: QuoteFormValues;
  lastResult?: SubmissionResult<string[]>;
  /** The estimate request the quote answers, when it has one. */
  estimate: { id: string; reference: string } | null;
  /** A quote the customer has seen: saving shows the new version behind the same link at once. */
  published: boolean;
};

const lineLabel = (index: number, label: string) => (
  <>
    <span className="visually-hidden">Line {index + 1} </span>
    {label}
  </>
);

/**
 * The quote editor: the customer and job site, the lines (each optional or not), tax, deposit, dates and the scope and
 * terms in Markdown. "Add line" and "Remove" are Conform intents: without JavaScript the server answers the form
 * with its new list and everything typed, with it they act at once. The line amounts and totals follow what is typed
 * with JavaScript; without it "Update totals" brings them back from the server with everything typed. Saving stores
 * the server's own computation.
 */
export function QuoteEditor({ values, lastResult, estimate, published }: Props) {
  const [form, fields] = useZodForm(quoteFormSchema, {
    id: "quote-editor",
    lastResult,
    defaultValue: values,
    shouldRevalidate: "onInput",
    // The schema ends in a transform (dollars to cents, the cross-field rules): the server's check is the one.
    constraint: {},
  });
  const lines = listRows(fields.items);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // What is typed now (with JavaScript), else what the page was rendered with (the stored quote or the last post).
  const [typedNow, setTypedNow] = useState<TypedMoney | null>(null);
  const readTyped = () => {
    if (formRef.current) setTypedNow(typedMoneyOf(new FormData(formRef.current)));
  };
  const lineKeys = lines.map((line) => line.key).join();
  // Once hydrated, and after each line added or removed.
  useEffect(readTyped, [lineKeys]);
  const totals = editorTotals(typedNow ?? (lastResult?.initialValue as TypedMoney | undefined) ?? values);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      ref={formRef}
      onInput={readTyped}
      onChange={readTyped}
      className="quote-editor stack"
    >
      <CsrfInput />
      {/* Enter in a field saves, rather than pressing the first button in the form (a line's Remove). */}
      <button
        type="submit"
        name="intent"
        value="save"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      >
        Save
      </button>
      <input type="hidden" name={fields.estimateId.name} value={values.estimateId} />
      {estimate ? (
        <p className="muted">
          For estimate request <Link to={`/admin/estimates/${estimate.id}`}>{estimate.reference}</Link>
        </p>
      ) : null}
      <ErrorSummary form={form} />

      <fieldset className="admin-fieldset quote-editor-grid">
        <legend>Customer and job site</legend>
        <Field label="Customer name" field={fields.customerName} autoComplete="off" />
        <Field
          label="Company or HOA"
          field={fields.customerOrganization}
          autoComplete="off"
          hint="Optional: the HOA or company that contracts. The quote then says “For the HOA, attention the customer”."
        />
        <Field label="Email" field={fields.email} type="email" autoComplete="off" />
        <Field label="Phone" field={fields.phone} type="tel" autoComplete="off" />
        <Field label="Job-site address" field={fields.address} autoComplete="off" />
        <Field label="City" field={fields.city} autoComplete="off" />
        <Field label="ZIP code" field={fields.zip} inputMode="numeric" autoComplete="off" />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Line items</legend>
        <p className="field-hint">
          Prices in dollars. An optional item is offered to the customer, who may add it to the project.
        </p>
        <ErrorList id={fields.items.errorId} errors={fields.items.errors} />
        <ol className="quote-lines">
          {lines.map((line, index) => {
            const item = line.getFieldset();
            return (
              <li key={line.key} className="quote-line">
                <input type="hidden" name={item.id.name} value={String(item.id.initialValue ?? "")} />
                <div className="quote-line-description">
                  <Field label={lineLabel(index, "Description")} field={item.description} />
                </div>
                <Field label={lineLabel(index, "Quantity")} field={item.quantity} inputMode="decimal" />
                <Field label={lineLabel(index, "Unit")} field={item.unit} />
                <Field label={lineLabel(index, "Unit price")} field={item.unitPrice} inputMode="decimal" />
                <p className="quote-line-amount">
                  <span className="quote-line-amount-label">{lineLabel(index, "Amount")}</span>
                  <output htmlFor={`${item.quantity.id} ${item.unitPrice.id}`}>
                    {totals.lines[index] ?? "—"}
                  </output>
                </p>
                <CheckboxField label={lineLabel(index, "Optional")} field={item.optional} />
                <button
                  {...form.remove.getButtonProps({ name: fields.items.name, index })}
                  className="button button-secondary button-small"
                >
                  Remove<span className="visually-hidden"> line {index + 1}</span>
                </button>
              </li>
            );
          })}
        </ol>
        <button
          {...form.insert.getButtonProps({ name: fields.items.name, defaultValue: EMPTY_LINE })}
          className="button button-secondary"
        >
          Add line
        </button>
      </fieldset>

      <fieldset className="admin-fieldset quote-editor-grid">
        <legend>Tax and deposit</legend>
        <FieldFrame
          label="Tax classification"
          field={fields.taxClassification}
          hint="MRRA work has no tax line; prime contracting is taxed on 65% of the subtotal."
        >
          <select {...getSelectProps(fields.taxClassification)}>
            {TAX_CLASSIFICATIONS.map((classification) => (
              <option key={classification} value={classification}>
                {TAX_CLASSIFICATION_LABELS[classification]}
              </option>
            ))}
          </select>
        </FieldFrame>
        <Field label="Tax rate (%)" field={fields.taxRate} inputMode="decimal" />
        <FieldFrame label="Deposit type" field={fields.depositType}>
          <select {...getSelectProps(fields.depositType)}>
            <option value="percent">Percent</option>
            <option value="fixed">Fixed amount</option>
          </select>
        </FieldFrame>
        <Field
          label="Deposit"
          field={fields.deposit}
          inputMode="decimal"
          hint="A percent of the total, or dollars for a fixed amount."
        />
      </fieldset>

      <section
        aria-labelledby="quote-editor-totals-title"
        id="quote-editor-totals"
        className="quote-editor-totals"
      >
        <h2 id="quote-editor-totals-title">Totals</h2>
        <dl className="quote-admin-totals" aria-live="polite">
          <div>
            <dt>Subtotal</dt>
            <dd>{totals.subtotal}</dd>
          </div>
          {totals.tax ? (
            <div>
              <dt>{totals.tax.label}</dt>
              <dd>{totals.tax.amount}</dd>
            </div>
          ) : null}
          <div>
            <dt>Total</dt>
            <dd>{totals.total}</dd>
          </div>
          <div>
            <dt>Deposit</dt>
            <dd>{totals.deposit}</dd>
          </div>
          <div>
            <dt>Balance after deposit</dt>
            <dd>{totals.balance}</dd>
          </div>
        </dl>
        {totals.options ? (
          <p className="field-hint">
            Optional items, not counted until the customer adds them: {totals.options}
          </p>
        ) : null}
        {hydrated ? null : (
          <button
            type="submit"
            name="intent"
            value="totals"
            formNoValidate
            className="button button-secondary"
          >
            Update totals
          </button>
        )}
      </section>

      <fieldset className="admin-fieldset quote-editor-grid">
        <legend>Dates</legend>
        <Field label="Valid until" field={fields.validUntil} type="date" />
        <Field label="Estimated start date" field={fields.startDate} type="date" />
        <Field label="Estimated completion date" field={fields.completionDate} type="date" />
      </fieldset>

      <TextareaField
        label="Scope and terms"
        field={fields.terms}
        rows={8}
        hint="Markdown: **bold**, lists with - at the start of a line."
      />

      <TextareaField
        label="Message to the customer (optional)"
        field={fields.message}
        rows={3}
        hint={`Sent with "Send to customer", in the mail and on the customer's page, up to ${OFFICE_MESSAGE_MAX} characters.`}
      />

      {published ? (
        <p className="field-hint">The customer has this quote: saving shows them the new version at once.</p>
      ) : null}
      <div className="form-actions">
        <SubmitButton name="intent" value="save" className="button button-secondary" pendingLabel="Saving...">
          {published ? "Save changes" : "Save draft"}
        </SubmitButton>
        <SubmitButton name="intent" value="send" pendingLabel="Sending...">
          Send to customer
        </SubmitButton>
      </div>
    </Form>
  );
}
