import { z } from "zod";
import { newsletterSchema } from "~/newsletter/subscriber";
import { apiCampaignSchema } from "~/newsletter/newsletter-campaign";
import { isoDate, ok, recordId, type Endpoint } from "./endpoint";

// The newsletter: its subscribers (the "customer" paths and keys of the API) and its campaigns.

const customerJsonSchema = z.object({
  _id: recordId,
  email: z.string(),
  phone: z.string(),
  status: z
    .enum(["pending", "subscribed", "unsubscribed"])
    .describe(
      "pending: has not followed the confirmation link yet; subscribed: confirmed (the back office shows it as " +
        '"confirmed"), receives campaigns; unsubscribed: left the list',
    ),
  confirmedAt: isoDate.nullable(),
  unsubscribedAt: isoDate.nullable(),
  createdAt: isoDate,
});

export type CustomerJson = z.infer<typeof customerJsonSchema>;

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

const campaignJsonSchema = z.object({
  _id: recordId,
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

export const newsletterEndpoints: Endpoint[] = [
  // Newsletter subscribers
  {
    method: "post",
    path: "/customer",
    tag: "Newsletter",
    summary: "Subscribe to the newsletter",
    description:
      "Double opt-in: the subscriber stays pending until the mailed link is followed. Twice is no error.",
    auth: "public",
    json: newsletterSchema,
    success: {
      status: 200,
      description: "Subscribed (pending confirmation)",
      schema: z.object({
        success: ok,
        message: z.string(),
        customer: customerJsonSchema.pick({ _id: true, email: true, status: true }),
      }),
    },
    rateLimited: true,
  },
  {
    method: "get",
    path: "/customer",
    tag: "Newsletter",
    summary: "Every subscriber",
    auth: "admin",
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ customers: z.array(customerJsonSchema) }),
    },
  },

  // Newsletter campaigns
  {
    method: "get",
    path: "/newsletter/campaigns",
    tag: "Newsletter",
    summary: "Every campaign with its delivery counts",
    auth: "admin",
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ campaigns: z.array(campaignJsonSchema) }),
    },
  },
  {
    method: "post",
    path: "/newsletter/campaigns",
    tag: "Newsletter",
    summary: "Write a campaign, and send it with `send: true`",
    description:
      "`message` is plain text or Markdown (raw HTML is shown as text). With `send: true` one delivery per confirmed " +
      "subscriber is queued at once and the worker mails them at NEWSLETTER_RATE_PER_MINUTE; otherwise it is a " +
      "draft. An `idempotencyKey` (or an `Idempotency-Key` header) makes a repeated call answer the first campaign " +
      "and send nothing more. 409: no confirmed subscribers, no postal address in the site settings, or a key " +
      "used for other content.",
    auth: "admin",
    json: apiCampaignSchema,
    success: {
      status: 201,
      description: "The campaign (the first one, for a repeated idempotency key)",
      schema: z.object({ success: ok, message: z.string(), campaign: campaignJsonSchema }),
    },
    errors: [409],
  },
  {
    method: "get",
    path: "/newsletter/campaigns/{id}",
    tag: "Newsletter",
    summary: "One campaign with its delivery counts",
    auth: "admin",
    success: { status: 200, description: "The campaign", schema: z.object({ campaign: campaignJsonSchema }) },
  },
];
