// The mails that carry a quote, through a real SMTP server on 127.0.0.1: the sending's mail, the signed copy and the
// office's notice of it. Each is queued in its use case's own transaction with a kept PDF that the outbox draws (in
// the PDF worker) and attaches when it sends. A signed copy is drawn once and kept: both mails and the customer's
// link carry the same bytes. A drawing that fails delays the mails, which stay in the outbox, and loses nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { db } from "~/db/client.server";
import { emailAttachments, pdfFiles } from "~/db/schema";
import { listOutbox } from "~/mail/outbox.server";
import { flushOutbox } from "~/mail/send-email.server";
import { configurePdfRenderer, pdfRendererStats, type PdfRendererOptions } from "~/pdf/pdf-renderer.server";
import { acceptQuote } from "~/quotes/customer-answers.server";
import { quotePdfForToken } from "~/quotes/quote-pdf-file.server";
import { loadQuote } from "~/quotes/quote-records.server";
import { recordPayment } from "~/quotes/quote-payments.server";
import { acceptFormSchema } from "~/quotes/quote-schema";
import { createQuote } from "~/quotes/save-quote.server";
import { sendQuote } from "~/quotes/send-quote.server";
import { seedWithApiUsers } from "../support/api-users";
import { officeContext, sampleQuoteInput } from "../support/quotes";
import { attachedPdf } from "../support/smtp-sink";

// The outbox sends through SMTP_URL, read when the app's modules load: the sink starts first.
const sink = await vi.hoisted(async () => {
  const { startSmtpSink } = await import("../support/smtp-sink");
  const started = await startSmtpSink();
  process.env.SMTP_URL = started.url;
  process.env.MAIL_FROM = "Site <no-reply@example.com>";
  process.env.CONTACT_NOTIFY_EMAIL = "office@example.com";
  return started;
});

let by: Awaited<ReturnType<typeof officeContext>>;
let defaults: PdfRendererOptions;
beforeAll(async () => {
  await seedWithApiUsers();
  by = await officeContext();
  defaults = configurePdfRenderer({});
});
afterAll(() => sink.close());

let counter = 0;
/** A quote sent to an address of its own, and its link's token. */
async function sentQuote() {
  const email = `mail-pdf-${++counter}@example.com`;
  const created = createQuote(sampleQuoteInput({ email, validUntil: "2099-12-31" }), by);
  if (!created.ok) throw new Error(created.error);
  const sent = await sendQuote(created.quote.id, by);
  if (!sent.ok) throw new Error(sent.error);
  return { quote: sent.quote, token: sent.link.split("/").pop()!, email };
}

const sign = (token: string) =>
  acceptQuote(token, acceptFormSchema.parse({ version: "1", consent: "on", name: "Rosa Alvarez" }), {
    ip: "203.0.113.9",
    userAgent: "test",
  });

/** The mail the sink received for `to` whose subject starts so, once it has come (the outbox sends in the background). */
async function received(to: string, subject: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mail = sink.messages.find(
      (message) => message.to.includes(to) && message.subject.startsWith(subject),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pdfText = (mail: Parameters<typeof attachedPdf>[0]) => attachedPdf(mail, /^Q-\d{4}-\d{4}\.pdf$/);

describe("the mails that carry a quote", () => {
  test("the sending's mail carries the quote as it went out, drawn by the outbox", async () => {
    const { quote, email } = await sentQuote();
    const [row] = listOutbox(email);
    const [attachment] = db.select().from(emailAttachments).where(eq(emailAttachments.emailId, row.id)).all();
    // Queued with a kept PDF, not its bytes: the drawing is the outbox's.
    expect(attachment).toMatchObject({ filename: `${quote.reference}.pdf`, content: null });
    expect(attachment.pdfFile).toMatch(new RegExp(`^quote-sent:${quote.id}:v1:`));
    const mail = await received(email, `Quote ${quote.reference} from`);
    // The mail's own text (beside the attachment) still reads, with its link.
    expect(mail.text).toMatch(/View your quote: http:\/\/localhost:3000\/q\/[\w-]{43}/);
    const text = await pdfText(mail);
    expect(text).toContain(`Quote ${quote.reference}`);
    expect(text).toContain("Not yet signed");
  });

  test("signing queues the copy and the notice in its transaction; the copy is drawn once and served from then on", async () => {
    const { quote, token, email } = await sentQuote();
    await received(email, `Quote ${quote.reference} from`);
    const drawnBefore = pdfRendererStats().drawn;
    const signed = await sign(token);
    if (!signed.ok) throw new Error(signed.error);
    // Both mails are in the outbox as the answer returns, whatever the drawing is doing.
    expect(listOutbox(email).map((row) => row.subject)).toContain(`Your signed quote ${quote.reference}`);
    expect(listOutbox("office@example.com").map((row) => row.subject)).toContain(
      `Quote ${quote.reference} accepted by Rosa Alvarez`,
    );
    const key = `quote-acceptance:${signed.acceptance.id}`;
    expect(db.select().from(pdfFiles).where(eq(pdfFiles.key, key)).get()).toBeTruthy();

    const copy = await pdfText(await received(email, `Your signed quote ${quote.reference}`));
    const notice = await pdfText(await received("office@example.com", `Quote ${quote.reference} accepted`));
    expect(copy).toContain(signed.acceptance.documentSha256);
    expect(notice).toBe(copy);
    const kept = db.select().from(pdfFiles).where(eq(pdfFiles.key, key)).get()!;
    expect(kept.bytes?.byteLength).toBeGreaterThan(1000);
    expect(kept.sha256).toMatch(/^[0-9a-f]{64}$/);

    // A payment later does not redraw what was signed: the link serves the kept bytes.
    recordPayment(quote.id, { amountCents: 10_000, paidAt: new Date(), method: "check" }, by);
    const served = await quotePdfForToken(token);
    expect(served?.bytes.equals(kept.bytes!)).toBe(true);
    expect(pdfRendererStats().drawn).toBe(drawnBefore + 1);
  });

  test("a drawing that fails keeps the mails in the outbox; they go, with the copy, once it can be drawn", async () => {
    const { quote, token, email } = await sentQuote();
    await received(email, `Quote ${quote.reference} from`);
    // Every drawing now ends at its timeout, and the worker with it.
    configurePdfRenderer({ timeoutMs: 1 });
    const signed = await sign(token);
    if (!signed.ok) throw new Error(signed.error);
    expect(loadQuote(quote.id)!.status).toBe("accepted");
    const subjects = [
      `Your signed quote ${quote.reference}`,
      `Quote ${quote.reference} accepted by Rosa Alvarez`,
    ];
    const waiting = () =>
      [...listOutbox(email), ...listOutbox("office@example.com")].filter((row) =>
        subjects.includes(row.subject),
      );
    const deadline = Date.now() + 30_000;
    while (!waiting().every((row) => row.attempts === 1)) {
      if (Date.now() > deadline) throw new Error("The mails were not tried");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(waiting()).toHaveLength(2);
    for (const row of waiting()) {
      expect(row.status).toBe("pending");
      expect(row.lastError).toMatch(/^An attachment could not be drawn: It took longer than 1 ms/);
    }
    expect(sink.messages.some((message) => subjects.includes(message.subject))).toBe(false);

    configurePdfRenderer(defaults);
    // The retry timer's next run, once the back-off has passed.
    await flushOutbox(new Date(Date.now() + 60_000));
    const copy = await pdfText(await received(email, subjects[0]));
    expect(copy).toContain(signed.acceptance.documentSha256);
    await received("office@example.com", subjects[1]);
    expect(waiting().every((row) => row.status === "sent")).toBe(true);
  });
});
