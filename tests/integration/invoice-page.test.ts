// The customer's invoice page /i/{token}: an unknown or void invoice is a 404, the page is kept from robots, caches
// and referrers, it shows the stored amounts (tax by classification, the deposit and payments credited, what is due),
// the first view moves a sent invoice to viewed once, and the token never reaches a log.
import { beforeAll, describe, expect, test, vi } from "vitest";
import { INVOICE_PAGE_RATE_LIMIT } from "~/invoices/invoice-page-limit.server";
import { INVOICE_CUSTOMER_STATUS_LABELS } from "~/invoices/invoice-options";
import { loadInvoice } from "~/invoices/invoice-records.server";
import { invoiceFormSchema } from "~/invoices/invoice-schema";
import { recordInvoicePayment } from "~/invoices/record-invoice-payment.server";
import { sendInvoice } from "~/invoices/send-invoice.server";
import { voidInvoice } from "~/invoices/void-invoice.server";
import { createInvoice } from "~/invoices/write-invoice.server";
import { listLogs } from "~/logs/log.server";
import { acceptQuote } from "~/quotes/customer-answers.server";
import { formatCents } from "~/quotes/money";
import { recordPayment } from "~/quotes/quote-payments.server";
import { loadQuote, totalsOf } from "~/quotes/quote-records.server";
import { acceptFormSchema, type QuoteApiBody } from "~/quotes/quote-schema";
import { createQuote } from "~/quotes/save-quote.server";
import { sendQuote } from "~/quotes/send-quote.server";
import { MRRA_NOTICE } from "~/quotes/tax-classification";
import { routePolicy } from "~/route-policy.server";
import * as invoicePage from "~/routes/_site/i/$token";
import { formatAccessLine } from "../../server/access-log";
import { seedWithApiUsers } from "../support/api-users";
import { officeContext, sampleQuoteInput } from "../support/quotes";
import { routeArgs } from "../support/route-call";

vi.hoisted(() => {
  process.env.CONTACT_NOTIFY_EMAIL = "office@example.com";
});

let by: Awaited<ReturnType<typeof officeContext>>;
let ipCounter = 0;

beforeAll(async () => {
  await seedWithApiUsers();
  by = await officeContext();
});

/** A sent 50% progress invoice on an accepted quote (the sample: $3,010.00, 8.6%) with its deposit paid. */
async function sentInvoice(overrides: Partial<QuoteApiBody> = {}) {
  const created = createQuote(
    sampleQuoteInput({ email: "invoice.page@example.com", validUntil: "2099-12-31", ...overrides }),
    by,
  );
  if (!created.ok) throw new Error(created.error);
  const sent = await sendQuote(created.quote.id, by);
  if (!sent.ok) throw new Error(sent.error);
  const quoteToken = new URL(sent.link).pathname.split("/").pop()!;
  const accepted = await acceptQuote(
    quoteToken,
    acceptFormSchema.parse({ version: "1", consent: "on", name: "Rosa Alvarez" }),
    { ip: "203.0.113.9", userAgent: "Vitest" },
  );
  if (!accepted.ok) throw new Error(accepted.error);
  const quote = loadQuote(created.quote.id)!;
  const depositCents = totalsOf(quote).depositCents;
  recordPayment(quote.id, { amountCents: depositCents, paidAt: new Date(), method: "check" }, by);
  const invoice = createInvoice(
    quote.id,
    invoiceFormSchema.parse({ kind: "progress", measure: "percent", percent: "50" }),
    by,
  );
  if (!invoice.ok) throw new Error(invoice.error);
  const mailed = sendInvoice(invoice.invoice.id, by);
  if (!mailed.ok) throw new Error(mailed.error);
  return { invoice: mailed.invoice, token: new URL(mailed.link).pathname.split("/").pop()!, depositCents };
}

/** The page's loader as a browser's GET asks it; a thrown answer (404, 429) comes back as the answer. */
async function open(token: string, ip = `198.51.100.${++ipCounter}`) {
  const request = new Request(`http://site.test/i/${token}`, { headers: { "X-Forwarded-For": ip } });
  return Promise.resolve()
    .then(() => invoicePage.loader(routeArgs(request, { token }) as never))
    .catch((thrown: unknown) => thrown);
}

const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : (answer as { init?: { status?: number } }).init?.status;

const page = async (token: string) => {
  const answer = await open(token);
  if (!(answer && typeof answer === "object" && "invoice" in answer))
    throw new Error(String(statusOf(answer)));
  return (answer as Awaited<ReturnType<typeof invoicePage.loader>>).invoice;
};

describe("the customer's invoice page", () => {
  test("an unknown token is a 404; the page is kept from robots, caches and referrers, as a quote's", async () => {
    expect(statusOf(await open("nope"))).toBe(404);
    expect(statusOf(await open(""))).toBe(404);
    expect(invoicePage.headers({} as never)).toEqual({
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
      "Cache-Control": "private, no-store",
    });
    const meta = invoicePage.meta({ loaderData: undefined } as never);
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(routePolicy("/i/some-token")).toMatchObject({ private: true });
    expect(routePolicy("/i/some-token.data")).toMatchObject({ private: true });
  });

  test("it shows the stored amounts: lines, subtotal, tax, total, the deposit applied, payments and what is due", async () => {
    const { invoice, token, depositCents } = await sentInvoice();
    const shown = await page(token);
    expect(shown).toMatchObject({
      reference: invoice.reference,
      statusLabel: INVOICE_CUSTOMER_STATUS_LABELS.viewed,
      items: [{ description: expect.stringContaining("50% of contract"), amount: "$1,505.00" }],
      subtotal: "$1,505.00",
      taxLabel: "Tax (8.6%)",
      tax: "$129.43",
      total: "$1,634.43",
      depositApplied: formatCents(depositCents),
      payments: [],
      amountDue: formatCents(163_443 - depositCents),
    });
    expect(shown.reference).toMatch(/^INV-\d{4}-\d{4}$/);
    expect(shown.issuedOn).toBeTruthy();
    expect(shown.dueOn).toBeTruthy();
    const paid = recordInvoicePayment(
      invoice.id,
      { amountCents: 10_000, paidAt: new Date(), method: "check", note: "Check 1042" },
      by,
    );
    if (!paid.ok) throw new Error(paid.error);
    const after = await page(token);
    expect(after.payments).toMatchObject([
      { amount: "$100.00", text: expect.stringMatching(/^Payment received: check/) },
    ]);
    expect(after.amountDue).toBe(formatCents(163_443 - depositCents - 10_000));
    expect(after.statusLabel).toBe(INVOICE_CUSTOMER_STATUS_LABELS.partially_paid);
  });

  test("the tax by classification: prime contracting on 65% of the subtotal, MRRA with its notice and no tax", async () => {
    const prime = await sentInvoice({ taxClassification: "prime_contracting" });
    const primePage = await page(prime.token);
    expect(primePage.taxLabel).toMatch(/^Tax \(8\.6\d*% on 65% of \$1,505\.00\)$/);
    expect(primePage.tax).toBe(formatCents(prime.invoice.taxCents));
    expect(prime.invoice.taxCents).toBe(8_413); // 8.6% of 65% of $1,505.00 = $84.13
    const mrra = await sentInvoice({ taxClassification: "mrra" });
    const mrraPage = await page(mrra.token);
    expect(mrraPage).toMatchObject({
      taxLabel: null,
      taxNotice: MRRA_NOTICE,
      subtotal: "$1,505.00",
      total: "$1,505.00",
    });
  });

  test("the first view moves a sent invoice to viewed once, with a timeline line and an audit row whose path hides the token", async () => {
    const { invoice, token } = await sentInvoice();
    expect(loadInvoice(invoice.id)!.status).toBe("sent");
    await page(token);
    await page(token);
    await page(token);
    const stored = loadInvoice(invoice.id)!;
    expect(stored.status).toBe("viewed");
    expect(stored.events.filter((event) => event.type === "viewed")).toHaveLength(1);
    const rows = listLogs({ event: "invoice.view" }).filter(
      (row) => (row.detail as { invoiceId?: string } | null)?.invoiceId === invoice.id,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].message).toContain(invoice.reference);
    expect(rows[0].path).toBe("/i/***");
    expect(JSON.stringify(rows[0])).not.toContain(token);
    const line = formatAccessLine({
      ip: "203.0.113.9",
      method: "GET",
      target: `/i/${token}`,
      status: 200,
      bytes: 1,
      ms: 1,
    });
    expect(line).toContain('"GET /i/***"');
    expect(line).not.toContain(token);
    expect(
      formatAccessLine({ ip: "x", method: "GET", target: `/i/${token}.data`, status: 200, bytes: 1, ms: 1 }),
    ).not.toContain(token);
  });

  test("a void invoice's link is a 404", async () => {
    const { invoice, token } = await sentInvoice();
    const voided = voidInvoice(invoice.id, by);
    if (!voided.ok) throw new Error(voided.error);
    expect(statusOf(await open(token))).toBe(404);
  });

  test(`one address gets ${INVOICE_PAGE_RATE_LIMIT.limit} requests in the window, then a 429 with Retry-After`, async () => {
    const { token } = await sentInvoice();
    for (let i = 0; i < INVOICE_PAGE_RATE_LIMIT.limit; i++) await open(token, "192.0.2.88");
    const refused = await open(token, "192.0.2.88");
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(429);
    expect(Number((refused as Response).headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
