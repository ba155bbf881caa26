// The invoice's own PDF, drawn in the PDF worker from the customer's view of the invoice: read back as text, it holds
// the company and its ROC number, the reference, kind and dates, the customer and job site, the lines, the tax by
// classification (MRRA: its notice and no tax line), the deposit applied, the payments, what is due and the status;
// the customer's link answers as the page does (404 for an unknown or void invoice, private headers), the office's
// button and the admin API give a draft's or a void one's, and a 10,000-character word in a line draws.
import { extractText } from "unpdf";
import { beforeAll, describe, expect, test } from "vitest";
import { saveCompanySettings } from "~/content/site-settings.server";
import { invoiceDocumentView } from "~/invoices/invoice-page.server";
import { invoicePdfForOffice } from "~/invoices/invoice-pdf-file.server";
import { invoiceFormSchema } from "~/invoices/invoice-schema";
import { promptPayTerms } from "~/invoices/prompt-pay";
import { recordInvoicePayment } from "~/invoices/record-invoice-payment.server";
import { sendInvoice } from "~/invoices/send-invoice.server";
import { voidInvoice } from "~/invoices/void-invoice.server";
import { createInvoice } from "~/invoices/write-invoice.server";
import { renderPdf } from "~/pdf/pdf-renderer.server";
import { acceptQuote } from "~/quotes/customer-answers.server";
import { formatCents } from "~/quotes/money";
import { recordPayment } from "~/quotes/quote-payments.server";
import { loadQuote, totalsOf } from "~/quotes/quote-records.server";
import { acceptFormSchema, type QuoteApiBody } from "~/quotes/quote-schema";
import { createQuote } from "~/quotes/save-quote.server";
import { sendQuote } from "~/quotes/send-quote.server";
import { MRRA_NOTICE } from "~/quotes/tax-classification";
import * as customerPdf from "~/routes/_site/i/$token/pdf";
import * as apiPdf from "~/routes/api/invoices/$id/pdf";
import { seedWithApiUsers } from "../support/api-users";
import { officeContext, sampleQuoteInput } from "../support/quotes";
import { callRoute } from "../support/route-call";

const ROC = "321654";
let by: Awaited<ReturnType<typeof officeContext>>;
let tokens: Awaited<ReturnType<typeof seedWithApiUsers>>;

beforeAll(async () => {
  tokens = await seedWithApiUsers();
  by = await officeContext();
  saveCompanySettings(
    {
      companyName: "Desert Paving Co.",
      phone: "4805550100",
      email: "office@desertpaving.example",
      rocLicenseNumber: ROC,
      paymentInstructions: "Checks payable to Desert Paving Co.",
    },
    by,
  );
});

/** A sent invoice on an accepted quote with its deposit paid: 50% of the sample's $3,010.00, or `measure`. */
async function sentInvoice(overrides: Partial<QuoteApiBody> = {}, measure: Record<string, unknown> = {}) {
  const created = createQuote(
    sampleQuoteInput({ email: "invoice.pdf@example.com", validUntil: "2099-12-31", ...overrides }),
    by,
  );
  if (!created.ok) throw new Error(created.error);
  const sent = await sendQuote(created.quote.id, by);
  if (!sent.ok) throw new Error(sent.error);
  const accepted = await acceptQuote(
    new URL(sent.link).pathname.split("/").pop()!,
    acceptFormSchema.parse({ version: "1", consent: "on", name: "Rosa Alvarez" }),
    { ip: "203.0.113.9", userAgent: "Vitest" },
  );
  if (!accepted.ok) throw new Error(accepted.error);
  const quote = loadQuote(created.quote.id)!;
  const depositCents = totalsOf(quote).depositCents;
  recordPayment(quote.id, { amountCents: depositCents, paidAt: new Date(), method: "check" }, by);
  const invoice = createInvoice(
    quote.id,
    invoiceFormSchema.parse({ kind: "progress", measure: "percent", percent: "50", ...measure }),
    by,
  );
  if (!invoice.ok) throw new Error(invoice.error);
  const mailed = sendInvoice(invoice.invoice.id, by);
  if (!mailed.ok) throw new Error(mailed.error);
  return {
    invoice: mailed.invoice,
    token: new URL(mailed.link).pathname.split("/").pop()!,
    depositCents,
    quote,
  };
}

/** The PDF's text on one line: spaces and breaks as single spaces, the long words' break points gone. */
const textOf = async (bytes: Uint8Array) =>
  (await extractText(new Uint8Array(bytes), { mergePages: true })).text
    .replace(/\u200B/g, "")
    .replace(/\s+/g, " ");

let ipCounter = 0;
/** The customer's link as a browser asks it; a thrown 404 (React Router's `data`) comes back as its status. */
const getCustomerPdf = (token: string) =>
  callRoute(customerPdf, "GET", { params: { token }, ip: `192.0.2.${(++ipCounter % 200) + 1}` }).catch(
    (thrown: { init?: { status?: number } }) => new Response(null, { status: thrown.init?.status ?? 500 }),
  );

describe("the invoice's PDF", () => {
  test("the customer's link: the company and its ROC number, the reference, dates, lines, tax, credits and what is due", async () => {
    const { invoice, token, depositCents } = await sentInvoice();
    const answer = await getCustomerPdf(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    expect(answer.headers.get("Content-Disposition")).toBe(`inline; filename="${invoice.reference}.pdf"`);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(answer.headers.get("Referrer-Policy")).toBe("no-referrer");
    const text = await textOf(new Uint8Array(await answer.arrayBuffer()));
    const view = invoiceDocumentView(invoice.id)!;
    for (const expected of [
      "Desert Paving Co.",
      `ROC #${ROC}`,
      "office@desertpaving.example",
      `Invoice ${invoice.reference}`,
      "Progress invoice",
      `Date issued: ${view.issuedOn}`,
      `Date due: ${view.dueOn}`,
      "Rosa Alvarez",
      "2210 E Baseline Rd, Mesa 85204",
      `${view.items[0].description} $1,505.00`,
      "Subtotal $1,505.00",
      "Tax (8.6%) $129.43",
      "Total $1,634.43",
      `Deposit applied −${formatCents(depositCents)}`,
      `Amount due ${formatCents(163_443 - depositCents)}`,
      "Status: Awaiting payment",
      "Checks payable to Desert Paving Co.",
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/\bPAID\b|\bVOID\b/);
  });

  test("an unknown token and a void invoice's token are 404s; the office still gets the void one, watermarked", async () => {
    expect((await getCustomerPdf("no-such-invoice")).status).toBe(404);
    const { invoice, token } = await sentInvoice();
    const voided = voidInvoice(invoice.id, by);
    if (!voided.ok) throw new Error(voided.error);
    expect((await getCustomerPdf(token)).status).toBe(404);
    const office = (await invoicePdfForOffice(invoice.id))!;
    const text = await textOf(office.bytes);
    expect(text).toContain("VOID");
    expect(text).toContain("Status: Void");
    expect(await invoicePdfForOffice("no-such-id")).toBeUndefined();
  });

  test("payments are credited and listed; paid in full, the PDF says so and carries the PAID mark", async () => {
    const { invoice, token, depositCents } = await sentInvoice();
    const dueCents = 163_443 - depositCents;
    const first = recordInvoicePayment(
      invoice.id,
      { amountCents: 10_000, paidAt: new Date(), method: "check", note: "Check 1042" },
      by,
    );
    if (!first.ok) throw new Error(first.error);
    const partly = await textOf(new Uint8Array(await (await getCustomerPdf(token)).arrayBuffer()));
    expect(partly).toMatch(/Payment received: check, [^−]+ −\$100\.00/);
    expect(partly).toContain(`Amount due ${formatCents(dueCents - 10_000)}`);
    expect(partly).toContain("Payment of $100.00 received (check)");
    const rest = recordInvoicePayment(
      invoice.id,
      { amountCents: dueCents - 10_000, paidAt: new Date(), method: "check", note: "Check 1043" },
      by,
    );
    if (!rest.ok) throw new Error(rest.error);
    const paid = await textOf(new Uint8Array(await (await getCustomerPdf(token)).arrayBuffer()));
    expect(paid).toContain("Amount due $0.00");
    expect(paid).toContain("Status: Paid in full");
    expect(paid).toContain("PAID");
    // Nothing is due: no payment instructions.
    expect(paid).not.toContain("Checks payable to");
  });

  test("prime contracting: the rate on 65% of the subtotal, worded as on the page", async () => {
    const { invoice } = await sentInvoice({ taxClassification: "prime_contracting" });
    const view = invoiceDocumentView(invoice.id)!;
    expect(view.taxLabel).toMatch(/^Tax \(8\.600% on 65% of \$1,505\.00\)$/);
    const text = await textOf((await invoicePdfForOffice(invoice.id))!.bytes);
    expect(text).toContain("Tax (8.600% on 65% of $1,505.00) $84.13");
    expect(text).not.toContain(MRRA_NOTICE);
  });

  test("MRRA: no tax line, the one-line notice instead", async () => {
    const { invoice } = await sentInvoice({ taxClassification: "mrra" });
    const text = await textOf((await invoicePdfForOffice(invoice.id))!.bytes);
    expect(text).toContain(MRRA_NOTICE);
    expect(text).not.toMatch(/Tax \(/);
    expect(text).toContain("Total $1,505.00");
  });

  test("retention withheld is shown on a progress invoice", async () => {
    const { invoice } = await sentInvoice({}, { retention: "10" });
    const view = invoiceDocumentView(invoice.id)!;
    expect(view.retention).toBe("$163.44");
    const text = await textOf((await invoicePdfForOffice(invoice.id))!.bytes);
    expect(text).toContain("Retention held −$163.44");
  });

  test("a draft has an office PDF (no dates yet) and no customer link", async () => {
    const created = createQuote(sampleQuoteInput({ validUntil: "2099-12-31" }), by);
    if (!created.ok) throw new Error(created.error);
    const sent = await sendQuote(created.quote.id, by);
    if (!sent.ok) throw new Error(sent.error);
    const accepted = await acceptQuote(
      new URL(sent.link).pathname.split("/").pop()!,
      acceptFormSchema.parse({ version: "1", consent: "on", name: "Rosa Alvarez" }),
      { ip: "203.0.113.9", userAgent: "Vitest" },
    );
    if (!accepted.ok) throw new Error(accepted.error);
    const draft = createInvoice(
      created.quote.id,
      invoiceFormSchema.parse({ kind: "progress", measure: "percent", percent: "10" }),
      by,
    );
    if (!draft.ok) throw new Error(draft.error);
    const text = await textOf((await invoicePdfForOffice(draft.invoice.id))!.bytes);
    expect(text).toContain(`Invoice ${draft.invoice.reference}`);
    expect(text).toContain("Date issued: not sent yet");
    expect(text).toContain("Status: Not sent yet");
  });

  test("the prompt pay terms print when the model carries them: the § 32-1188 legend on the first page and the line", async () => {
    const { invoice } = await sentInvoice();
    const promptPay = promptPayTerms({ applies: true, ownerOccupied: true, sentOn: "2026-03-02" })!;
    const text = await textOf(await renderPdf("invoice", { ...invoiceDocumentView(invoice.id)!, promptPay }));
    expect(text).toContain("NOTICE TO OWNER OF APPLICABILITY OF ARIZONA PROMPT PAY ACT");
    expect(text).toContain("(Notice required by Arizona Revised Statutes section 32-1188)");
    expect(text).toContain(promptPay.line.replace(/\s+/g, " "));
    // The legend comes before the invoice's lines: it is on the front page.
    expect(text.indexOf("Notice required by Arizona")).toBeLessThan(text.indexOf("Subtotal"));
  });

  test("a 10,000-character word in a line's description draws, whole, and 100 lines run over pages", async () => {
    const { invoice } = await sentInvoice();
    const view = invoiceDocumentView(invoice.id)!;
    const word = Array.from({ length: 10_000 }, (_, index) => "abcdefghijklmnopqrstuvwxyz"[index % 26]).join(
      "",
    );
    const items = Array.from({ length: 100 }, (_, index) => ({
      id: `line-${index}`,
      description: index === 0 ? word : `Line ${index + 1}`,
      amount: "$1.00",
    }));
    const bytes = await renderPdf("invoice", { ...view, items });
    const text = (await extractText(new Uint8Array(bytes), { mergePages: true })).text
      .replace(new RegExp(`Invoice ${invoice.reference} · [^·]+ · page \\d+ of \\d+`, "g"), "")
      .replace(/[\u200B\s]/g, "");
    expect(text).toContain(word);
    expect(text).toContain("Line100$1.00");
  });
});

describe("GET /api/invoices/{id}/pdf", () => {
  test("an admin gets the PDF; no token is a 401, a non-admin a 403, an unknown id a 404 in JSON", async () => {
    const { invoice } = await sentInvoice();
    const ok = await callRoute(apiPdf, "GET", { params: { id: invoice.id }, token: tokens.adminToken });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Type")).toBe("application/pdf");
    expect(ok.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await textOf(new Uint8Array(await ok.arrayBuffer()));
    expect(text).toContain(`Invoice ${invoice.reference}`);
    expect(text).toContain(`ROC #${ROC}`);
    const anonymous = await callRoute(apiPdf, "GET", { params: { id: invoice.id } });
    expect(anonymous.status).toBe(401);
    const member = await callRoute(apiPdf, "GET", { params: { id: invoice.id }, token: tokens.userToken });
    expect(member.status).toBe(403);
    const missing = await callRoute(apiPdf, "GET", { params: { id: "nope" }, token: tokens.adminToken });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, error: "Invoice not found" });
    const posted = await callRoute(apiPdf, "POST", { params: { id: invoice.id }, token: tokens.adminToken });
    expect(posted.status).toBe(405);
  });
});
