import { getFormProps, getSelectProps } from "@conform-to/react";
import { Form } from "react-router";
import { ErrorList, Field, SubmitButton, TextareaField, type FormReply } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import {
  estimateNoteFormSchema,
  estimatePipelineFormSchema,
  type EstimatePageView,
} from "~/models/estimate-admin";
import { ESTIMATE_STATUS_LABELS } from "~/models/estimate-options";
import { formatDateTime, formatLongDate } from "~/utils/dates";
import { useZodForm } from "./use-zod-form";

/** The status and follow-up date of a request, saved together (intent "update"). */
export function EstimatePipelineForm({
  estimate,
  lastResult,
}: {
  estimate: Pick<EstimatePageView, "status" | "followUpOn">;
  lastResult: FormReply;
}) {
  const [form, fields] = useZodForm(estimatePipelineFormSchema, {
    id: "estimate-pipeline",
    lastResult,
    defaultValue: { status: estimate.status, followUpOn: estimate.followUpOn ?? "" },
  });
  return (
    <section className="panel" aria-labelledby="estimate-pipeline-heading">
      <h2 id="estimate-pipeline-heading">Pipeline</h2>
      <Form method="post" {...getFormProps(form)} className="estimate-pipeline-form" preventScrollReset>
        <CsrfInput />
        <div className="field">
          <label htmlFor={fields.status.id}>Status</label>
          <select {...getSelectProps(fields.status)}>
            {Object.entries(ESTIMATE_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <ErrorList id={fields.status.errorId} errors={fields.status.errors} />
        </div>
        <Field label="Follow-up date" field={fields.followUpOn} type="date" />
        <SubmitButton name="intent" value="update">
          Save
        </SubmitButton>
      </Form>
      {estimate.followUpOn ? (
        <p className="muted">Follow up on {formatLongDate(estimate.followUpOn)}.</p>
      ) : null}
    </section>
  );
}

/** The office's notes, oldest first, and the form that adds one (intent "note"); notes are never edited. */
export function EstimateNotes({
  notes,
  lastResult,
}: {
  notes: EstimatePageView["notes"];
  lastResult: FormReply;
}) {
  const [form, fields] = useZodForm(estimateNoteFormSchema, { id: "estimate-note", lastResult });
  return (
    <section className="panel" aria-labelledby="estimate-notes-heading">
      <h2 id="estimate-notes-heading">Internal notes</h2>
      {notes.length ? (
        <ol className="ruled-list estimate-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="message-text">{note.body}</p>
              <p className="estimate-note-meta">
                {note.author || "A former staff member"},{" "}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No notes yet.</p>
      )}
      <Form method="post" {...getFormProps(form)} preventScrollReset>
        <CsrfInput />
        <TextareaField label="New note" field={fields.body} rows={4} hint="Only the office sees notes." />
        <SubmitButton name="intent" value="note">
          Add note
        </SubmitButton>
      </Form>
    </section>
  );
}
