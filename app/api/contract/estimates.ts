import { z } from "zod";
import { estimateStatuses } from "~/db/schema";
import { estimatePatchSchema } from "~/estimates/estimate-admin";
import { MAX_ESTIMATE_PHOTOS, PROPERTY_TYPES, SIZE_UNITS, TIMEFRAMES } from "~/estimates/estimate-options";
import { isoDate, messageOnly, ok, recordId, type Endpoint } from "./endpoint";

// Estimate requests: the public form's payload, and the office's side.

const estimatePhotoJsonSchema = z.object({
  _id: recordId,
  src: z.string().describe("/admin/estimate-photos/{photoId}: served only to a signed-in admin"),
});

const estimateJsonSchema = z.object({
  _id: recordId,
  reference: z.string().describe("What the visitor quotes, e.g. EST-2026-0042"),
  name: z.string(),
  email: z.string(),
  phone: z.string().describe("10 digits for a request sent since the US phone rule, e.g. 4805550142"),
  service: z.string().describe('A service name as listed on the form, or "Not sure / other"'),
  propertyType: z.string().describe("One of the form's property types, or empty"),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  size: z.number().nullable().describe("As typed, with up to two decimals, e.g. 2.5"),
  sizeUnit: z.string().describe("sq ft, linear ft, parking stalls, acres, or empty"),
  timeframe: z.string().describe("One of the form's timeframes, or empty"),
  details: z.string(),
  status: z.enum(estimateStatuses),
  followUpOn: z.string().nullable().describe("yyyy-mm-dd or null"),
  siteVisitAt: z
    .string()
    .nullable()
    .describe(
      "The booked site visit: ISO 8601 with Arizona's offset, e.g. 2026-03-04T09:30:00-07:00, or null",
    ),
  siteVisitNote: z.string().describe("A note for the crew about the visit, or empty"),
  createdAt: isoDate,
  photos: z.array(estimatePhotoJsonSchema),
});

export type EstimateJson = z.infer<typeof estimateJsonSchema>;

/** What POST /api/estimates answers: the new request's id and reference. */
const estimateCreatedSchema = z.object({
  success: ok,
  estimate: z.object({ _id: recordId, reference: z.string() }),
});

export const estimateEndpoints: Endpoint[] = [
  // Estimate requests: the public form's payload
  {
    method: "post",
    path: "/estimates",
    tag: "Estimates",
    summary: "Request an estimate",
    description:
      "The /estimate form's fields, with up to 10 job-site photos (JPEG, PNG, WebP or HEIC, checked by content; " +
      "each is auto-rotated, stripped of all metadata including GPS, and stored privately). `service` is one of the " +
      'service names the form lists, or "Not sure / other". A refused request stores nothing, photos included. The ' +
      "visitor gets an acknowledgement mail with the reference, the office a notice with a link to the request.",
    auth: "public",
    multipart: {
      maxFiles: MAX_ESTIMATE_PHOTOS,
      fields: [
        { name: "name", description: "Required" },
        { name: "email", description: "Required" },
        {
          name: "phone",
          description:
            "Required: a US number of 10 digits, written any usual way (+1, spaces, dots, dashes, parentheses); " +
            "stored as the digits",
        },
        {
          name: "service",
          description: 'Required: a service name as listed on the form, or "Not sure / other"',
        },
        { name: "propertyType", description: `Optional: ${PROPERTY_TYPES.join(", ")}` },
        { name: "address", description: "Required: the job-site address" },
        { name: "city", description: "Required" },
        { name: "zip", description: "Required: 5 digits" },
        {
          name: "size",
          description:
            'Optional: the approximate size, a number with up to two decimals, optionally with its unit ("2.5 acres", ' +
            '"120 stalls"), which then fills sizeUnit',
        },
        { name: "sizeUnit", description: `Optional: ${SIZE_UNITS.join(", ")}` },
        { name: "timeframe", description: `Optional: ${TIMEFRAMES.join(", ")}` },
        { name: "details", description: "Required: the project details" },
        { name: "consent", description: "Required: true (agreement to the terms and conditions)" },
        {
          name: "photos",
          description: `Photos (JPEG, PNG, WebP or HEIC), at most ${MAX_ESTIMATE_PHOTOS}`,
          file: "image",
          repeated: true,
        },
      ],
    },
    success: {
      status: 201,
      description: "The request's id and the reference to quote",
      schema: estimateCreatedSchema,
    },
    rateLimited: true,
  },

  // Estimate requests: the office's side
  {
    method: "get",
    path: "/estimates",
    tag: "Estimates",
    summary: "Every estimate request",
    description:
      "Photos are listed by their private URL, which only a signed-in admin's browser session can open.",
    auth: "admin",
    query: [
      {
        name: "status",
        description: "Only requests with this status (its value or its label, e.g. won or Won)",
        schema: z.string(),
      },
      { name: "service", description: "Only requests for this service", schema: z.string() },
      {
        name: "q",
        description:
          "Requests whose name, e-mail, phone (any format), street, city, ZIP, service or reference contain this",
        schema: z.string(),
      },
      {
        name: "followUp",
        description: "due: only open requests whose follow-up date is today (Arizona) or earlier",
        schema: z.string(),
      },
    ],
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ estimates: z.array(estimateJsonSchema) }),
    },
  },
  {
    method: "get",
    path: "/estimates/{id}",
    tag: "Estimates",
    summary: "One estimate request",
    auth: "admin",
    success: {
      status: 200,
      description: "The request with its photos",
      schema: z.object({ estimate: estimateJsonSchema }),
    },
  },
  {
    method: "patch",
    path: "/estimates/{id}",
    tag: "Estimates",
    summary: "Change an estimate request's status, follow-up date or site visit",
    description:
      "Send any of status, followUpOn (yyyy-mm-dd, or null to clear), siteVisitAt (ISO 8601 with an offset, e.g. " +
      "2026-03-04T09:30:00-07:00, or null to clear) and siteVisitNote (a note for the crew); a field left out keeps " +
      "its value. site_visit_scheduled needs a site visit, given or kept: without one it is a 400 with " +
      "fieldErrors.siteVisitAt. A new or moved site visit mails the customer with a calendar invitation " +
      "(text/calendar, the same UID for every change). Without a status, a new site visit moves a new or contacted " +
      "request to site_visit_scheduled; one already past it (estimate_sent, won, lost) answers 409 with " +
      "fieldErrors.siteVisitStatus until siteVisitStatus says move or keep. A follow-up date on a won or lost request " +
      "is a 409 with fieldErrors.followUpOn (reopen it with a status in the same call). The first status other than " +
      "new records the time of first contact. Each change writes an audit row.",
    auth: "admin",
    json: estimatePatchSchema,
    errors: [409],
    success: {
      status: 200,
      description: "The saved request",
      schema: z.object({ success: ok, message: z.string(), estimate: estimateJsonSchema }),
    },
  },
  {
    method: "delete",
    path: "/estimates/{id}",
    tag: "Estimates",
    summary: "Delete an estimate request",
    description: "Deletes its notes and its photos' files too.",
    auth: "admin",
    success: { status: 200, description: "Deleted", schema: messageOnly },
  },
];
