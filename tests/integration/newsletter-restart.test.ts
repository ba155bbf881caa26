// A worker process stopped in the middle of a campaign (gracefully, or killed at the worst moments), then another
// started: every subscriber still gets the campaign exactly once. The workers are real child processes running
// `scripts/newsletter-worker.ts` on this file's database, mailing a real SMTP server in this process.
import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newsletterDeliveries } from "~/db/schema";
import { DELIVERY_NOTES } from "~/newsletter/newsletter-queue.server";
import { confirmSubscription, listCustomers, subscribeCustomer } from "~/newsletter/subscriber.server";
import { createCampaign, getCampaign } from "~/newsletter/newsletter-campaign.server";
import { unsubscribeNewsletter } from "~/newsletter/newsletter.server";
import { startControlledSmtp, type Answer, type Stage } from "../support/controlled-smtp";
import { saveNewsletterCompany } from "../support/newsletter-company";

const RECIPIENTS = 8;
const children: ChildProcess[] = [];

beforeAll(() => saveNewsletterCompany());

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

/** A fresh list of confirmed subscribers and a campaign queued for them. */
function queueCampaign(tag: string) {
  for (const row of listCustomers({ status: "subscribed" })) unsubscribeNewsletter(row.unsubscribeToken);
  const emails = Array.from({ length: RECIPIENTS }, (_, i) => `${tag}-${i}@example.com`);
  for (const email of emails) confirmSubscription(subscribeCustomer(email).customer.confirmToken);
  const result = createCampaign(
    { subject: `Restart ${tag}`, message: "Monsoon season paving tips.", postIds: [] },
    { send: true, createdBy: null },
  );
  if (!result.ok) throw new Error(result.error);
  return { campaignId: result.campaign.id, emails };
}

function startWorker(smtpUrl: string) {
  const child = spawn(
    process.execPath,
    // tsx as a loader, not its CLI: the CLI runs the script in a grandchild that a SIGKILL would leave running.
    ["--import", "tsx", "scripts/newsletter-worker.ts", "--lease-ms=300", "--idle-ms=20", "--retry-ms=50"],
    {
      env: { ...process.env, SMTP_URL: smtpUrl, NEWSLETTER_RATE_PER_MINUTE: "600" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(what: string, check: () => boolean, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

type Smtp = Awaited<ReturnType<typeof startControlledSmtp>>;

function expectEachMailedOnce(smtp: Smtp, campaignId: string, emails: string[]) {
  for (const email of emails) expect(smtp.mailsTo(email), email).toHaveLength(1);
  expect(getCampaign(campaignId)).toMatchObject({
    status: "sent",
    counts: { queued: RECIPIENTS, pending: 0, sent: RECIPIENTS, failed: 0 },
  });
}

const deliveries = (campaignId: string) =>
  db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.campaignId, campaignId)).all();
const deliveryTo = (campaignId: string, email: string) =>
  deliveries(campaignId).find((row) => row.email === email);

/** A second worker takes over and sends the rest; then every subscriber has exactly one mail. */
async function finishWithNextWorker(smtp: Smtp, campaignId: string, emails: string[]) {
  const second = startWorker(smtp.url);
  await waitFor("the campaign to finish", () => getCampaign(campaignId)?.status === "sent");
  second.child.kill("SIGTERM");
  await second.exited;
  expectEachMailedOnce(smtp, campaignId, emails);
}

/**
 * Queues a campaign and kills its worker (SIGKILL) while the SMTP server holds the fourth mail at `stage`;
 * `whileDown` checks the state before the next worker finishes the campaign. Answers the campaign and the held
 * mail's address.
 */
async function killWhileHolding(
  stage: Stage,
  tag: string,
  whileDown: (held: { smtp: Smtp; campaignId: string; target: string }) => void,
) {
  let holding = true;
  let target = "";
  const smtp = await startControlledSmtp((at: Stage, to: string): Answer => {
    if (at === stage && holding && smtp.received.length >= 3) {
      holding = false;
      target = to;
      return "hold";
    }
    return "accept";
  });
  try {
    const { campaignId, emails } = queueCampaign(tag);
    const first = startWorker(smtp.url);
    await smtp.nextHold();
    first.child.kill("SIGKILL");
    await first.exited;
    whileDown({ smtp, campaignId, target });
    await finishWithNextWorker(smtp, campaignId, emails);
    return { campaignId, target };
  } finally {
    await smtp.close();
  }
}

describe("restarting the worker in the middle of a campaign", () => {
  test("stopped with SIGTERM after some rows: it finishes the mail in flight, the next process sends the rest", async () => {
    const smtp = await startControlledSmtp();
    try {
      const { campaignId, emails } = queueCampaign("term");
      const first = startWorker(smtp.url);
      await waitFor("three mails", () => smtp.received.length >= 3);
      first.child.kill("SIGTERM");
      expect(await first.exited, first.output()).toBe(0);
      const sentByFirst = smtp.received.length;
      expect(sentByFirst).toBeLessThan(RECIPIENTS);
      expect(deliveries(campaignId).filter((row) => row.status === "sending")).toHaveLength(0);

      await finishWithNextWorker(smtp, campaignId, emails);
    } finally {
      await smtp.close();
    }
  }, 90_000);

  // Killed after the server has the whole mail but before it answered: the row was stamped as handed over, so the
  // next worker counts it as sent instead of mailing it again.
  test("killed while the server is taking a mail: that mail is not sent again", async () => {
    const { campaignId, target } = await killWhileHolding("data", "kill-data", (held) =>
      expect(deliveryTo(held.campaignId, held.target)).toMatchObject({ status: "sending" }),
    );
    expect(deliveryTo(campaignId, target)).toMatchObject({
      status: "sent",
      lastError: DELIVERY_NOTES.interruptedAfter,
    });
  }, 90_000);

  // Killed before the message went out: the server never had it, so the next worker sends it, once.
  test("killed in the middle of the SMTP conversation: that mail is sent by the next worker, once", async () => {
    const { campaignId, target } = await killWhileHolding("rcpt", "kill-rcpt", (held) =>
      expect(held.smtp.mailsTo(held.target)).toHaveLength(0),
    );
    expect(deliveryTo(campaignId, target)).toMatchObject({ status: "sent", lastError: null });
  }, 90_000);
});
