import { z } from "zod";
import { estimateStatuses } from "~/db/schema";

// The estimate request records the API answers with (beside records.ts, which holds the other entities).

const id = z.string().describe("Record id");

const estimatePhotoJsonSchema = z.object({
  _id: id,
  src: z.string().describe("/admin/estimate-photos/{photoId}: served only to a signed-in admin"),
});

export const estimateJsonSchema = z.object({
  _id: id,
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
  createdAt: z.string().describe("ISO 8601 date-time"),
  photos: z.array(estimatePhotoJsonSchema),
});

export type EstimateJson = z.infer<typeof estimateJsonSchema>;

/** What POST /api/estimates answers: the new request's id and reference. */
export const estimateCreatedSchema = z.object({
  success: z.literal(true),
  estimate: z.object({ _id: id, reference: z.string() }),
});
