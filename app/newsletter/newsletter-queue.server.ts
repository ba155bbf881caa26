// The newsletter's delivery queue in the database: claiming the next due delivery at the shared pace, settling its row
// (handed over, sent, failed or due again), recovering rows a stopped worker left behind and finishing campaigns.
// app/newsletter/worker.server.ts is the loop that calls these and sends the mail.
//
// A delivery row moves pending → sending (claimed) → sent | failed. The claim is a write transaction, so two workers
// (two server processes, or a restart overlapping the old process) never take the same row. Just before the final dot
// of the message goes to the SMTP server, the worker stamps the row's sentAt, but only while the claim is still its
// own (same claimedAt): from then on the mail may have arrived, and it is never sent again. So after a crash, a row
// left "sending" without sentAt certainly did not reach the server and goes back to pending, and one with sentAt
// counts as sent; a worker that stalled past its lease finds the row taken over and abandons the mail before its end.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { customers, newsletterCampaigns, newsletterDeliveries, rateLimits } from "~/db/schema";
import { logEvent, systemContext } from "~/logs/audit.server";
import type { DeliveryRow } from "./newsletter-campaign.server";

// The time of the last claim, shared by every process through the rate-limit table.
const PACE_KEY = "newsletter:last-claim";

export const DELIVERY_NOTES = {
  leftList: "The address left the list before its turn; nothing was sent.",
  interruptedBefore: "The worker stopped before this mail reached the mail server; it was queued again.",
  interruptedAfter:
    "The worker stopped after handing this mail to the mail server; counted as sent and not sent again.",
  noAnswer:
    "The connection ended after the whole mail was handed over, before the server confirmed it; counted as sent and not sent again.",
} as const;

export type Claim = {
  delivery: DeliveryRow;
  claimedAt: Date;
  unsubscribeToken: string;
  campaign: { id: string; subject: string; message: string; postIds: string[] };
};

export type ClaimOutcome =
  { kind: "claimed"; claim: Claim } | { kind: "wait"; ms: number } | { kind: "idle" };

/** When a failed delivery is tried again, and when it is given up. */
export type RetryPolicy = {
  /** The first retry waits this long; each next one twice as long (at most an hour). */
  retryBaseMs: number;
  /** After this many attempts a delivery is failed. */
  maxAttempts: number;
};

const due = (now: Date) =>
  and(
    eq(newsletterDeliveries.status, "pending"),
    or(isNull(newsletterDeliveries.nextAttemptAt), lte(newsletterDeliveries.nextAttemptAt, now)),
  );

/**
 * Claims the next due delivery in one write transaction, or says how long to wait for the pace (one claim per
 * 60000/rate ms over all processes), or that nothing is due. Rows whose subscriber left the list meanwhile are failed
 * on the way, never mailed.
 */
export function claimNextDelivery(now: Date, ratePerMinute: number): ClaimOutcome {
  const spacingMs = Math.max(1, Math.floor(60_000 / ratePerMinute));
  // An idle worker only reads: the write lock is taken once something is due.
  const anyDue = db
    .select({ id: newsletterDeliveries.id })
    .from(newsletterDeliveries)
    .where(due(now))
    .limit(1)
    .get();
  if (!anyDue) return { kind: "idle" };
  return writeTransaction((tx): ClaimOutcome => {
    const pace = tx.select().from(rateLimits).where(eq(rateLimits.key, PACE_KEY)).get();
    const sinceLast = pace ? now.getTime() - pace.windowStart : Infinity;
    if (sinceLast >= 0 && sinceLast < spacingMs) return { kind: "wait", ms: spacingMs - sinceLast };

    for (;;) {
      const next = tx
        .select({
          delivery: newsletterDeliveries,
          customerStatus: customers.status,
          unsubscribeToken: customers.unsubscribeToken,
          campaign: {
            id: newsletterCampaigns.id,
            subject: newsletterCampaigns.subject,
            message: newsletterCampaigns.message,
            postIds: newsletterCampaigns.postIds,
          },
        })
        .from(newsletterDeliveries)
        .innerJoin(newsletterCampaigns, eq(newsletterCampaigns.id, newsletterDeliveries.campaignId))
        .leftJoin(customers, eq(customers.id, newsletterDeliveries.customerId))
        .where(due(now))
        .orderBy(
          asc(newsletterCampaigns.queuedAt),
          asc(newsletterDeliveries.createdAt),
          asc(newsletterDeliveries.id),
        )
        .limit(1)
        .get();
      if (!next) return { kind: "idle" };

      if (next.customerStatus !== "subscribed" || !next.unsubscribeToken) {
        tx.update(newsletterDeliveries)
          .set({ status: "failed", lastError: DELIVERY_NOTES.leftList })
          .where(eq(newsletterDeliveries.id, next.delivery.id))
          .run();
        continue;
      }
      const delivery = tx
        .update(newsletterDeliveries)
        .set({
          status: "sending",
          claimedAt: now,
          sentAt: null,
          attempts: next.delivery.attempts + 1,
        })
        .where(and(eq(newsletterDeliveries.id, next.delivery.id), eq(newsletterDeliveries.status, "pending")))
        .returning()
        .get();
      tx.insert(rateLimits)
        .values({ key: PACE_KEY, windowStart: now.getTime(), count: 1 })
        .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: now.getTime(), count: 1 } })
        .run();
      return {
        kind: "claimed",
        claim: {
          delivery,
          claimedAt: now,
          unsubscribeToken: next.unsubscribeToken,
          campaign: next.campaign,
        },
      };
    }
  });
}

/** The row as long as this claim still holds it (nobody recovered or re-claimed it since). */
const stillOurs = (claim: Claim) =>
  and(
    eq(newsletterDeliveries.id, claim.delivery.id),
    eq(newsletterDeliveries.status, "sending"),
    eq(newsletterDeliveries.claimedAt, claim.claimedAt),
  );

/** Stamps the moment the mail's end goes to the server; false when the claim was lost (then it must not go). */
export function markHandedOver(claim: Claim) {
  return (
    db.update(newsletterDeliveries).set({ sentAt: new Date() }).where(stillOurs(claim)).run().changes === 1
  );
}

/** Marks the row sent (keeping the hand-over time), as long as the claim still holds it. */
export function markSent(claim: Claim, note: string | null = null) {
  db.update(newsletterDeliveries)
    .set({
      status: "sent",
      sentAt: sql`coalesce(${newsletterDeliveries.sentAt}, ${Date.now()})`,
      lastError: note,
    })
    .where(stillOurs(claim))
    .run();
}

/**
 * Without a mail server: stamps the hand-over, marks the row sent and runs `record` (which writes the outbox row that
 * stands for the mail) in one transaction; nothing at all when the claim was lost.
 */
export function markSentWithoutSmtp(claim: Claim, record: () => void) {
  writeTransaction(() => {
    if (!markHandedOver(claim)) return;
    markSent(claim);
    record();
  });
}

/**
 * Records a failed attempt: the row is due again after a growing wait, or failed for good when the error is permanent
 * or the attempts are used up; true when it gave up.
 */
export function markAttemptFailed(claim: Claim, error: string, permanent: boolean, policy: RetryPolicy) {
  const attempts = claim.delivery.attempts;
  const giveUp = permanent || attempts >= policy.maxAttempts;
  const delayMs = Math.min(60 * 60_000, policy.retryBaseMs * 2 ** (attempts - 1));
  db.update(newsletterDeliveries)
    .set({
      status: giveUp ? "failed" : "pending",
      sentAt: null,
      lastError: error.slice(0, 1000),
      nextAttemptAt: giveUp ? null : new Date(Date.now() + delayMs),
    })
    .where(stillOurs(claim))
    .run();
  return giveUp;
}

/**
 * Settles rows left "sending" by a worker that stopped (a claim older than the lease): without sentAt the mail never
 * reached the server, so the row is due again; with it, the row counts as sent and is not mailed again.
 */
export function recoverInterruptedDeliveries(now: Date, leaseMs: number) {
  const stale = and(
    eq(newsletterDeliveries.status, "sending"),
    lt(newsletterDeliveries.claimedAt, new Date(now.getTime() - leaseMs)),
  );
  if (!db.select({ id: newsletterDeliveries.id }).from(newsletterDeliveries).where(stale).limit(1).get()) {
    return { requeued: 0, settled: 0 };
  }
  return writeTransaction((tx) => {
    const requeued = tx
      .update(newsletterDeliveries)
      .set({ status: "pending", nextAttemptAt: null, lastError: DELIVERY_NOTES.interruptedBefore })
      .where(and(stale, isNull(newsletterDeliveries.sentAt)))
      .run().changes;
    const settled = tx
      .update(newsletterDeliveries)
      .set({ status: "sent", lastError: DELIVERY_NOTES.interruptedAfter })
      .where(and(stale, sql`${newsletterDeliveries.sentAt} is not null`))
      .run().changes;
    return { requeued, settled };
  });
}

/** Marks sending campaigns with no delivery left to send as sent, and logs each with its counts. */
export function finishCampaigns(now = new Date()) {
  const sending = db
    .select({ id: newsletterCampaigns.id })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.status, "sending"))
    .limit(1)
    .get();
  if (!sending) return 0;
  const finished = db
    .update(newsletterCampaigns)
    .set({ status: "sent", finishedAt: now })
    .where(
      and(
        eq(newsletterCampaigns.status, "sending"),
        sql`not exists (select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.campaignId} = ${newsletterCampaigns.id} and ${newsletterDeliveries.status} in ('pending', 'sending'))`,
      ),
    )
    .returning({ id: newsletterCampaigns.id, subject: newsletterCampaigns.subject })
    .all();
  for (const campaign of finished) {
    const counts = db
      .select({ status: newsletterDeliveries.status, n: sql<number>`count(*)` })
      .from(newsletterDeliveries)
      .where(
        and(
          eq(newsletterDeliveries.campaignId, campaign.id),
          inArray(newsletterDeliveries.status, ["sent", "failed"]),
        ),
      )
      .groupBy(newsletterDeliveries.status)
      .all();
    const sent = counts.find((row) => row.status === "sent")?.n ?? 0;
    const failed = counts.find((row) => row.status === "failed")?.n ?? 0;
    logEvent(systemContext(), {
      event: "newsletter.campaign-finished",
      message: `Campaign “${campaign.subject}” finished: ${sent} sent, ${failed} failed`,
      level: failed > 0 ? "warn" : "info",
      detail: { campaignId: campaign.id, sent, failed },
    });
  }
  return finished.length;
}
