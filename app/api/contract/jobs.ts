import { z } from "zod";
import {
  changeOrderStatuses,
  jobEventTypes,
  jobHoldReasons,
  jobStatuses,
  noticeServiceMethods,
} from "~/db/schema";
import { CHANGE_ORDER_LIMITS } from "~/jobs/change-order-options";
import { changeOrderApiSchema } from "~/jobs/change-order-schema";
import { jobPatchSchema, newJobFormSchema } from "~/jobs/job-schema";
import { isoDate, ok, recordId, type Endpoint } from "./endpoint";

// Jobs: the work of an accepted quote, its schedule and crew, its status moves and its change orders. Days are
// YYYY-MM-DD and times HH:MM, in Arizona; money is integer cents, computed on the server.

const cents = z.number().int();
const day = z.string().describe("YYYY-MM-DD");

const changeOrderJsonSchema = z.object({
  _id: recordId,
  reference: z.string().describe("CO-2026-0042"),
  version: z.number().int().describe("What an approval names"),
  status: z.enum(changeOrderStatuses).describe("`sent` is awaiting the customer's approval"),
  reason: z.string(),
  items: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unit: z.string(),
      unitPriceCents: cents.describe("Below zero for work removed"),
      amountCents: cents,
    }),
  ),
  subtotalCents: cents,
  taxCents: cents.describe("The quote's tax rule, applied when the change order was written"),
  totalCents: cents.describe("What it adds to the contract once approved (below zero for a credit)"),
  sentAt: isoDate.nullable(),
  approval: z
    .object({
      name: z.string(),
      approvedAt: isoDate,
      ip: z.string(),
      userAgent: z.string(),
      documentSha256: z.string().describe("SHA-256 (hex) of the canonical document the customer signed"),
      version: z.number().int(),
    })
    .nullable(),
  declinedAt: isoDate.nullable(),
  declineReason: z.string(),
  createdAt: isoDate,
});

export type ChangeOrderJson = z.infer<typeof changeOrderJsonSchema>;

const lienJsonSchema = z
  .object({
    ownerName: z.string().nullable().describe("The property owner or reputed owner"),
    ownerAddress: z.string().nullable(),
    lenderName: z.string().nullable().describe("The construction lender, if any"),
    lenderAddress: z.string().nullable(),
    apn: z.string().nullable().describe("The assessor's parcel number or the legal description"),
    ownerOccupied: z.boolean().nullable().describe("Owner-occupied residence (A.R.S. § 33-1002)"),
    noticeServedOn: day.nullable().describe("When the preliminary 20-day notice was served"),
    noticeMethod: z.enum(noticeServiceMethods).nullable().describe("How the notice was served"),
    trackingNumber: z.string().nullable(),
    noticeDueOn: day
      .nullable()
      .describe(
        "The last day to serve the preliminary notice: first furnished + 20 days (A.R.S. § 33-992.01)",
      ),
    lienDeadlineOn: day
      .nullable()
      .describe(
        "For a completed job not yet paid in full (not closed), the last day to record a lien: completion + 120 " +
          "days (A.R.S. § 33-993)",
      ),
  })
  .describe("Arizona lien protection; null where nothing is known yet");

const jobJsonSchema = z.object({
  _id: recordId,
  reference: z.string().describe("J-2026-0042"),
  quoteId: recordId,
  status: z.enum(jobStatuses),
  startDate: day,
  endDate: day,
  arrivalStart: z.string().nullable().describe("HH:MM"),
  arrivalEnd: z.string().nullable().describe("HH:MM"),
  crewId: z.string().nullable(),
  crewNote: z.string(),
  holdReason: z.enum(jobHoldReasons).nullable().describe("While on hold"),
  holdNote: z.string(),
  cancelReason: z.string(),
  calendar: z
    .object({
      uid: z.string().describe("The same for the life of the job"),
      sequence: z.number().int().describe("Raised by every change of the event"),
    })
    .describe("The job's event in the crew's feed and the customer's invitations (RFC 5545)"),
  contractCents: cents.describe("The accepted quote's total plus the approved change orders"),
  firstFurnishedOn: day.nullable().describe("The first day of work, set by the start"),
  completedAt: isoDate.nullable(),
  closedAt: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
  changeOrders: z.array(changeOrderJsonSchema).describe("Oldest first"),
  lien: lienJsonSchema,
  events: z.array(z.object({ type: z.enum(jobEventTypes), at: isoDate })),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export type JobJson = z.infer<typeof jobJsonSchema>;
export type JobLienJson = z.infer<typeof lienJsonSchema>;

const oneJob = (description: string, status: 200 | 201 = 200) => ({
  status,
  description,
  schema: z.object({ success: ok, job: jobJsonSchema }),
});

const oneChangeOrder = (description: string, status: 200 | 201 = 200) => ({
  status,
  description,
  schema: z.object({ success: ok, changeOrder: changeOrderJsonSchema, job: jobJsonSchema }),
});

export const jobEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/jobs",
    tag: "Jobs",
    summary: "Every job",
    description: "A day that is not real, or more than two years away, and a `to` before `from`: 400.",
    auth: "admin",
    query: [
      { name: "status", description: "Only jobs with this status", schema: z.enum(jobStatuses) },
      { name: "crewId", description: "Only this crew's jobs", schema: z.string() },
      {
        name: "from",
        description: "Only jobs that reach this day (YYYY-MM-DD) or later",
        schema: day,
      },
      {
        name: "to",
        description: "Only jobs that start on or before this day (YYYY-MM-DD)",
        schema: day,
      },
    ],
    success: {
      status: 200,
      description: "By start day",
      schema: z.object({ jobs: z.array(jobJsonSchema) }),
    },
    errors: [400],
  },
  {
    method: "post",
    path: "/jobs",
    tag: "Jobs",
    summary: "Schedule an accepted quote",
    description:
      "A quote has one job, under the next J- reference. `startDate` and `endDate` are real days within two years " +
      "of today, the end on or after the start (else 400 with `fieldErrors.endDate`); the arrival window is given " +
      "whole (`arrivalStart` before `arrivalEnd`, HH:MM) or not at all, and the crew is optional until the job " +
      'starts. The customer is mailed "Your job J-… is scheduled for {date}" with an invitation. A quote not ' +
      "accepted, or one that has its job: 409.",
    auth: "admin",
    json: newJobFormSchema,
    success: oneJob("The new job, status scheduled", 201),
    errors: [404, 409],
  },
  {
    method: "get",
    path: "/jobs/{id}",
    tag: "Jobs",
    summary: "One job",
    description: "With its change orders, lien information and timeline.",
    auth: "admin",
    success: { status: 200, description: "The job", schema: z.object({ job: jobJsonSchema }) },
  },
  {
    method: "patch",
    path: "/jobs/{id}",
    tag: "Jobs",
    summary: "Reschedule a job, move its status, or save its lien information",
    description:
      "Either the schedule's fields (the others keep their values and the whole is checked as POST checks it; " +
      "the calendar's SEQUENCE goes up, and new dates or a new window mail the customer the updated invitation, " +
      "same UID), or a `status` on its own: `in_progress` starts a scheduled job (with `firstFurnishedOn`, the " +
      "first day of work) or resumes one put on hold while in progress, `scheduled` resumes one put on hold " +
      "before it started, `on_hold` takes `holdReason` (and `holdNote` for other), `cancelled` takes " +
      "`cancelReason`, then `completed` and `closed`. A status the job already has changes nothing. A move the " +
      "job's status doesn't allow, or a job that needs a crew first: 409, nothing changed. Or `lien` on its own: " +
      "the lien information's fields sent replace the job's (the owner's name and address required), with a " +
      "timeline line.",
    auth: "admin",
    json: jobPatchSchema,
    success: oneJob("The job as it is now"),
    errors: [409],
  },
  {
    method: "post",
    path: "/jobs/{id}/change-orders",
    tag: "Jobs",
    summary: "Add a change order",
    description:
      `A reason and 1 to ${CHANGE_ORDER_LIMITS.lines} lines like a quote's; a unit price below zero removes ` +
      "work. The tax follows the quote's rule. It adds nothing to the contract value until the customer approves " +
      `it. Up to ${CHANGE_ORDER_LIMITS.perJob} a job, while the job is scheduled, in progress or on hold: 409 ` +
      "otherwise.",
    auth: "admin",
    json: changeOrderApiSchema,
    success: oneChangeOrder("The new change order (a draft, CO- reference) and its job", 201),
    errors: [409],
  },
  {
    method: "post",
    path: "/jobs/{id}/change-orders/{coId}/send",
    tag: "Jobs",
    summary: "Send a change order to the customer",
    description:
      "Mails the customer a private link to the quote's page, where the change order stands under “Awaiting " +
      "your approval”. Sending again mails again. An approved or declined change order, or a job no longer " +
      "under way: 409.",
    auth: "admin",
    success: oneChangeOrder("The change order, status sent, and its job"),
    errors: [409],
  },
];
