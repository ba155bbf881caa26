// What a job's forms and the API take (browser-safe): the schedule (dates, arrival window, crew, the crew's note),
// and the moves that need words (on hold with a reason, cancelled with a reason, started on a day). The rules that
// span fields (the end on or after the start, a window given whole and in order, dates within two years) are written
// once, in `scheduleIssues`, for the form and the API alike.
import { z } from "zod";
import { jobHoldReasons, jobStatuses } from "~/db/schema";
import { parseDecimal } from "~/utils/decimal-text";
import { arizonaDay, isCalendarDate } from "~/utils/dates";
import { JOB_LIMITS, JOB_MESSAGES, jobStatusFrom } from "./job-options";
import { lienPatchSchema } from "./lien-schema";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A YYYY-MM-DD day that exists. */
const day = (required: string) =>
  z
    .string(required)
    .trim()
    .min(1, { message: required, abort: true })
    .refine((value) => isCalendarDate(value), JOB_MESSAGES.dateInvalid);

/**
 * An optional text that is checked once trimmed: "" and null both mean none. The check runs inside the transform, so
 * the form's constraints (read from the schema's input) leave the field optional.
 */
const optionalChecked = (valid: (value: string) => boolean, message: string) =>
  z
    .string(message)
    .nullish()
    .transform((value, context) => {
      const text = value?.trim() || null;
      if (text === null || valid(text)) return text;
      context.addIssue({ code: "custom", message, input: value });
      return z.NEVER;
    });

/** An HH:MM time, or nothing. */
const optionalTime = optionalChecked((value) => TIME.test(value), JOB_MESSAGES.timeInvalid);

/** An id of a crew, or none. */
const optionalId = optionalChecked((value) => value.length <= 64, JOB_MESSAGES.crewNotFound);

const crewNote = z
  .string("The note must be text")
  .max(JOB_LIMITS.crewNote, `The note is at most ${JOB_LIMITS.crewNote} characters`)
  .optional()
  .transform((value) => value?.trim() ?? "");

export type ScheduleInput = {
  startDate: string;
  endDate: string;
  arrivalStart: string | null;
  arrivalEnd: string | null;
  crewId: string | null;
  crewNote: string;
};

/** The first and last day a job's dates may take at `today`: two years either way. */
function dateBounds(today: string) {
  const shift = (years: number) => `${Number(today.slice(0, 4)) + years}${today.slice(4)}`;
  return { earliest: shift(-JOB_LIMITS.yearsAround), latest: shift(JOB_LIMITS.yearsAround) };
}

const withinBounds = (value: string, today: string) => {
  const { earliest, latest } = dateBounds(today);
  return value >= earliest && value <= latest;
};

/** The schedule's rules across fields, as field errors (empty when the schedule holds). */
function scheduleIssues(input: ScheduleInput, today = arizonaDay(new Date())) {
  const issues: Record<string, string[]> = {};
  const add = (field: string, message: string) => (issues[field] ??= []).push(message);
  // Each rule reads only fields that are well formed: a bad one already has its own message.
  const days = (["startDate", "endDate"] as const).filter((field) => isCalendarDate(input[field]));
  for (const field of days) if (!withinBounds(input[field], today)) add(field, JOB_MESSAGES.dateOutOfRange);
  if (days.length === 2 && input.endDate < input.startDate) add("endDate", JOB_MESSAGES.endBeforeStart);
  const { arrivalStart: from, arrivalEnd: to } = input;
  if ((from === null) !== (to === null)) {
    add(from === null ? "arrivalStart" : "arrivalEnd", JOB_MESSAGES.windowBothOrNeither);
  } else if (from && to && TIME.test(from) && TIME.test(to) && to <= from) {
    add("arrivalEnd", JOB_MESSAGES.windowOrder);
  }
  return issues;
}

const scheduleShape = {
  startDate: day(JOB_MESSAGES.startDateRequired).describe("YYYY-MM-DD, within two years of today"),
  endDate: day(JOB_MESSAGES.endDateRequired).describe("YYYY-MM-DD, on or after startDate"),
  arrivalStart: optionalTime.describe("HH:MM, Arizona time; with arrivalEnd"),
  arrivalEnd: optionalTime.describe("HH:MM, after arrivalStart"),
  crewId: optionalId.describe("Optional until the job starts"),
  crewNote: crewNote.describe(`For the crew; at most ${JOB_LIMITS.crewNote} characters`),
};

/** Adds the cross-field rules to a schedule's schema. */
const checked = <T extends z.ZodType<ScheduleInput>>(schema: T) =>
  schema.superRefine((input, context) => {
    for (const [field, messages] of Object.entries(scheduleIssues(input)))
      for (const message of messages) context.addIssue({ code: "custom", path: [field], message });
  });

/** The schedule form (new job and reschedule alike). */
export const scheduleFormSchema = checked(z.object(scheduleShape));

/** The quote a new job is for, posted with the form. */
export const newJobFormSchema = checked(
  z.object({
    quoteId: z
      .string(JOB_MESSAGES.quoteNotFound)
      .min(1, JOB_MESSAGES.quoteNotFound)
      .max(64, JOB_MESSAGES.quoteNotFound)
      .describe("An accepted quote without a job"),
    ...scheduleShape,
  }),
);

const holdReasonSchema = z.enum(jobHoldReasons, JOB_MESSAGES.holdReasonRequired);

const holdNote = z
  .string()
  .max(JOB_LIMITS.holdNote, `The note is at most ${JOB_LIMITS.holdNote} characters`)
  .optional()
  .transform((value) => value?.trim() ?? "");

const cancelReasonSchema = z
  .string(JOB_MESSAGES.cancelReasonRequired)
  .trim()
  .min(1, JOB_MESSAGES.cancelReasonRequired)
  .max(JOB_LIMITS.cancelReason, `The reason is at most ${JOB_LIMITS.cancelReason} characters`);

/** "Put on hold": a reason, and a note when the reason is Other. */
export const holdFormSchema = z
  .object({ holdReason: holdReasonSchema, holdNote })
  .superRefine((input, context) => {
    if (input.holdReason === "other" && !input.holdNote)
      context.addIssue({ code: "custom", path: ["holdNote"], message: JOB_MESSAGES.holdNoteRequired });
  });

export const cancelFormSchema = z.object({ cancelReason: cancelReasonSchema });

/** "Start job": the first day of work, today unless given (never a day to come). */
export const startFormSchema = z
  .object({
    firstFurnishedOn: optionalChecked(isCalendarDate, JOB_MESSAGES.dateInvalid),
  })
  .superRefine((input, context) => {
    const today = arizonaDay(new Date());
    const value = input.firstFurnishedOn;
    if (value && value > today)
      context.addIssue({
        code: "custom",
        path: ["firstFurnishedOn"],
        message: JOB_MESSAGES.firstDayInFuture,
      });
    else if (value && !withinBounds(value, today))
      context.addIssue({ code: "custom", path: ["firstFurnishedOn"], message: JOB_MESSAGES.dateOutOfRange });
  });

export type HoldInput = z.infer<typeof holdFormSchema>;

/** The fields of a job's schedule, as a PATCH names them. */
export const SCHEDULE_FIELDS = [
  "startDate",
  "endDate",
  "arrivalStart",
  "arrivalEnd",
  "crewId",
  "crewNote",
] as const satisfies readonly (keyof ScheduleInput)[];

/**
 * PATCH /api/jobs/{id}, each field checked alone: the schedule's fields (laid over the job's and checked whole by
 * scheduleFormSchema), or a status to move to with the words its move takes.
 */
export const jobPatchSchema = z.object({
  startDate: scheduleShape.startDate.optional(),
  endDate: scheduleShape.endDate.optional(),
  arrivalStart: scheduleShape.arrivalStart,
  arrivalEnd: scheduleShape.arrivalEnd,
  crewId: scheduleShape.crewId,
  crewNote: scheduleShape.crewNote,
  status: z
    .enum(jobStatuses, `The status is one of: ${jobStatuses.join(", ")}`)
    .optional()
    .describe("The status to move to; a move the job's status doesn't allow is a 409"),
  holdReason: holdReasonSchema.optional().describe("With status on_hold"),
  holdNote: holdNote.describe("With status on_hold; required when holdReason is other"),
  cancelReason: cancelReasonSchema.optional().describe("With status cancelled"),
  firstFurnishedOn: startFormSchema.shape.firstFurnishedOn.describe(
    "With status in_progress: the first day of work (YYYY-MM-DD), today when left out",
  ),
  lien: lienPatchSchema.optional(),
});

/** A day of the list's filter: real, and within two years of today. */
const filterDay = optionalChecked(
  (value) => isCalendarDate(value) && withinBounds(value, arizonaDay(new Date())),
  `${JOB_MESSAGES.dateInvalid}, within two years of today`,
);

/** GET /api/jobs's query: a status (its key or label), a crew, and the days the jobs reach. */
export const jobListQuerySchema = z
  .object({
    status: optionalChecked((value) => jobStatusFrom(value) !== undefined, JOB_MESSAGES.statusInvalid)
      .transform((value) => jobStatusFrom(value))
      .describe(`One of: ${jobStatuses.join(", ")}`),
    crewId: optionalId,
    from: filterDay.describe("YYYY-MM-DD: jobs that reach this day or later"),
    to: filterDay.describe("YYYY-MM-DD: jobs that start on or before this day"),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.to < query.from)
      context.addIssue({ code: "custom", path: ["to"], message: JOB_MESSAGES.filterOrder });
  });

const RETENTION_MESSAGE = "Retention must be a percent from 0 to 100, with up to two decimals";

/** "Retention %" on a job: 0 to 100 with up to two decimals, as basis points (5.25% = 525); blank is 0. */
export const retentionFormSchema = z.object({
  retention: z
    .string(RETENTION_MESSAGE)
    .trim()
    .optional()
    .transform((value, context) => {
      const bps = parseDecimal(value || "0", 2);
      if (bps === null || bps < 0 || bps > 10_000) {
        context.addIssue({ code: "custom", message: RETENTION_MESSAGE });
        return z.NEVER;
      }
      return bps;
    }),
});
