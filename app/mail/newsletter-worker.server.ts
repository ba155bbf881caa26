// Sends newsletter deliveries, one at a time at NEWSLETTER_RATE_PER_MINUTE across every process on the database.
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
import { env, isProduction } from "~/env.server";
import { campaignMailFor, type DeliveryRow } from "~/models/newsletter-campaign.server";
import { logEvent, systemContext } from "~/models/audit.server";
import { publicOrigin } from "~/utils/public-url.server";
import { enqueueEmail } from "./outbox.server";
import { deliverOverSmtp, SmtpDeliveryError } from "./smtp-delivery.server";

export type NewsletterWorkerOptions = {
  /** Mails per minute at most, over all processes (evenly spaced). */
  ratePerMinute: number;
  /** Unset: deliveries are written to the outbox as "logged", as all mail is without SMTP_URL. */
  smtpUrl: string | undefined;
  from: string;
  /** A claim older than this whose worker has not finished is taken to be from a worker that stopped. */
  leaseMs: number;
  /** The first retry waits this long; each next one twice as long (at most an hour). */
  retryBaseMs: number;
  /** After this many attempts a delivery is failed. */
  maxAttempts: number;
  /** How often an idle worker looks for work (campaigns may be queued by another process). */
  idlePollMs: number;
  /** Keep the process alive while idle (a worker process of its own); a server process lives on anyway. */
  keepAlive: boolean;
};

const defaultWorkerOptions = (): NewsletterWorkerOptions => ({
  ratePerMinute: env.NEWSLETTER_RATE_PER_MINUTE,
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM ?? "no-reply@localhost",
  leaseMs: 5 * 60_000,
  retryBaseMs: 60_000,
  maxAttempts: 6,
  idlePollMs: 2_000,
  keepAlive: false,
});

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

/**
 * Claims the next due delivery in one write transaction, or says how long to wait for the pace (one claim per
 * 60000/rate ms over all processes), or that nothing is due. Rows whose subscriber left the list meanwhile are failed
 * on the way, never mailed.
 */
const due = (now: Date) =>
  and(
    eq(newsletterDeliveries.status, "pending"),
    or(isNull(newsletterDeliveries.nextAttemptAt), lte(newsletterDeliveries.nextAttemptAt, now)),
  );

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
function markHandedOver(claim: Claim) {
  return (
    db.update(newsletterDeliveries).set({ sentAt: new Date() }).where(stillOurs(claim)).run().changes === 1
  );
}

function markSent(claim: Claim, note: string | null = null) {
  db.update(newsletterDeliveries)
    .set({
      status: "sent",
      sentAt: sql`coalesce(${newsletterDeliveries.sentAt}, ${Date.now()})`,
      lastError: note,
    })
    .where(stillOurs(claim))
    .run();
}

function markAttemptFailed(
  claim: Claim,
  error: string,
  permanent: boolean,
  options: NewsletterWorkerOptions,
) {
  const attempts = claim.delivery.attempts;
  const giveUp = permanent || attempts >= options.maxAttempts;
  const delayMs = Math.min(60 * 60_000, options.retryBaseMs * 2 ** (attempts - 1));
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
function finishCampaigns(now = new Date()) {
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

export type TickOutcome =
  | { kind: "sent" | "failed" | "retry" }
  | { kind: "unreachable" }
  | { kind: "wait"; ms: number }
  | { kind: "idle" };

const messageHost = () => new URL(publicOrigin).hostname;

/** Mails one claimed delivery and settles its row. */
async function deliver(claim: Claim, options: NewsletterWorkerOptions): Promise<TickOutcome> {
  const mail = campaignMailFor(claim.campaign, claim.unsubscribeToken);
  if (!mail) {
    // The postal address was removed from the settings mid-campaign: wait for it rather than send without it.
    markAttemptFailed(
      claim,
      "The company's postal address is missing from the site settings.",
      false,
      options,
    );
    return { kind: "retry" };
  }
  const { delivery } = claim;
  // One Message-ID per delivery: a receiving server that saw it before treats a copy as the same message.
  const headers = { ...mail.headers, "Message-ID": `<${delivery.id}.${claim.campaign.id}@${messageHost()}>` };

  if (!options.smtpUrl) {
    writeTransaction(() => {
      if (!markHandedOver(claim)) return;
      markSent(claim);
      enqueueEmail(
        { to: delivery.email, subject: mail.subject, text: mail.text, html: mail.html, headers },
        "logged",
      );
    });
    if (isProduction) console.info(`[mail] queued (no SMTP_URL): subject="${mail.subject}"`);
    else console.info(`[mail] to=${delivery.email} subject="${mail.subject}" (newsletter)`);
    return { kind: "sent" };
  }

  try {
    await deliverOverSmtp(
      options.smtpUrl,
      {
        from: options.from,
        to: delivery.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers,
      },
      () => markHandedOver(claim),
    );
    markSent(claim);
    return { kind: "sent" };
  } catch (error) {
    // Another worker took the row over (this one stalled past its lease): it is theirs to settle now.
    if (error instanceof SmtpDeliveryError && error.abandoned) return { kind: "retry" };
    if (error instanceof SmtpDeliveryError && error.mayHaveArrived) {
      markSent(claim, DELIVERY_NOTES.noAnswer);
      return { kind: "sent" };
    }
    const message = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof SmtpDeliveryError && error.permanent;
    const gaveUp = markAttemptFailed(claim, message, permanent, options);
    console.error(
      `Newsletter mail to ${delivery.email} failed (attempt ${delivery.attempts}${gaveUp ? ", giving up" : ""}): ${message}`,
    );
    // No answer at all (server down, network): pause before the next claim instead of failing the list in turn.
    if (!(error instanceof SmtpDeliveryError && error.answered)) return { kind: "unreachable" };
    return { kind: gaveUp ? "failed" : "retry" };
  }
}

export type NewsletterWorker = {
  /** Recovers interrupted rows now and then, claims one due delivery and sends it. */
  runOnce(): Promise<TickOutcome>;
  start(): void;
  /** Claims nothing more, lets a mail in flight finish, and resolves when the loop has ended. */
  stop(): Promise<void>;
};

const RECOVER_EVERY_MS = 10_000;

export function createNewsletterWorker(overrides: Partial<NewsletterWorkerOptions> = {}): NewsletterWorker {
  const options = { ...defaultWorkerOptions(), ...overrides };
  let stopping = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let lastRecovery = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      if (!options.keepAlive) timer.unref();
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function runOnce(): Promise<TickOutcome> {
    const now = new Date();
    if (now.getTime() - lastRecovery >= Math.min(RECOVER_EVERY_MS, options.leaseMs)) {
      lastRecovery = now.getTime();
      const { requeued, settled } = recoverInterruptedDeliveries(now, options.leaseMs);
      if (requeued || settled) {
        logEvent(systemContext(), {
          level: "warn",
          event: "newsletter.recovered",
          message: `Took over ${requeued + settled} deliveries of a stopped worker: ${requeued} queued again, ${settled} counted as sent`,
          detail: { requeued, settled },
        });
      }
      finishCampaigns(now);
    }
    const outcome = claimNextDelivery(now, options.ratePerMinute);
    // Nothing left to claim: a campaign whose last rows were skipped (their subscribers left) is finished too.
    if (outcome.kind === "idle") finishCampaigns(now);
    if (outcome.kind !== "claimed") return outcome;
    const result = await deliver(outcome.claim, options);
    finishCampaigns();
    return result;
  }

  async function run() {
    while (!stopping) {
      let delay = 0;
      try {
        const outcome = await runOnce();
        if (outcome.kind === "wait") delay = outcome.ms;
        else if (outcome.kind === "idle") delay = options.idlePollMs;
        else if (outcome.kind === "unreachable") delay = options.retryBaseMs;
      } catch (error) {
        console.error("The newsletter worker hit an error; it tries again shortly.", error);
        delay = options.idlePollMs;
      }
      if (delay > 0 && !stopping) await sleep(delay);
    }
  }

  return {
    runOnce,
    start() {
      loop ??= run();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
    },
  };
}

// One worker per server process (kept on globalThis so development rebuilds do not start a second one).
const globalForWorker = globalThis as unknown as { __newsletterWorker?: NewsletterWorker };

/** Starts this process's newsletter worker (once). */
export function startNewsletterWorker() {
  if (!globalForWorker.__newsletterWorker) {
    globalForWorker.__newsletterWorker = createNewsletterWorker();
    globalForWorker.__newsletterWorker.start();
  }
  return globalForWorker.__newsletterWorker;
}

/** For a graceful shutdown: lets the mail in flight finish and stops claiming. */
export async function stopNewsletterWorker() {
  await globalForWorker.__newsletterWorker?.stop();
  globalForWorker.__newsletterWorker = undefined;
}
