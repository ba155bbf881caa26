import { getFormProps, getSelectProps } from "@conform-to/react";
import { Form } from "react-router";
import {
  ErrorList,
  ErrorSummary,
  Field,
  SubmitButton,
  TextareaField,
  type FormReply,
} from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import {
  ESTIMATE_SECTIONS,
  estimateNoteFormSchema,
  estimatePipelineFormSchema,
  type EstimatePageView,
} from "~/estimates/estimate-admin";
import { ESTIMATE_STATUS_LABELS } from "~/estimates/estimate-options";
import { arizonaClock, arizonaDay, formatDateTime, formatLongDate } from "~/utils/dates";
import { SavedNotice } from "~/routes/admin/+shared/flash-alert";
import { useZodForm } from "~/components/form/use-zod-form";
import { SiteVisitFieldset } from "./site-visit-fieldset";

/**
 * The status, follow-up date and site visit of a request, saved together (intent "update"). "Site visit scheduled"
 * needs the visit's date and time; saving a new or moved visit mails the customer an invitation.
 */
export function EstimatePipelineForm({
  estimate,
  lastResult,
}: {
  estimate: Pick<EstimatePageView, "status" | "followUpOn" | "siteVisitAt" | "siteVisitNote">;
  lastResult: FormReply;
}) {
  const [form, fields] = useZodForm(estimatePipelineFormSchema, {
    id: "estimate-pipeline-form",
    lastResult,
    defaultValue: {
      status: estimate.status,
      followUpOn: estimate.followUpOn ?? "",
      siteVisitDate: estimate.siteVisitAt ? arizonaDay(estimate.siteVisitAt) : "",
      siteVisitTime: estimate.siteVisitAt ? arizonaClock(estimate.siteVisitAt) : "",
      siteVisitNote: estimate.siteVisitNote,
    },
  });
  return (
    <section
      className="panel"
      id={ESTIMATE_SECTIONS.pipeline}
      aria-labelledby="estimate-pipeline-heading"
      tabIndex={-1}
    >
      <h2 id="estimate-pipeline-heading">Pipeline</h2>
      <Form method="post" {...getFormProps(form)} className="estimate-pipeline-form" preventScrollReset>
        <CsrfInput />
        <ErrorSummary form={form} />
        <div className="estimate-pipeline-row">
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
        </div>
        <SiteVisitFieldset fields={fields} />
        {fields.siteVisitStatus.errors?.length ? (
          <SiteVisitStatusQuestion
            id={fields.siteVisitStatus.id}
            question={fields.siteVisitStatus.errors[0]}
            status={ESTIMATE_STATUS_LABELS[estimate.status]}
          />
        ) : null}
        <div className="form-actions">
          <SubmitButton name="intent" value="update">
            Save
          </SubmitButton>
        </div>
        <SavedNotice at={ESTIMATE_SECTIONS.pipeline} />
      </Form>
      {estimate.followUpOn ? (
        <p className="muted">Follow up on {formatLongDate(estimate.followUpOn)}.</p>
      ) : null}
    </section>
  );
}

/**
 * The question a new visit asks of a request already past "Site visit scheduled": two buttons of the same form, so
 * the answer travels with everything typed, without JavaScript too (the intent rides along in a hidden field).
 */
function SiteVisitStatusQuestion({ id, question, status }: { id: string; question: string; status: string }) {
  return (
    <div className="confirm-step" role="group" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`}>
        <strong>{question}</strong>
      </p>
      <input type="hidden" name="intent" value="update" />
      <div className="form-actions">
        <button type="submit" id={id} name="siteVisitStatus" value="move" className="button">
          Move to &ldquo;Site visit scheduled&rdquo;
        </button>
        <button type="submit" name="siteVisitStatus" value="keep" className="button button-secondary">
          Keep &ldquo;{status}&rdquo;
        </button>
      </div>
    </div>
  );
}

/**
 * The office's notes, oldest first, each with its author and time, and the form that adds one (intent "note"); the
 * box starts empty again after each added note. Notes are never edited.
 */
export function EstimateNotes({
  notes,
  lastResult,
}: {
  notes: EstimatePageView["notes"];
  lastResult: FormReply;
}) {
  return (
    <section
      className="panel"
      id={ESTIMATE_SECTIONS.notes}
      aria-labelledby="estimate-notes-heading"
      tabIndex={-1}
    >
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
      {/* A new note remounts the form: the box is empty for the next one, with JavaScript as without. */}
      <NoteForm key={notes.length} lastResult={lastResult} />
    </section>
  );
}

function NoteForm({ lastResult }: { lastResult: FormReply }) {
  const [form, fields] = useZodForm(estimateNoteFormSchema, { id: "estimate-note", lastResult });
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      <CsrfInput />
      <TextareaField label="New note" field={fields.body} rows={4} hint="Only the office sees notes." />
      <div className="form-actions">
        <SubmitButton name="intent" value="note">
          Add note
        </SubmitButton>
      </div>
      <SavedNotice at={ESTIMATE_SECTIONS.notes} />
    </Form>
  );
}
