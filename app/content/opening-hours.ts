import { z } from "zod";
import type { OpeningHours } from "~/db/schema";
import { optionalText } from "~/forms/text-field";

// The business hours the office publishes: per weekday (0 = Sunday) an opening and a closing time, or closed, plus an
// optional after-hours (emergency) phone. Shared by the settings form, PUT /api/settings and the seeder.

export const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** The order the form lists the days in: the working week first. */
export const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

// A time input sends "HH:MM" (some browsers add ":SS"); an empty one arrives as undefined.
const time = (label: string) =>
  z
    .string(`${label} must be a time like 07:00`)
    .trim()
    .transform((value) => value.slice(0, 5))
    .refine((value) => value === "" || TIME.test(value), `${label} must be a time like 07:00`)
    .optional()
    .default("");

const dayHoursSchema = z
  .object({
    day: z.number("Day must be 0 (Sunday) to 6 (Saturday)").int().min(0).max(6),
    closed: z.boolean("Closed must be true or false").optional().default(false),
    opens: time("Opens"),
    closes: time("Closes"),
  })
  .superRefine((value, context) => {
    if (value.closed) return;
    const day = WEEKDAYS[value.day] ?? "This day";
    if (!value.opens)
      context.addIssue({ code: "custom", path: ["opens"], message: `${day}: opening time is required` });
    if (!value.closes)
      context.addIssue({ code: "custom", path: ["closes"], message: `${day}: closing time is required` });
    if (TIME.test(value.opens) && TIME.test(value.closes) && value.closes <= value.opens)
      context.addIssue({
        code: "custom",
        path: ["closes"],
        message: `${day}: closing time must be after the opening time`,
      });
  })
  // A closed day keeps no times, so no stale time is ever published.
  .transform((value): OpeningHours => (value.closed ? { ...value, opens: "", closes: "" } : value));

/** Up to one entry per weekday, stored Sunday first; an empty list publishes no hours. */
export const openingHoursListSchema = z
  .array(dayHoursSchema, "Opening hours must be a list")
  .max(7, "At most one entry per weekday")
  .refine(
    (days) => new Set(days.map((entry) => entry.day)).size === days.length,
    "Each weekday may appear only once",
  )
  .transform((days) => [...days].sort((a, b) => a.day - b.day));

export const afterHoursPhoneSchema = optionalText("After-hours phone", 40).refine((value) => {
  if (!value) return true;
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
}, "After-hours phone must be 7 to 15 digits, written with spaces, dashes, dots or parentheses if you like");

/** The Hours section of the settings page. */
export const hoursSectionSchema = z.object({
  openingHours: openingHoursListSchema,
  afterHoursPhone: afterHoursPhoneSchema,
});

export type HoursValues = z.infer<typeof hoursSectionSchema>;

/** Mon–Fri 7:00–16:00, weekends closed: what a new site publishes until the office changes it. */
export const defaultOpeningHours: OpeningHours[] = WEEKDAYS.map((_, day) =>
  day === 0 || day === 6
    ? { day, closed: true, opens: "", closes: "" }
    : { day, closed: false, opens: "07:00", closes: "16:00" },
);

/** All seven days in the form's order, filling days missing from the stored list as closed. */
export function hoursForForm(stored: OpeningHours[]): OpeningHours[] {
  return WEEKDAY_ORDER.map(
    (day) => stored.find((entry) => entry.day === day) ?? { day, closed: true, opens: "", closes: "" },
  );
}
