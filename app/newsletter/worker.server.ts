// Sends newsletter deliveries, one at a time at NEWSLETTER_RATE_PER_MINUTE across every process on the database: the
// loop that claims a delivery from the queue (newsletter-queue.server.ts, where the rows' life cycle and
// the recovery after a crash are explained), mails it and settles its row.
import { env, isProduction } from "~/env.server";
import { enqueueEmail } from "~/mail/outbox.server";
import { officeReplyTo } from "~/mail/reply-to.server";
import { deliverOverSmtp, SmtpDeliveryError } from "~/mail/smtp-delivery.server";
import { logEvent, systemContext } from "~/logs/audit.server";
import { campaignMailFor } from "./newsletter-campaign.server";
import {
  claimNextDelivery,
  DELIVERY_NOTES,
  finishCampaigns,
  markAttemptFailed,
  markHandedOver,
  markSent,
  markSentWithoutSmtp,
  recoverInterruptedDeliveries,
  type Claim,
  type RetryPolicy,
} from "./newsletter-queue.server";
import { publicOrigin } from "~/http/public-url.server";

export type NewsletterWorkerOptions = RetryPolicy & {
  /** Mails per minute at most, over all processes (evenly spaced). */
  ratePerMinute: number;
  /** Unset: deliveries are written to the outbox as "logged", as all mail is without SMTP_URL. */
  smtpUrl: string | undefined;
  from: string;
  /** A claim older than this whose worker has not finished is taken to be from a worker that stopped. */
  leaseMs: number;
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
  const headers: Record<string, string> = {
    ...mail.headers,
    "Message-ID": `<${delivery.id}.${claim.campaign.id}@${messageHost()}>`,
  };
  // A subscriber's reply reaches the office, not the no-reply sender.
  const replyTo = officeReplyTo();
  if (replyTo) headers["Reply-To"] = replyTo;

  if (!options.smtpUrl) {
    markSentWithoutSmtp(claim, () =>
      enqueueEmail(
        { to: delivery.email, subject: mail.subject, text: mail.text, html: mail.html, headers },
        "logged",
      ),
    );
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
