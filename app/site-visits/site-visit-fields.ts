// The site visit's part of a request's pipeline: the date and time the office books (Arizona), the crew's note, the
// rule that a scheduled visit has both, and the same visit as the admin API takes it (one instant with its offset).
// The pipeline form and PATCH /api/estimates/{id} are built from these. Browser-safe.
import { z } from "zod";
import { arizonaInstant, isCalendarDate } from "~/utils/dates";

export const SITE_VISIT_MESSAGES = {
  siteVisitDate: "Enter the site visit's date",
  siteVisitTime: "Enter the site visit's time",
  siteVisitAt:
    "Enter the site visit as an ISO 8601 date and time with an offset, e.g. 2026-03-04T09:30:00-07:00",
  siteVisitRequired: "A site visit needs its date and time",
  siteVisitNoteTooLong: "Please keep the crew note under 500 characters",
  siteVisitMailed: "Saved. The customer was sent the site visit and its calendar invitation.",
} as const;

const SITE_VISIT_NOTE_MAX = 500;

/** The form's fields: the visit's day and time (both optional on their own) and the crew's note. */
export const siteVisitFormFields = {
  siteVisitDate: z.string().trim().refine(isCalendarDate, SITE_VISIT_MESSAGES.siteVisitDate).optional(),
  siteVisitTime: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, SITE_VISIT_MESSAGES.siteVisitTime)
    .optional(),
  siteVisitNote: z
    .string()
    .trim()
    .max(SITE_VISIT_NOTE_MAX, SITE_VISIT_MESSAGES.siteVisitNoteTooLong)
    .optional()
    .transform((value) => value ?? ""),
};

/** A visit is wanted once the status says it is scheduled, or a date or a time is given: then it needs both. */
export function requireSiteVisitTime(
  value: { siteVisitDate?: string; siteVisitTime?: string },
  scheduled: boolean,
  context: z.RefinementCtx,
) {
  const wanted = scheduled || value.siteVisitDate || value.siteVisitTime;
  if (wanted && !value.siteVisitDate)
    context.addIssue({ code: "custom", path: ["siteVisitDate"], message: SITE_VISIT_MESSAGES.siteVisitDate });
  if (wanted && !value.siteVisitTime)
    context.addIssue({ code: "custom", path: ["siteVisitTime"], message: SITE_VISIT_MESSAGES.siteVisitTime });
}

/** The form's day and time as one instant (Arizona); null without both. */
export const siteVisitInstant = (day: string | undefined, time: string | undefined) =>
  day && time ? arizonaInstant(day, time) : null;

/** The API's fields: an instant with its offset ("Z" included), null to clear it; the crew's note. */
export const siteVisitApiFields = {
  siteVisitAt: z
    .union(
      [
        z.null(),
        z.iso
          .datetime({ offset: true, error: SITE_VISIT_MESSAGES.siteVisitAt })
          .transform((value) => new Date(value)),
      ],
      SITE_VISIT_MESSAGES.siteVisitAt,
    )
    .optional(),
  siteVisitNote: z
    .string("siteVisitNote must be text")
    .trim()
    .max(SITE_VISIT_NOTE_MAX, SITE_VISIT_MESSAGES.siteVisitNoteTooLong)
    .optional(),
};
