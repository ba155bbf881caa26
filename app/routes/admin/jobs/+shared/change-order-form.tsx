import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useZodForm } from "~/components/form/use-zod-form";
import { Form } from "react-router";
import { ErrorList, Field, SubmitButton, TextareaField } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import { ErrorSummary } from "~/components/form/error-summary";
import { listRows } from "~/components/form/list-rows";
import { changeOrderFormSchema } from "~/jobs/change-order-schema";

const EMPTY_LINE = { description: "", quantity: "1", unit: "", unitPrice: "" };

const lineLabel = (index: number, label: string) => (
  <>
    <span className="visually-hidden">Line {index + 1} </span>
    {label}
  </>
);

/**
 * "Add change order": the reason and lines like a quote's, prices in dollars, a minus sign for work removed. "Add
 * line" and "Remove" are Conform intents: without JavaScript the server answers the form with its new list.
 */
export function ChangeOrderForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useZodForm(changeOrderFormSchema, {
    id: "change-order-form",
    lastResult,
    defaultValue: { reason: "", items: [EMPTY_LINE] },
    shouldRevalidate: "onInput",
    // The form posts as it always has: the server's check, not the browser's constraints, refuses it.
    constraint: {},
  });
  const lines = listRows(fields.items);
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
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
        Add change order
      </button>
      <ErrorSummary form={form} />
      <TextareaField label="Reason" field={fields.reason} rows={3} />
      <fieldset className="admin-fieldset">
        <legend>Line items</legend>
        <p className="field-hint">Prices in dollars. A price below zero (-250.00) removes work.</p>
        <ErrorList id={fields.items.errorId} errors={fields.items.errors} />
        <ol className="quote-lines">
          {lines.map((line, index) => {
            const item = line.getFieldset();
            return (
              <li key={line.key} className="quote-line">
                <div className="quote-line-description">
                  <Field label={lineLabel(index, "Description")} field={item.description} />
                </div>
                <Field label={lineLabel(index, "Quantity")} field={item.quantity} inputMode="decimal" />
                <Field label={lineLabel(index, "Unit")} field={item.unit} />
                <Field label={lineLabel(index, "Unit price")} field={item.unitPrice} inputMode="decimal" />
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
      <p className="field-hint">
        Tax follows the quote&apos;s rule. The change order adds nothing to the contract until the customer
        approves it.
      </p>
      <div className="form-actions">
        <SubmitButton name="intent" value="save" pendingLabel="Saving...">
          Add change order
        </SubmitButton>
      </div>
    </Form>
  );
}
