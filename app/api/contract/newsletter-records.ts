import { z } from "zod";

// The newsletter campaign records the API answers with (beside records.ts, which holds the other entities).

const isoDate = z.string().describe("ISO 8601 date-time");

const campaignCountsSchema = z
  .object({
    queued: z
      .number()
      .int()
      .describe("Deliveries written when the campaign was sent: one per confirmed subscriber"),
    pending: z.number().int().describe("Not sent yet (waiting, being sent, or waiting for a retry)"),
    sent: z.number().int(),
    failed: z.number().int().describe("Gave up after retries, or the address left the list before its turn"),
  })
  .describe("Delivery counts");

export const campaignJsonSchema = z.object({
  _id: z.string().describe("Record id"),
  subject: z.string(),
  message: z.string().describe("Plain text or Markdown"),
  postIds: z.array(z.string()).describe("Published posts listed under the message"),
  status: z
    .enum(["draft", "sending", "sent"])
    .describe("draft: not sent; sending: deliveries are going out; sent: every delivery is sent or failed"),
  createdBy: z.string().nullable().describe("Id of the admin who wrote it"),
  createdAt: isoDate,
  queuedAt: isoDate.nullable(),
  finishedAt: isoDate.nullable(),
  counts: campaignCountsSchema,
});

export type CampaignJson = z.infer<typeof campaignJsonSchema>;
