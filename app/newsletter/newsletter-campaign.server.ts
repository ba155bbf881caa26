// Newsletter campaigns: writing one, sending it (one delivery row per confirmed subscriber, written in the same
// transaction that marks it sending), counting its deliveries, and rendering its mail. The page actions and
// /api/newsletter/campaigns call these; app/newsletter/worker.server.ts sends the deliveries.
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { db, writeTransaction, type Transaction } from "~/db/client.server";
import { customers, newsletterCampaigns, newsletterDeliveries, type Address } from "~/db/schema";
import { sendEmail } from "~/mail/send-email.server";
import {
  listUnsubscribeHeaders,
  newsletterCampaignMail,
  type CampaignMailPost,
} from "~/mail/templates/newsletter-campaign";
import { createId } from "~/utils/id.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { markdownToText } from "~/mail/markdown-text";
import { publicOrigin, publicUrl } from "~/http/public-url.server";
import { audit, type EditContext } from "~/logs/audit.server";
import { getBlogPost, listBlogPosts } from "~/blog/blog-post.server";
import { CAMPAIGN_MESSAGES, type CampaignContent } from "./newsletter-campaign";
import { getSiteSettings } from "~/content/site-settings.server";
import { refuse, refuseField, type Refusal, type Result } from "~/utils/result";

export type CampaignRow = typeof newsletterCampaigns.$inferSelect;
export type DeliveryRow = typeof newsletterDeliveries.$inferSelect;
/** Deliveries by state: queued (written when sent), pending (not sent yet), sent and failed. */
type CampaignCounts = { queued: number; pending: number; sent: number; failed: number };
export type CampaignWithCounts = CampaignRow & { counts: CampaignCounts };

type CampaignCreated = { ok: true; campaign: CampaignRow; replayed: boolean };
export type CampaignResult = Result<CampaignCreated>;

const INSERT_BATCH = 500;

// ---------------------------------------------------------------------------------------------------------------
// Rendering

export type CampaignMail = {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

/** The company's postal address, or null when the settings lack one (a campaign mail must show it). */
function postalAddress(): { companyName: string; address: Address } | null {
  const settings = getSiteSettings();
  if (!settings?.address?.street?.trim() || !settings.address.city?.trim()) return null;
  return { companyName: settings.companyName, address: settings.address };
}

/** The published posts among `postIds`, in the order given (unpublished or deleted ones drop out). */
function campaignPosts(postIds: string[]): CampaignMailPost[] {
  return postIds.flatMap((id) => {
    const post = getBlogPost(id);
    return post
      ? [{ title: post.title, description: post.description, url: publicUrl(`/blog/${post.id}`) }]
      : [];
  });
}

const unsubscribeUrlFor = (unsubscribeToken: string | null) =>
  publicUrl(
    unsubscribeToken
      ? `/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`
      : "/newsletter/unsubscribe",
  );

/**
 * A campaign's mail as one recipient gets it: HTML and plain text, the postal address and unsubscribe link in the
 * footer, and the List-Unsubscribe headers. Without a token (preview, test copy) the links lead to the unsubscribe
 * page without one. Null when the site settings have no postal address.
 */
export function campaignMailFor(
  content: Pick<CampaignContent, "subject" | "message" | "postIds">,
  unsubscribeToken: string | null,
): CampaignMail | null {
  const company = postalAddress();
  if (!company) return null;
  const unsubscribeUrl = unsubscribeUrlFor(unsubscribeToken);
  const mail = newsletterCampaignMail({
    ...company,
    origin: publicOrigin,
    subject: content.subject,
    messageText: markdownToText(content.message, publicOrigin),
    messageHtml: renderMarkdown(content.message),
    posts: campaignPosts(content.postIds),
    unsubscribeUrl,
  });
  return { ...mail, headers: listUnsubscribeHeaders(unsubscribeUrl) };
}

/** What the compose form shows under "Preview": the mail exactly as sent, with a link-less unsubscribe token. */
export function previewCampaign(content: CampaignContent) {
  const mail = campaignMailFor(content, null);
  return mail ? { ok: true as const, mail } : refuse(409, CAMPAIGN_MESSAGES.noAddress);
}

/** "Send test to me": one copy to the admin who asks, marked as a test in its subject; no campaign is written. */
export async function sendTestCampaign(content: CampaignContent, by: EditContext) {
  const mail = campaignMailFor(content, null);
  if (!mail) return refuse(409, CAMPAIGN_MESSAGES.noAddress);
  const to = by.actor.email;
  await sendEmail({ to, ...mail, subject: `[Test] ${mail.subject}` });
  audit(by, { event: "newsletter.test", message: `Sent a test of “${content.subject}” to ${to}` });
  return { ok: true as const };
}

// ---------------------------------------------------------------------------------------------------------------
// Writing and sending

/** Published posts an admin may include, newest first. */
export function listIncludablePosts() {
  return listBlogPosts().map((post) => ({
    id: post.id,
    title: post.title,
    description: post.description,
    createdAt: post.createdAt,
  }));
}

function missingPosts(postIds: string[]) {
  return postIds.filter((id) => !getBlogPost(id));
}

const sameContent = (campaign: CampaignRow, content: CampaignContent) =>
  campaign.subject === content.subject &&
  campaign.message === content.message &&
  JSON.stringify(campaign.postIds) === JSON.stringify(content.postIds);

/** Checks that sending may start: a postal address for the footer and at least one confirmed subscriber. */
function sendingBlocker(tx: Transaction | typeof db): Refusal | null {
  if (!postalAddress()) return refuse(409, CAMPAIGN_MESSAGES.noAddress);
  const confirmed =
    tx.select({ n: count() }).from(customers).where(eq(customers.status, "subscribed")).get()?.n ?? 0;
  if (confirmed === 0) return refuse(409, CAMPAIGN_MESSAGES.noSubscribers);
  return null;
}

/** Before asking "Send to N confirmed subscribers?": how many there are, or why it cannot be sent now. */
export function campaignSendCheck(): Result<{ recipients: number }> {
  const blocker = sendingBlocker(db);
  if (blocker) return blocker;
  return {
    ok: true,
    recipients:
      db.select({ n: count() }).from(customers).where(eq(customers.status, "subscribed")).get()?.n ?? 0,
  };
}

/**
 * Writes one pending delivery per confirmed subscriber as of now and marks the campaign sending, inside the caller's
 * write transaction: the list is read and the campaign flipped at one instant, so nobody who confirms or leaves in
 * between is half-included, and a second send of the same campaign finds it no longer a draft.
 */
function queueDeliveries(tx: Transaction, campaignId: string, now: Date) {
  const recipients = tx
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(eq(customers.status, "subscribed"))
    .orderBy(asc(customers.createdAt))
    .all();
  for (let start = 0; start < recipients.length; start += INSERT_BATCH) {
    tx.insert(newsletterDeliveries)
      .values(
        recipients.slice(start, start + INSERT_BATCH).map((recipient) => ({
          id: createId(),
          campaignId,
          customerId: recipient.id,
          email: recipient.email,
          status: "pending" as const,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .run();
  }
  return tx
    .update(newsletterCampaigns)
    .set({ status: "sending", queuedAt: now })
    .where(eq(newsletterCampaigns.id, campaignId))
    .returning()
    .get();
}

/**
 * Writes a campaign and, with `send`, queues it for every confirmed subscriber. With an idempotency key, a second
 * call with the same key (a double click, a retried API call) answers the campaign the first one made and sends
 * nothing more; the same key with other content is refused.
 */
export function createCampaign(
  content: CampaignContent,
  options: { send: boolean; idempotencyKey?: string; createdBy: string | null },
  by?: EditContext,
): CampaignResult {
  const missing = missingPosts(content.postIds);
  if (missing.length) {
    return refuseField(400, "postIds", CAMPAIGN_MESSAGES.postsMissing);
  }
  const result = writeTransaction((tx): CampaignResult => {
    const key = options.idempotencyKey ?? null;
    if (key) {
      const earlier = tx
        .select()
        .from(newsletterCampaigns)
        .where(eq(newsletterCampaigns.idempotencyKey, key))
        .get();
      if (earlier) {
        return sameContent(earlier, content)
          ? { ok: true, campaign: earlier, replayed: true }
          : refuse(409, CAMPAIGN_MESSAGES.keyReused);
      }
    }
    if (options.send) {
      const blocker = sendingBlocker(tx);
      if (blocker) return blocker;
    }
    const now = new Date();
    const campaign = tx
      .insert(newsletterCampaigns)
      .values({
        id: createId(),
        subject: content.subject,
        message: content.message,
        postIds: content.postIds,
        status: "draft",
        idempotencyKey: key,
        createdBy: options.createdBy,
        createdAt: now,
      })
      .returning()
      .get();
    return {
      ok: true,
      campaign: options.send ? queueDeliveries(tx, campaign.id, now) : campaign,
      replayed: false,
    };
  });
  if (by && result.ok) auditCreatedCampaign(by, result, options.send);
  return result;
}

// An API client repeating its idempotency key is the protocol working, not a double submit: only pages record it.
function auditCreatedCampaign(by: EditContext, { campaign, replayed }: CampaignCreated, send: boolean) {
  const detail = { campaignId: campaign.id };
  if (replayed) {
    if (by.via === "api") return;
    audit(by, {
      event: "newsletter.resubmit",
      message: `A second submit of “${campaign.subject}” found the campaign already made; nothing more was sent`,
      detail,
    });
    return;
  }
  const through = by.via === "api" ? " through the API" : "";
  audit(by, {
    event: send ? "newsletter.send" : "newsletter.draft",
    message: send
      ? `Sent “${campaign.subject}” to the confirmed subscribers${through}`
      : `Saved the draft “${campaign.subject}”${through}`,
    detail,
  });
}

/** Sends a draft. A campaign that is no longer a draft (sent already, or a second click) is refused, not resent. */
export function sendDraftCampaign(id: string, by?: EditContext): CampaignResult {
  const result = writeTransaction((tx): CampaignResult => {
    const campaign = tx.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)).get();
    if (!campaign) return refuse(404, CAMPAIGN_MESSAGES.notFound);
    if (campaign.status !== "draft") return refuse(409, CAMPAIGN_MESSAGES.alreadySent);
    const blocker = sendingBlocker(tx);
    if (blocker) return blocker;
    return { ok: true, campaign: queueDeliveries(tx, campaign.id, new Date()), replayed: false };
  });
  if (by && result.ok) {
    audit(by, {
      event: "newsletter.send",
      message: `Sent the draft “${result.campaign.subject}” to the confirmed subscribers`,
      detail: { campaignId: id },
    });
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

const noCounts = (): CampaignCounts => ({ queued: 0, pending: 0, sent: 0, failed: 0 });

function countsByCampaign(ids: string[]) {
  const counts = new Map<string, CampaignCounts>(ids.map((id) => [id, noCounts()]));
  if (ids.length === 0) return counts;
  const rows = db
    .select({
      campaignId: newsletterDeliveries.campaignId,
      status: newsletterDeliveries.status,
      n: count(),
    })
    .from(newsletterDeliveries)
    .where(inArray(newsletterDeliveries.campaignId, ids))
    .groupBy(newsletterDeliveries.campaignId, newsletterDeliveries.status)
    .all();
  for (const row of rows) {
    const entry = counts.get(row.campaignId)!;
    entry.queued += row.n;
    if (row.status === "sent") entry.sent += row.n;
    else if (row.status === "failed") entry.failed += row.n;
    else entry.pending += row.n;
  }
  return counts;
}

/** Every campaign, newest first, with its delivery counts. */
export function listCampaigns(): CampaignWithCounts[] {
  const campaigns = db.select().from(newsletterCampaigns).orderBy(desc(newsletterCampaigns.createdAt)).all();
  const counts = countsByCampaign(campaigns.map((campaign) => campaign.id));
  return campaigns.map((campaign) => ({ ...campaign, counts: counts.get(campaign.id)! }));
}

export function getCampaign(id: string): CampaignWithCounts | undefined {
  const campaign = db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)).get();
  if (!campaign) return undefined;
  return { ...campaign, counts: countsByCampaign([id]).get(id)! };
}

/** The deliveries that did not go out, with why, for the campaign's page. */
export function listFailedDeliveries(campaignId: string, limit = 200) {
  return db
    .select({
      email: newsletterDeliveries.email,
      attempts: newsletterDeliveries.attempts,
      lastError: newsletterDeliveries.lastError,
    })
    .from(newsletterDeliveries)
    .where(and(eq(newsletterDeliveries.campaignId, campaignId), eq(newsletterDeliveries.status, "failed")))
    .orderBy(asc(newsletterDeliveries.email))
    .limit(limit)
    .all();
}
