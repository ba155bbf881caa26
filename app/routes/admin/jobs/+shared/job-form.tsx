import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Field, SubmitButton, TextareaField } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import { ErrorSummary } from "~/components/form/error-summary";
import { FieldFrame } from "~/components/form/field-frame";
import type { JobFormValues } from "~/jobs/job-office-view.server";
import { newJobFormSchema, scheduleFormSchema } from "~/jobs/job-schema";
import { useZodForm } from "~/components/form/use-zod-form";

const JOB_FORM_ID = "job-form";

/**
 * Scheduling and rescheduling, one form: the days, the arrival window, the crew and the notes for the crew. Checked
 * by the server (the same schema as here), so it works without JavaScript; `action` lets the schedule's drag and
 * drop post the same form.
 */
export function JobForm({
  values,
  crews,
  lastResult,
  isNew,
}: {
  values: JobFormValues;
  crews: { id: string; name: string }[];
  lastResult?: SubmissionResult<string[]>;
  isNew: boolean;
}) {
  const [form, fields] = useZodForm(isNew ? newJobFormSchema : scheduleFormSchema, {
    id: JOB_FORM_ID,
    lastResult,
    defaultValue: values,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack admin-content-form job-form">
      <CsrfInput />
      {isNew ? <input type="hidden" name="quoteId" value={values.quoteId} /> : null}
      <ErrorSummary form={form} />
      <fieldset className="admin-fieldset job-form-grid">
        <legend>Days</legend>
        <Field label="Start date *" field={fields.startDate} type="date" />
        <Field label="End date *" field={fields.endDate} type="date" hint="The same day for a one-day job." />
      </fieldset>
      <fieldset className="admin-fieldset job-form-grid">
        <legend>Arrival window (optional)</legend>
        <Field
          label="Arrival from"
          field={fields.arrivalStart}
          type="time"
          hint="Arizona time, such as 07:00."
        />
        <Field label="Arrival to" field={fields.arrivalEnd} type="time" hint="Such as 09:00." />
      </fieldset>
      <FieldFrame label="Crew" field={fields.crewId} hint="Optional until the job starts.">
        <select {...getSelectProps(fields.crewId)}>
          <option value="">Unassigned</option>
          {crews.map((crew) => (
            <option key={crew.id} value={crew.id}>
              {crew.name}
            </option>
          ))}
        </select>
      </FieldFrame>
      <TextareaField
        label="Notes for the crew"
        field={fields.crewNote}
        rows={4}
        hint="Shown in the crew's calendar, not to the customer."
      />
      <div className="form-actions">
        <SubmitButton name="intent" value="schedule" pendingLabel="Saving...">
          {isNew ? "Schedule job" : "Save changes"}
        </SubmitButton>
      </div>
    </Form>
  );
}
