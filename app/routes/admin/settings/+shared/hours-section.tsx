import type { SubmissionResult } from "@conform-to/react";
import { useZodForm } from "~/components/form/use-zod-form";
import { CheckboxField, ErrorList, Field, Input } from "~/components/form";
import { listRows } from "~/components/form/list-rows";
import { hoursSectionSchema, WEEKDAYS, type HoursValues } from "~/content/opening-hours";
import { SettingsSection } from "./settings-section";

/** The Hours section: per weekday Opens and Closes, or Closed; and an optional after-hours phone. */
export function HoursSection({
  hours,
  summary,
  lastResult,
}: {
  hours: HoursValues;
  /** The saved hours in one line, as the contact page shows them. */
  summary: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useZodForm(hoursSectionSchema, {
    id: "settings-hours-form",
    lastResult,
    defaultValue: hours,
    shouldRevalidate: "onInput",
  });
  const days = listRows(fields.openingHours);
  return (
    <SettingsSection
      id="hours"
      form={form}
      intro={
        <>
          <p className="field-hint">
            Shown on the contact page and given to search engines. Times are the company&apos;s local time.
          </p>
          <p className="hours-summary">
            The contact page reads: <strong>{summary || "no hours published"}</strong>
          </p>
        </>
      }
    >
      <ErrorList id={fields.openingHours.errorId} errors={fields.openingHours.errors} />
      <ul className="hours-list">
        {days.map((dayField, index) => {
          const day = dayField.getFieldset();
          const name = WEEKDAYS[Number(day.day.initialValue ?? hours.openingHours[index]?.day)] ?? "Day";
          return (
            <li key={dayField.key}>
              <fieldset className="hours-day">
                <legend>{name}</legend>
                <Input field={day.day} type="hidden" />
                <Field label={dayLabel("Opens", name)} field={day.opens} type="time" />
                <Field label={dayLabel("Closes", name)} field={day.closes} type="time" />
                <CheckboxField label={dayLabel("Closed", name)} field={day.closed} />
                <ErrorList id={dayField.errorId} errors={dayField.errors} />
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className="settings-grid">
        <Field
          label="After-hours phone"
          field={fields.afterHoursPhone}
          type="tel"
          autoComplete="tel"
          hint="Optional: an emergency line for evenings and weekends."
        />
      </div>
    </SettingsSection>
  );
}

/** A short visible label ("Opens") that screen readers hear with its day ("Opens on Monday"). */
function dayLabel(text: string, day: string) {
  return (
    <>
      {text}
      <span className="visually-hidden"> on {day}</span>
    </>
  );
}
