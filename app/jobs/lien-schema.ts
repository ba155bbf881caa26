// What the job's lien forms and the API take (browser-safe): the lien information (owner, lender, land,
// owner-occupied) and the service of the preliminary notice (date, method, tracking number). The rules that need the
// job (a service not long before its first day of work) are the use case's.
import { z } from "zod";
import { noticeServiceMethods } from "~/db/schema";
import { addCalendarDays, arizonaDay, isCalendarDate } from "~/utils/dates";
import { LIEN_LIMITS, LIEN_MESSAGES } from "./lien-options";

const text = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .max(max, LIEN_MESSAGES.tooLong(label, max))
    .optional()
    .transform((value) => value?.trim() ?? "");

const required = (label: string, max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, LIEN_MESSAGES.tooLong(label, max));

// A box left unticked is not sent at all; the API sends true or false.
const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal(""), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

export const lienFormSchema = z
  .object({
    ownerName: required("The owner's name", LIEN_LIMITS.name, LIEN_MESSAGES.ownerNameRequired),
    ownerAddress: required("The owner's address", LIEN_LIMITS.address, LIEN_MESSAGES.ownerAddressRequired),
    lenderName: text("The lender's name", LIEN_LIMITS.name),
    lenderAddress: text("The lender's address", LIEN_LIMITS.address),
    apn: text("The APN or legal description", LIEN_LIMITS.apn),
    ownerOccupied: checkbox,
  })
  .superRefine((input, context) => {
    if (input.lenderAddress && !input.lenderName)
      context.addIssue({
        code: "custom",
        path: ["lenderName"],
        message: LIEN_MESSAGES.lenderAddressWithoutName,
      });
  });

export type LienInput = z.output<typeof lienFormSchema>;

/** The fields of the lien information, as the API's PATCH names them inside `lien`. */
export const LIEN_FIELDS = Object.keys(lienFormSchema.shape) as (keyof LienInput)[];

/**
 * PATCH /api/jobs/{id}'s `lien`: any of the lien information's fields, each checked alone; the API lays them over
 * the job's and checks the whole with lienFormSchema.
 */
export const lienPatchSchema = z
  .object({
    ownerName: z.string().max(LIEN_LIMITS.name).optional().describe("The property owner or reputed owner"),
    ownerAddress: z.string().max(LIEN_LIMITS.address).optional(),
    lenderName: z.string().max(LIEN_LIMITS.name).nullish().describe("The construction lender, if any"),
    lenderAddress: z.string().max(LIEN_LIMITS.address).nullish(),
    apn: z
      .string()
      .max(LIEN_LIMITS.apn)
      .nullish()
      .describe("The assessor's parcel number or the legal description"),
    ownerOccupied: z.boolean().optional().describe("Owner-occupied residence (A.R.S. § 33-1002)"),
  })
  .strict()
  .describe("The lien information, on its own in a PATCH: the fields sent replace the job's");

/** The earliest day a service may be dated at `today` when the job gives no better bound. */
const earliestServiceDay = (today: string) =>
  addCalendarDays(today, -Math.round(LIEN_LIMITS.servedBackYears * 365.25));

const TRACKING = /^[A-Za-z0-9 ]+$/;

/** "Record service": a real day, not in the future; the method; the tracking number of certified mail. */
export const noticeServiceFormSchema = z
  .object({
    servedOn: z
      .string(LIEN_MESSAGES.servedOnRequired)
      .trim()
      .min(1, { message: LIEN_MESSAGES.servedOnRequired, abort: true })
      .refine(isCalendarDate, { message: LIEN_MESSAGES.servedOnInvalid, abort: true })
      .superRefine((value, context) => {
        const today = arizonaDay(new Date());
        if (value > today) context.addIssue({ code: "custom", message: LIEN_MESSAGES.servedOnInFuture });
        else if (value < earliestServiceDay(today))
          context.addIssue({
            code: "custom",
            message: LIEN_MESSAGES.servedOnTooEarly(earliestServiceDay(today)),
          });
      }),
    method: z.enum(noticeServiceMethods, LIEN_MESSAGES.methodRequired),
    trackingNumber: z
      .string(LIEN_MESSAGES.trackingInvalid)
      .max(
        LIEN_LIMITS.trackingNumber,
        LIEN_MESSAGES.tooLong("The tracking number", LIEN_LIMITS.trackingNumber),
      )
      .optional()
      .transform((value) => value?.trim().replace(/\s+/g, " ") ?? ""),
  })
  .superRefine((input, context) => {
    if (input.trackingNumber && !TRACKING.test(input.trackingNumber))
      context.addIssue({ code: "custom", path: ["trackingNumber"], message: LIEN_MESSAGES.trackingInvalid });
    else if (input.method === "certified_mail" && !input.trackingNumber)
      context.addIssue({ code: "custom", path: ["trackingNumber"], message: LIEN_MESSAGES.trackingRequired });
  });

export type NoticeServiceInput = z.output<typeof noticeServiceFormSchema>;
