import { z } from "zod";

// Newsletter campaigns: what the compose form and POST /api/newsletter/campaigns validate (safe for the browser).

const CAMPAIGN_SUBJECT_MAX = 200;
const CAMPAIGN_MESSAGE_MAX = 50_000;
export const CAMPAIGN_POSTS_MAX = 10;

const requiredText = (label: string, max: number, missing: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text`) })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max} characters`);

export const CAMPAIGN_MESSAGES = {
  subjectMissing: "Subject is required",
  messageMissing: "Message is required",
  noSubscribers: "There are no confirmed subscribers to send to yet.",
  noAddress:
    "The company's postal address is missing from the site settings. Every newsletter must show it, so add it first.",
  keyReused: "This idempotency key was already used for a campaign with another subject or message.",
  alreadySent: "This campaign was already sent; it is not sent twice.",
  queued: "The newsletter is on its way to your subscribers.",
  created: "The campaign was saved as a draft.",
  testSent: "A test copy is on its way to you.",
  notFound: "That campaign does not exist.",
  postsMissing: "Some of the chosen posts are no longer published; choose them again.",
} as const;

/** Subject, message (plain text or Markdown) and the published posts to list under it. */
export const campaignContentSchema = z.object({
  subject: requiredText("Subject", CAMPAIGN_SUBJECT_MAX, CAMPAIGN_MESSAGES.subjectMissing).refine(
    (subject) => !/[\r\n]/.test(subject),
    "Subject must be one line",
  ),
  message: requiredText("Message", CAMPAIGN_MESSAGE_MAX, CAMPAIGN_MESSAGES.messageMissing),
  postIds: z
    .array(z.string("Post ids must be text").trim().min(1).max(64), "postIds must be a list of post ids")
    .max(CAMPAIGN_POSTS_MAX, `Include at most ${CAMPAIGN_POSTS_MAX} posts`)
    .optional()
    .default([])
    .transform((ids) => [...new Set(ids)]),
});

const idempotencyKey = z
  .string("The idempotency key must be text")
  .trim()
  .min(8, "The idempotency key must be 8 to 100 characters")
  .max(100, "The idempotency key must be 8 to 100 characters")
  .regex(/^[\w.:-]+$/, "The idempotency key may hold letters, digits and . _ : - only");

/** The compose form: its hidden idempotency key makes a second submit (a double click) find the first campaign. */
export const campaignFormSchema = campaignContentSchema.extend({ idempotencyKey });

/** POST /api/newsletter/campaigns: `send: true` queues it for every confirmed subscriber at once. */
export const apiCampaignSchema = campaignContentSchema.extend({
  send: z.boolean("send must be true or false").optional().default(false),
  idempotencyKey: idempotencyKey.optional(),
});

export type CampaignContent = z.infer<typeof campaignContentSchema>;
