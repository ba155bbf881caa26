// Newsletter campaigns end to end below the pages: a campaign reaches every confirmed subscriber once through a real
// SMTP server on 127.0.0.1, with the unsubscribe headers; retries, pacing, claims, and recovery after a worker stops.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { emailOutbox, newsletterCampaigns, newsletterDeliveries, rateLimits } from "~/db/schema";
import { listOutbox } from "~/mail/outbox.server";
import { createBlogPost } from "~/blog/blog-post.server";
import {
  confirmSubscription,
  findCustomerByEmail,
  listCustomers,
  subscribeCustomer,
} from "~/newsletter/subscriber.server";
import { CAMPAIGN_MESSAGES } from "~/newsletter/newsletter-campaign";
import {
  createCampaign,
  getCampaign,
  listCampaigns,
  sendDraftCampaign,
} from "~/newsletter/newsletter-campaign.server";
import {
  claimNextDelivery,
  DELIVERY_NOTES,
  recoverInterruptedDeliveries,
} from "~/newsletter/newsletter-queue.server";
import { readUnsubscribeRequest, unsubscribeNewsletter } from "~/newsletter/newsletter.server";
import { createNewsletterWorker, type NewsletterWorkerOptions } from "~/newsletter/worker.server";
import { publicOrigin } from "~/http/public-url.server";
import { companyAddress, saveNewsletterCompany } from "../support/newsletter-company";
import { startSmtpSink } from "../support/smtp-sink";
import { startControlledSmtp } from "../support/controlled-smtp";

let postId = "";

beforeAll(() => {
  saveNewsletterCompany();
  postId = createBlogPost({
    title: "Sealcoat before the monsoon",
    description: "Why June is the month to seal your lot.",
    img: "",
    imgAlt: "",
    sections: [{ title: "Why", body: "Rain gets into cracks." }],
    conclusion: "",
    status: "published",
  }).id;
});

let counter = 0;
/** A confirmed subscriber (or a pending one) with an address unique to the test. */
function subscriber(name: string, confirmed = true) {
  const email = `${name}-${++counter}@example.com`;
  const { customer } = subscribeCustomer(email);
  if (confirmed) confirmSubscription(customer.confirmToken);
  return findCustomerByEmail(email)!;
}

/** Everyone confirmed so far leaves the list, so each test's campaign reaches only its own subscribers. */
function emptyTheList() {
  db.update(newsletterDeliveries).set({ status: "sent" }).run();
  db.update(newsletterCampaigns).set({ status: "sent" }).run();
  for (const row of listCustomers({ status: "subscribed" })) unsubscribeNewsletter(row.unsubscribeToken);
}

const content = (subject: string) => ({
  subject,
  message: "Monsoon season is here.\n\nCheck your **drains** before the first storm.",
  postIds: [postId],
});

function sendNow(subject: string) {
  const result = createCampaign(content(subject), { send: true, createdBy: null });
  if (!result.ok) throw new Error(result.error);
  return result.campaign;
}

const fast = (smtpUrl: string | undefined, more: Partial<NewsletterWorkerOptions> = {}) =>
  createNewsletterWorker({ smtpUrl, ratePerMinute: 600_000, retryBaseMs: 20, idlePollMs: 5, ...more });

/** Runs a worker until nothing is due (or only retries later than `patienceMs` are left). */
async function drain(worker: ReturnType<typeof createNewsletterWorker>, patienceMs = 2_000) {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    const outcome = await worker.runOnce();
    if (outcome.kind === "wait") await new Promise((resolve) => setTimeout(resolve, outcome.ms));
    if (outcome.kind === "idle") {
      const pending = db
        .select()
        .from(newsletterDeliveries)
        .all()
        .some((row) => row.status === "pending" || row.status === "sending");
      if (!pending || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

beforeEach(() => {
  emptyTheList();
  db.delete(rateLimits).run();
});

describe("a campaign reaches every confirmed subscriber once", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  test("three confirmed subscribers get one mail each, a pending one none; HTML, text and unsubscribe headers", async () => {
    const confirmed = [subscriber("ana"), subscriber("ben"), subscriber("cy")];
    const pending = subscriber("pat", false);
    const campaign = sendNow("Monsoon season paving tips");
    expect(getCampaign(campaign.id)).toMatchObject({
      status: "sending",
      counts: { queued: 3, pending: 3, sent: 0, failed: 0 },
    });

    await drain(fast(sink.url));

    for (const customer of confirmed) {
      const mails = sink.messages.filter((mail) => mail.to.includes(customer.email));
      expect(mails, customer.email).toHaveLength(1);
      const [mail] = mails;
      expect(mail.subject).toBe("Monsoon season paving tips");
      const unsubscribeUrl = `${publicOrigin}/newsletter/unsubscribe?token=${customer.unsubscribeToken}`;
      const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
      expect(head).toContain(`List-Unsubscribe: <${unsubscribeUrl}>`);
      expect(head).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      // A reply reaches the office (the company's e-mail in the settings), not the sender.
      expect(head).toContain("Reply-To: office@paving.example");
      expect(head).toMatch(/Content-Type: multipart\/alternative/i);
      expect(mail.raw).toMatch(/Content-Type: text\/html/i);
      // The plain-text part: the message as written, the post, the postal address and a visible unsubscribe link.
      // The text part shows the Markdown as text (issue 29): no raw asterisks.
      expect(mail.text).toContain("Check your drains before the first storm.");
      expect(mail.text).not.toContain("**");
      expect(mail.text).toContain("Sealcoat before the monsoon");
      expect(mail.text).toContain(`${publicOrigin}/blog/${postId}`);
      expect(mail.text).toContain("Desert Paving Co, 1234 E Main St, Mesa, AZ 85203, USA");
      expect(mail.text).toContain(`Unsubscribe: ${unsubscribeUrl}`);
    }
    expect(sink.messages.some((mail) => mail.to.includes(pending.email))).toBe(false);
    expect(getCampaign(campaign.id)).toMatchObject({
      status: "sent",
      counts: { queued: 3, pending: 0, sent: 3, failed: 0 },
    });
    expect(getCampaign(campaign.id)!.finishedAt).toBeInstanceOf(Date);
  });

  test("the HTML part renders the Markdown without raw HTML and shows the footer", async () => {
    const reader = subscriber("html");
    const result = createCampaign(
      { subject: "Markup", message: "Hello <script>alert(1)</script> **bold**", postIds: [] },
      { send: true, createdBy: null },
    );
    expect(result.ok).toBe(true);
    await drain(fast(sink.url));
    const raw = sink.messages.filter((mail) => mail.to.includes(reader.email))[0].raw;
    const htmlPart = raw.split(/Content-Type: text\/html[^\n]*\n/i)[1];
    const html = decodeQuotedPrintable(htmlPart);
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain("1234 E Main St, Mesa, AZ 85203, USA");
    expect(html).toMatch(
      new RegExp(`<a href="${publicOrigin}/newsletter/unsubscribe\\?token=[\\w-]+"[^>]*>Unsubscribe</a>`),
    );
  });

  test("a one-click unsubscribe takes the address off the list: the next campaign skips it", async () => {
    const [stays, leaves] = [subscriber("stays"), subscriber("leaves")];
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const request = readUnsubscribeRequest(form, new URLSearchParams({ token: leaves.unsubscribeToken }));
    expect(request).toEqual({ ok: true, oneClick: true, token: leaves.unsubscribeToken });
    expect(unsubscribeNewsletter(leaves.unsubscribeToken).outcome).toBe("unsubscribed");

    const campaign = sendNow("After the one-click");
    expect(getCampaign(campaign.id)!.counts.queued).toBe(1);
    await drain(fast(sink.url));
    expect(sink.messages.filter((mail) => mail.to.includes(stays.email))).toHaveLength(1);
    expect(sink.messages.filter((mail) => mail.to.includes(leaves.email))).toHaveLength(0);
  });

  test("someone who leaves while a campaign is sending gets nothing from it", async () => {
    const [first, second] = [subscriber("first"), subscriber("second")];
    const campaign = sendNow("Mid-campaign exit");
    unsubscribeNewsletter(second.unsubscribeToken);
    await drain(fast(sink.url));
    expect(sink.messages.filter((mail) => mail.to.includes(first.email))).toHaveLength(1);
    expect(sink.messages.filter((mail) => mail.to.includes(second.email))).toHaveLength(0);
    const rows = db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.campaignId, campaign.id))
      .all();
    expect(rows.find((row) => row.email === second.email)).toMatchObject({
      status: "failed",
      lastError: DELIVERY_NOTES.leftList,
    });
    expect(getCampaign(campaign.id)).toMatchObject({ status: "sent", counts: { sent: 1, failed: 1 } });
  });

  test("two workers sending at once never mail a row twice", async () => {
    const people = Array.from({ length: 12 }, (_, i) => subscriber(`pair${i}`));
    sendNow("Two workers");
    const a = fast(sink.url);
    const b = fast(sink.url);
    await Promise.all([drain(a), drain(b)]);
    for (const person of people) {
      expect(
        sink.messages.filter((mail) => mail.to.includes(person.email)),
        person.email,
      ).toHaveLength(1);
    }
  });
});

describe("sending and refusing", () => {
  test("a double submit with the same idempotency key makes one campaign and one set of deliveries", () => {
    subscriber("double");
    const first = createCampaign(content("Double click"), {
      send: true,
      idempotencyKey: "key-double-click",
      createdBy: null,
    });
    const second = createCampaign(content("Double click"), {
      send: true,
      idempotencyKey: "key-double-click",
      createdBy: null,
    });
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(second.campaign.id).toBe(first.campaign.id);
    expect(second.replayed).toBe(true);
    expect(listCampaigns().filter((c) => c.subject === "Double click")).toHaveLength(1);
    expect(getCampaign(first.campaign.id)!.counts.queued).toBe(1);
    const other = createCampaign(content("Something else"), {
      send: true,
      idempotencyKey: "key-double-click",
      createdBy: null,
    });
    expect(other).toMatchObject({ ok: false, status: 409, error: CAMPAIGN_MESSAGES.keyReused });
  });

  test("a draft is sent once; sending it again is refused", () => {
    subscriber("draft");
    const draft = createCampaign(content("Draft first"), { send: false, createdBy: null });
    expect(draft.ok && draft.campaign.status).toBe("draft");
    if (!draft.ok) return;
    expect(getCampaign(draft.campaign.id)!.counts.queued).toBe(0);
    expect(sendDraftCampaign(draft.campaign.id)).toMatchObject({ ok: true, campaign: { status: "sending" } });
    expect(sendDraftCampaign(draft.campaign.id)).toMatchObject({
      ok: false,
      status: 409,
      error: CAMPAIGN_MESSAGES.alreadySent,
    });
    expect(getCampaign(draft.campaign.id)!.counts.queued).toBe(1);
    expect(sendDraftCampaign("no-such-campaign")).toMatchObject({ ok: false, status: 404 });
  });

  test("no confirmed subscribers, a missing postal address or an unpublished post: refused, nothing written", () => {
    const before = listCampaigns().length;
    expect(createCampaign(content("Nobody"), { send: true, createdBy: null })).toMatchObject({
      ok: false,
      status: 409,
      error: CAMPAIGN_MESSAGES.noSubscribers,
    });
    subscriber("someone");
    saveNewsletterCompany({ ...companyAddress, street: "" });
    try {
      expect(createCampaign(content("No address"), { send: true, createdBy: null })).toMatchObject({
        ok: false,
        error: CAMPAIGN_MESSAGES.noAddress,
      });
    } finally {
      saveNewsletterCompany();
    }
    expect(
      createCampaign({ ...content("Bad post"), postIds: ["no-such-post"] }, { send: true, createdBy: null }),
    ).toMatchObject({ ok: false, status: 400, fieldErrors: { postIds: [CAMPAIGN_MESSAGES.postsMissing] } });
    expect(listCampaigns()).toHaveLength(before);
  });
});

describe("pace, retries and failures", () => {
  test("claims are spaced by the rate: one per 60000/rate ms over all workers", () => {
    subscriber("pace1");
    subscriber("pace2");
    sendNow("Paced");
    const now = new Date();
    expect(claimNextDelivery(now, 60).kind).toBe("claimed");
    const next = claimNextDelivery(new Date(now.getTime() + 250), 60);
    expect(next).toEqual({ kind: "wait", ms: 750 });
    expect(claimNextDelivery(new Date(now.getTime() + 1000), 60).kind).toBe("claimed");
    expect(claimNextDelivery(new Date(now.getTime() + 2000), 60).kind).toBe("idle");
  });

  test("a refused attempt is retried with back-off; a permanent refusal fails at once", async () => {
    const [flaky, gone] = [subscriber("flaky"), subscriber("gone")];
    let flakyTries = 0;
    const smtp = await startControlledSmtp((stage, to) => {
      if (stage === "rcpt" && to === gone.email) return { code: 550, message: "No such mailbox" };
      if (stage === "data" && to === flaky.email && ++flakyTries === 1)
        return { code: 451, message: "Try again later" };
      return "accept";
    });
    try {
      const campaign = sendNow("Retries");
      await drain(fast(smtp.url, { retryBaseMs: 50 }));
      const rows = db
        .select()
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.campaignId, campaign.id))
        .all();
      expect(rows.find((row) => row.email === flaky.email)).toMatchObject({ status: "sent", attempts: 2 });
      expect(rows.find((row) => row.email === gone.email)).toMatchObject({ status: "failed", attempts: 1 });
      expect(rows.find((row) => row.email === gone.email)!.lastError).toContain("No such mailbox");
      expect(smtp.mailsTo(flaky.email)).toHaveLength(1);
      expect(smtp.mailsTo(gone.email)).toHaveLength(0);
      expect(getCampaign(campaign.id)).toMatchObject({ status: "sent", counts: { sent: 1, failed: 1 } });
    } finally {
      await smtp.close();
    }
  });

  test("an unreachable server pauses the worker and the delivery waits for its retry", async () => {
    const reader = subscriber("offline");
    const campaign = sendNow("Server down");
    const worker = fast("smtp://127.0.0.1:9", { retryBaseMs: 60_000 });
    expect((await worker.runOnce()).kind).toBe("unreachable");
    const row = db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.campaignId, campaign.id))
      .get()!;
    expect(row).toMatchObject({ email: reader.email, status: "pending", attempts: 1 });
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await worker.runOnce()).kind).toBe("idle");
  });

  test("without SMTP_URL every delivery is written to the outbox as logged, with its headers", async () => {
    const reader = subscriber("nosmtp");
    sendNow("No SMTP");
    await drain(fast(undefined));
    const [row] = listOutbox(reader.email);
    expect(row).toMatchObject({ status: "logged", subject: "No SMTP" });
    expect(row.headers).toMatchObject({
      "List-Unsubscribe": `<${publicOrigin}/newsletter/unsubscribe?token=${reader.unsubscribeToken}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Reply-To": "office@paving.example",
    });
    expect(row.html).toContain("Unsubscribe");
    db.delete(emailOutbox).run();
  });
});

describe("a stopped worker", () => {
  test("a row claimed by a worker that stopped before the mail went out is sent again, once", async () => {
    const reader = subscriber("crash-before");
    sendNow("Crash before");
    const old = new Date(Date.now() - 10 * 60_000);
    const claim = claimNextDelivery(old, 600_000);
    expect(claim.kind).toBe("claimed");
    expect(recoverInterruptedDeliveries(new Date(), 5 * 60_000)).toEqual({ requeued: 1, settled: 0 });
    const smtp = await startControlledSmtp();
    try {
      await drain(fast(smtp.url));
      expect(smtp.mailsTo(reader.email)).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  test("a row whose mail was handed over before the worker stopped counts as sent and is not sent again", async () => {
    const reader = subscriber("crash-after");
    const campaign = sendNow("Crash after");
    const claim = claimNextDelivery(new Date(Date.now() - 10 * 60_000), 600_000);
    if (claim.kind !== "claimed") throw new Error("nothing claimed");
    db.update(newsletterDeliveries)
      .set({ sentAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(newsletterDeliveries.id, claim.claim.delivery.id))
      .run();
    expect(recoverInterruptedDeliveries(new Date(), 5 * 60_000)).toEqual({ requeued: 0, settled: 1 });
    const smtp = await startControlledSmtp();
    try {
      await drain(fast(smtp.url));
      expect(smtp.mailsTo(reader.email)).toHaveLength(0);
      expect(getCampaign(campaign.id)).toMatchObject({ status: "sent", counts: { sent: 1 } });
    } finally {
      await smtp.close();
    }
  });

  test("a worker that stalled past its lease finds its row taken over and drops the mail before its end", async () => {
    const reader = subscriber("stalled");
    sendNow("Stalled");
    const smtp = await startControlledSmtp((stage) =>
      stage === "rcpt" && smtp.held.length === 0 ? "hold" : "accept",
    );
    try {
      const stalled = fast(smtp.url, { leaseMs: 60_000 });
      const stalledRun = stalled.runOnce();
      await smtp.nextHold();
      // Another worker with a short lease takes the row over and delivers it while the first waits on the server.
      await new Promise((resolve) => setTimeout(resolve, 30));
      await drain(fast(smtp.url, { leaseMs: 10 }));
      expect(smtp.mailsTo(reader.email)).toHaveLength(1);
      smtp.held[0].release();
      const outcome = await stalledRun;
      expect(outcome.kind).not.toBe("sent");
      expect(smtp.mailsTo(reader.email)).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});

function decodeQuotedPrintable(input: string) {
  const bytes = input
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
