import { Field, type FieldState } from "~/components/form";

/**
 * The site visit's part of the pipeline form: the day and time the office books (Arizona) and the crew's note. Saving
 * a new or moved time mails the customer a calendar invitation (~/site-visits).
 */
export function SiteVisitFieldset({
  fields,
}: {
  fields: { siteVisitDate: FieldState; siteVisitTime: FieldState; siteVisitNote: FieldState };
}) {
  return (
    <fieldset className="estimate-site-visit">
      <legend>Site visit</legend>
      <p className="field-hint">
        Needed for &ldquo;Site visit scheduled&rdquo;. Saving a new time e-mails the customer a calendar
        invitation.
      </p>
      <div className="estimate-pipeline-row">
        <Field label="Date" field={fields.siteVisitDate} type="date" />
        <Field label="Time (Arizona)" field={fields.siteVisitTime} type="time" />
      </div>
      <Field
        label="Note for the crew (optional)"
        field={fields.siteVisitNote}
        hint="Only the office sees it, e.g. gate code 4412, ask for Dana."
      />
    </fieldset>
  );
}
