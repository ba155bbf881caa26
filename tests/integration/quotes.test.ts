// Quotes below their pages (issue 36): writing, sending, the customer's answers and their evidence, locking and
// versions, payments by hand, and the mails; the clock is injected. The API round trip is at the end.
import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { db } from "~/db/client.server";
import { estimates, quoteLinks } from "~/db/schema";
import { attachmentsOf, listOutbox } from "~/mail/outbox.server";
import { createEstimate } from "~/estimates/estimate.server";
import { listLogs } from "~/logs/log.server";
import {
  acceptQuote,
  chooseOptionalItems,
  declineQuote,
  requestQuoteChanges,
} from "~/quotes/customer-answers.server";
import { canonicalJson, documentSha256 } from "~/quotes/quote-document.server";
import { hashLinkToken } from "~/quotes/quote-links.server";
import { QUOTE_MESSAGES } from "~/quotes/quote-options";
import { quotePageView, viewQuote } from "~/quotes/quote-page.server";
import { quotePdfForOffice, quotePdfForToken } from "~/quotes/quote-pdf-file.server";
import { recordPayment } from "~/quotes/quote-payments.server";
import { loadQuote, totalsOf } from "~/quotes/quote-records.server";
import { acceptFormSchema } from "~/quotes/quote-schema";
import {
  createQuote,
  deleteQuote,
  newQuoteDefaults,
  reviseQuote,
  updateQuote,
} from "~/quotes/save-quote.server";
import { sendQuote } from "~/quotes/send-quote.server";
import * as quoteApi from "~/routes/api/quotes/$id";
import * as quoteSendApi from "~/routes/api/quotes/$id/send";
import * as quotesApi from "~/routes/api/quotes";
import { seedWithApiUsers } from "../support/api-users";
import { officeContext, sampleQuoteBody, sampleQuoteInput } from "../support/quotes";
import { callRoute } from "../support/route-call";

vi.hoisted(() => {
  process.env.CONTACT_NOTIFY_EMAIL = "office@example.com";
});

// Monday March 2, 2026, 10:00 in Arizona.
const NOW = new Date("2026-03-02T17:00:00Z");
const later = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
const customer = { ip: "203.0.113.9", userAgent: "Mozilla/5.0 (iPhone) Safari", now: later(2) };

let by: Awaited<ReturnType<typeof officeContext>>;
let adminToken = "";

beforeAll(async () => {
  ({ adminToken } = await seedWithApiUsers());
  by = await officeContext();
});

function anEstimate() {
  return createEstimate(
    {
      name: "Rosa Alvarez",
      email: "rosa.estimate@example.com",
      phone: "(480) 555-0199",
      service: "Sealcoating",
      propertyType: "Residential",
      address: "2210 E Baseline Rd",
      city: "Mesa",
      zip: "85204",
      size: 12000,
      sizeUnit: "sq ft",
      timeframe: "Within a month",
      details: "Driveway and side lot.",
    },
    [],
  );
}

function created(overrides = {}) {
  const result = createQuote(sampleQuoteInput(overrides), by, { now: NOW });
  if (!result.ok) throw new Error(result.error);
  return result.quote;
}

async function sent(overrides = {}) {
  const result = await sendQuote(created(overrides).id, by, { now: NOW });
  if (!result.ok) throw new Error(result.error);
  return { quote: result.quote, token: new URL(result.link).pathname.split("/").pop()! };
}

const acceptValues = (version: number, name = "Rosa Alvarez") =>
  acceptFormSchema.parse({ version: String(version), consent: "on", name });

describe("writing a quote", () => {
  test("from an estimate request: the customer carries over, the quote links to it, references count up per year", () => {
    const estimate = anEstimate();
    expect(newQuoteDefaults(estimate.id)).toEqual({
      estimateId: estimate.id,
      customerName: "Rosa Alvarez",
      customerOrganization: "",
      email: "rosa.estimate@example.com",
      phone: "(480) 555-0199",
      address: "2210 E Baseline Rd",
      city: "Mesa",
      zip: "85204",
      // Sealcoating is maintenance of existing pavement: MRRA.
      taxClassification: "mrra",
    });
    expect(newQuoteDefaults(null).customerName).toBe("");
    const first = created({ estimateId: estimate.id });
    const second = created();
    expect(first.reference).toMatch(/^Q-2026-\d{4}$/);
    expect(Number(second.reference.slice(7))).toBe(Number(first.reference.slice(7)) + 1);
    expect(first).toMatchObject({
      status: "draft",
      version: 1,
      estimateId: estimate.id,
      publishedVersion: 0,
    });
    expect(first.events.map((event) => event.type)).toEqual(["created"]);
    expect(listLogs({ event: "quote.create" })[0]?.message).toContain(second.reference);
    const unknown = createQuote(sampleQuoteInput({ estimateId: "nope" }), by);
    expect(unknown).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { estimateId: [expect.any(String)] },
    });
  });

  test("totals in cents: required items and chosen options, tax on the subtotal, the deposit on the total", () => {
    const quote = created();
    // 12000 × $0.18 = $2,160.00 + $850.00 = $3,010.00; tax 8.6% = $258.86; total $3,268.86; 25% = $817.22 (rounded half up).
    expect(totalsOf(quote)).toMatchObject({
      subtotalCents: 301000,
      taxCents: 25886,
      totalCents: 326886,
      depositCents: 81722,
      paidCents: 0,
      depositDueCents: 81722,
      balanceCents: 245164,
    });
  });

  test("only a draft that never went out is deleted", async () => {
    const draft = created();
    expect(deleteQuote(draft.id, by)).toMatchObject({ ok: true });
    expect(loadQuote(draft.id)).toBeUndefined();
    const { quote } = await sent();
    expect(deleteQuote(quote.id, by)).toMatchObject({
      ok: false,
      status: 409,
      error: QUOTE_MESSAGES.onlyDraftsDeleted,
    });
  });
});

describe("sending", () => {
  test("mails the customer the total, the last day and a private link whose token is stored only as a hash", async () => {
    const estimate = anEstimate();
    const result = await sendQuote(created({ estimateId: estimate.id }).id, by, { now: NOW });
    if (!result.ok) throw new Error(result.error);
    const token = new URL(result.link).pathname.split("/").pop()!;
    expect(result.link).toMatch(/^http:\/\/localhost:3000\/q\/[\w-]{43}$/);
    expect(Buffer.from(token, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    const links = db.select().from(quoteLinks).where(eq(quoteLinks.quoteId, result.quote.id)).all();
    expect(links.map((link) => link.tokenHash)).toEqual([hashLinkToken(token)]);
    expect(JSON.stringify(db.select().from(quoteLinks).all())).not.toContain(token);
    expect(result.quote).toMatchObject({ status: "sent", publishedVersion: 1, firstSentAt: NOW });
    const [mail] = listOutbox("rosa@example.com").filter((row) =>
      row.subject.includes(result.quote.reference),
    );
    expect(mail.subject).toBe(`Quote ${result.quote.reference} from Ironwash Paving & Civil`);
    expect(mail.text).toContain("Total: $3,268.86");
    expect(mail.text).toContain("Valid until: March 31, 2026");
    expect(mail.text).toContain(result.link);
    expect(mail.sensitive).toBe(true);
    expect(db.select().from(estimates).where(eq(estimates.id, estimate.id)).get()?.status).toBe(
      "estimate_sent",
    );
  });

  test('"Valid until" must lie in the future; an accepted quote cannot be sent again', async () => {
    const quote = created({ validUntil: "2026-03-02" });
    expect(await sendQuote(quote.id, by, { now: NOW })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { validUntil: [QUOTE_MESSAGES.validUntilFuture] },
    });
    expect(loadQuote(quote.id)?.status).toBe("draft");
    const { quote: other, token } = await sent();
    await acceptQuote(token, acceptValues(other.version), customer);
    expect(await sendQuote(other.id, by, { now: NOW })).toMatchObject({ ok: false, status: 409 });
  });
});

describe("the customer's page", () => {
  test("shows the company, the lines, the totals and the notice; an unknown token is undefined (404)", async () => {
    const { quote, token } = await sent();
    const view = viewQuote(token, { now: later(1) })!;
    expect(view).toMatchObject({
      reference: quote.reference,
      status: "sent",
      company: { name: "Ironwash Paving & Civil", phone: "(480) 555-0186", roc: "ROC #555142" },
      issuedOn: "March 2, 2026",
      subtotal: "$3,010.00",
      tax: "$258.86",
      taxRate: "8.6%",
      total: "$3,268.86",
      depositDue: "$817.22",
      balance: "$2,451.64",
      validUntil: "March 31, 2026",
      takesAnswers: true,
      hasOptions: true,
      expiredMessage: null,
      acceptance: null,
    });
    expect(view.items[2]).toMatchObject({
      quantity: "40 stall",
      unitPrice: "$12.50",
      amount: "$500.00",
      chosen: false,
    });
    expect(view.termsHtml).toContain("<strong>dry weather</strong>");
    expect(view.rocNotice).toContain("Registrar of Contractors");
    expect(viewQuote("not-a-token")).toBeUndefined();
    expect(quotePageView("x".repeat(500))).toBeUndefined();
  });

  test("views are the first and the last, not one line each", async () => {
    const { quote, token } = await sent();
    viewQuote(token, { now: later(1) });
    viewQuote(token, { now: later(2) });
    viewQuote(token, { now: later(3) });
    const events = loadQuote(quote.id)!.events.filter((event) => event.type.includes("viewed"));
    expect(events.map((event) => [event.type, event.at])).toEqual([
      ["viewed", later(1)],
      ["last_viewed", later(3)],
    ]);
  });

  test("adding an optional item: the server recomputes; a stale version or a foreign item is refused", async () => {
    const { quote, token } = await sent();
    const option = quote.items.find((item) => item.optional)!;
    const chosen = chooseOptionalItems(token, { version: 1, option: [option.id] }, customer);
    expect(chosen.ok).toBe(true);
    // $3,510.00 + 8.6% = $3,811.86.
    expect(quotePageView(token, { now: later(2) })).toMatchObject({
      total: "$3,811.86",
      depositDue: "$952.97",
    });
    expect(chooseOptionalItems(token, { version: 1, option: [quote.items[0].id] }, customer)).toMatchObject({
      ok: false,
      status: 400,
      error: QUOTE_MESSAGES.notOptional,
    });
    expect(chooseOptionalItems(token, { version: 2, option: [] }, customer)).toMatchObject({
      status: 409,
      error: QUOTE_MESSAGES.versionChanged,
    });
  });
});

describe("accepting", () => {
  test("the form asks for the consent first, then the typed name", () => {
    const missing = acceptFormSchema.safeParse({ version: "1", name: "" });
    expect(missing.success).toBe(false);
    const messages = missing.error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(messages).toEqual([
      ["consent", "Please agree to sign electronically"],
      ["name", "Type your full name to sign"],
    ]);
  });

  test("stores the evidence, signs once on a second post, mails the signed PDF and the office, and wins the estimate", async () => {
    const estimate = anEstimate();
    const { quote, token } = await sent({ estimateId: estimate.id });
    const option = quote.items.find((item) => item.optional)!;
    chooseOptionalItems(token, { version: 1, option: [option.id] }, customer);
    const values = acceptFormSchema.parse({
      version: "1",
      consent: "on",
      name: "Rosa Alvarez",
      signature:
        '<svg viewBox="0 0 300 100"><path d="M10 10 L 50 60" onclick="x()"/><script>alert(1)</script></svg>',
    });
    const first = await acceptQuote(token, values, customer);
    if (!first.ok) throw new Error(first.error);
    const again = await acceptQuote(token, values, { ...customer, now: later(3) });
    expect(again).toMatchObject({ ok: true, alreadySigned: true });
    const stored = loadQuote(quote.id)!;
    expect(stored.acceptances).toHaveLength(1);
    expect(stored.status).toBe("accepted");
    const acceptance = stored.acceptances[0];
    expect(acceptance).toMatchObject({
      version: 1,
      name: "Rosa Alvarez",
      consentVersion: "esign-2026-11",
      acceptedAt: customer.now,
      ip: "203.0.113.9",
      userAgent: "Mozilla/5.0 (iPhone) Safari",
      signatureSvg:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100">' +
        '<g fill="none" stroke="#000" stroke-linecap="round" stroke-linejoin="round">' +
        '<path d="M 10 10 L 50 60" stroke-width="2"/></g></svg>',
    });
    expect(acceptance.consentText).toContain("I agree to sign this quote electronically");
    expect(acceptance.consentText).toContain("paper copy");
    const document = JSON.parse(acceptance.document);
    expect(acceptance.documentSha256).toBe(documentSha256(document));
    expect(acceptance.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(document).toMatchObject({
      totalCents: 381186,
      items: expect.arrayContaining([expect.objectContaining({ chosen: true })]),
    });
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(stored.events.filter((event) => event.type === "accepted")).toHaveLength(1);
    expect(db.select().from(estimates).where(eq(estimates.id, estimate.id)).get()?.status).toBe("won");

    const signed = listOutbox("rosa@example.com").filter(
      (row) => row.subject === `Your signed quote ${quote.reference}`,
    );
    expect(signed).toHaveLength(1);
    const [pdf] = await attachmentsOf(signed[0].id);
    expect(pdf).toMatchObject({ filename: `${quote.reference}.pdf`, contentType: "application/pdf" });
    const { text } = await extractText(new Uint8Array(pdf.content), { mergePages: true });
    expect(text).toContain(`Quote ${quote.reference}`);
    expect(text).toContain("$3,811.86");
    expect(text).toContain(acceptance.documentSha256);
    const office = listOutbox("office@example.com").filter(
      (row) => row.subject === `Quote ${quote.reference} accepted by Rosa Alvarez`,
    );
    expect(office).toHaveLength(1);
    expect(office[0].text).toContain(`/admin/quotes/${quote.id}`);
    // The office reads the time in Arizona's words, never an ISO string.
    expect(office[0].text).toContain("Signed at: March 2, 2026, 12:00 PM MST");
    expect(office[0].text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/);

    const view = quotePageView(token, { now: later(4) })!;
    expect(view).toMatchObject({
      status: "accepted",
      takesAnswers: false,
      acceptance: { signedOn: "Signed by Rosa Alvarez on March 2, 2026" },
    });
    expect(view.payOnline).toBe(false);
    expect(view.paymentInstructions).toMatch(/check/i);
  });

  test("an accept of a version that changed is refused; the quote is locked once accepted and Revise makes a draft", async () => {
    const { quote, token } = await sent();
    const updated = updateQuote(quote.id, sampleQuoteInput({ terms: "New terms" }), by, { now: later(1) });
    expect(updated).toMatchObject({ ok: true, quote: { version: 2, publishedVersion: 2, status: "sent" } });
    expect(await acceptQuote(token, acceptValues(1), customer)).toMatchObject({
      ok: false,
      status: 409,
      error: "This quote changed since you opened it. Please review it again.",
    });
    expect(quotePageView(token)!.version).toBe(2);
    const accepted = await acceptQuote(token, acceptValues(2), customer);
    expect(accepted.ok).toBe(true);
    expect(updateQuote(quote.id, sampleQuoteInput(), by)).toMatchObject({
      ok: false,
      status: 409,
      error: QUOTE_MESSAGES.locked,
    });

    const revised = reviseQuote(quote.id, by, { now: later(5) });
    expect(revised).toMatchObject({ ok: true, quote: { status: "draft", version: 3, publishedVersion: 2 } });
    // The customer still sees what they signed until the new version is sent.
    expect(quotePageView(token)).toMatchObject({
      version: 2,
      status: "accepted",
      acceptance: { name: "Rosa Alvarez" },
    });
    expect(updateQuote(quote.id, sampleQuoteInput({ terms: "Draft" }), by)).toMatchObject({
      ok: true,
      quote: { version: 3 },
    });
    const signedPdf = await quotePdfForToken(token);
    expect((await extractText(new Uint8Array(signedPdf!.bytes), { mergePages: true })).text).toContain(
      "New terms",
    );
    const draftPdf = await quotePdfForOffice(quote.id);
    expect((await extractText(new Uint8Array(draftPdf!.bytes), { mergePages: true })).text).toContain(
      "Not yet signed",
    );
  });

  test('refused after the "Valid until" day ends in Arizona, with the date', async () => {
    const { token } = await sent({ validUntil: "2026-03-10" });
    // 23:30 in Arizona on the 10th is still the 10th (06:30 UTC on the 11th).
    const lastMinute = { ...customer, now: new Date("2026-03-11T06:30:00Z") };
    const dayAfter = { ...customer, now: new Date("2026-03-11T07:30:00Z") };
    expect(quotePageView(token, { now: lastMinute.now })!.expiredMessage).toBeNull();
    expect(quotePageView(token, { now: dayAfter.now })).toMatchObject({
      status: "expired",
      expiredMessage: "This quote expired on March 10, 2026",
      takesAnswers: false,
    });
    expect(await acceptQuote(token, acceptValues(1), dayAfter)).toMatchObject({
      ok: false,
      error: "This quote expired on March 10, 2026",
    });
    expect((await acceptQuote(token, acceptValues(1), lastMinute)).ok).toBe(true);
  });
});

describe("declining and asking for changes", () => {
  test("a decline with a reason mails the office and loses the estimate; changes are mailed with the message", async () => {
    const estimate = anEstimate();
    const { quote, token } = await sent({ estimateId: estimate.id });
    const changes = await requestQuoteChanges(token, { message: "Can you do it in April?" }, customer);
    expect(changes).toMatchObject({ ok: true, quote: { status: "changes_requested" } });
    const asked = listOutbox("office@example.com").find(
      (row) => row.subject === `Changes requested on quote ${quote.reference}`,
    );
    expect(asked?.text).toContain("Can you do it in April?");
    const declined = await declineQuote(token, { reason: "Went with another bid" }, customer);
    expect(declined).toMatchObject({ ok: true, quote: { status: "declined" } });
    const mail = listOutbox("office@example.com").find((row) =>
      row.subject.startsWith(`Quote ${quote.reference} declined`),
    );
    expect(mail?.text).toContain("Went with another bid");
    expect(db.select().from(estimates).where(eq(estimates.id, estimate.id)).get()?.status).toBe("lost");
    expect(await acceptQuote(token, acceptValues(1), customer)).toMatchObject({ ok: false, status: 409 });
    expect(loadQuote(quote.id)!.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(["changes_requested", "declined"]),
    );
  });
});

describe("payments by hand", () => {
  test("are recorded with their method and date, and lower what is due", async () => {
    const { quote } = await sent();
    const result = recordPayment(
      quote.id,
      { amountCents: 50000, paidAt: new Date("2026-03-05T19:00:00Z"), method: "check" },
      by,
      { now: later(80) },
    );
    if (!result.ok) throw new Error(result.error);
    expect(totalsOf(result.quote)).toMatchObject({
      paidCents: 50000,
      depositDueCents: 31722,
      balanceCents: 245164,
    });
    expect(result.quote.events.at(-1)).toMatchObject({ type: "payment" });
    expect(recordPayment("nope", { amountCents: 1, paidAt: NOW, method: "cash" }, by)).toMatchObject({
      status: 404,
    });
  });
});

describe("the API", () => {
  test("round trip: create, read, list, patch (a new version once sent), send, lock, delete drafts only", async () => {
    const call = (route: Parameters<typeof callRoute>[0], method: string, id?: string, body?: unknown) =>
      callRoute(route, method, { token: adminToken, params: id ? { id } : {}, body });

    const bad = await call(
      quotesApi,
      "POST",
      undefined,
      sampleQuoteBody({ items: [], taxRatePercent: 25, depositCents: 1, depositPercent: undefined }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toMatchObject({
      items: ["Add at least one line"],
      taxRatePercent: ["Tax rate must be from 0 to 20%, with up to two decimals"],
    });
    const tooMuch = await call(
      quotesApi,
      "POST",
      undefined,
      sampleQuoteBody({ depositPercent: undefined, depositCents: 400000 }),
    );
    expect((await tooMuch.json()).fieldErrors).toEqual({
      depositCents: ["Deposit must be at most the total ($3,268.86)"],
    });

    const create = await call(quotesApi, "POST", undefined, sampleQuoteBody({ validUntil: "2030-01-31" }));
    expect(create.status).toBe(201);
    const { quote } = (await create.json()) as {
      quote: Record<string, unknown> & { _id: string; items: { _id: string }[] };
    };
    expect(quote).toMatchObject({
      reference: expect.stringMatching(/^Q-\d{4}-\d{4}$/),
      status: "draft",
      version: 1,
      subtotalCents: 301000,
      taxCents: 25886,
      totalCents: 326886,
      depositCents: 81722,
      paidCents: 0,
      taxRatePercent: 8.6,
      depositPercent: 25,
      selectedOptionalItemIds: [],
      acceptance: null,
      payments: [],
      events: [{ type: "created", at: expect.any(String) }],
    });
    expect(quote.items[2]).toMatchObject({
      quantity: 40,
      unitPriceCents: 1250,
      optional: true,
      unit: "stall",
    });

    expect((await (await call(quoteApi, "GET", quote._id)).json()).quote._id).toBe(quote._id);
    const list = await (
      await callRoute(quotesApi, "GET", { token: adminToken, path: "/api/quotes?status=draft" })
    ).json();
    expect(list.quotes.map((row: { _id: string }) => row._id)).toContain(quote._id);

    const draftPatch = await call(quoteApi, "PATCH", quote._id, { taxRatePercent: 0 });
    expect((await draftPatch.json()).quote).toMatchObject({ version: 1, taxCents: 0, depositPercent: 25 });

    const send = await call(quoteSendApi, "POST", quote._id);
    expect(send.status).toBe(200);
    expect((await send.json()).quote).toMatchObject({ status: "sent", sentAt: expect.any(String) });

    const fixed = await call(quoteApi, "PATCH", quote._id, { depositCents: 50000 });
    expect((await fixed.json()).quote).toMatchObject({
      version: 2,
      depositType: "fixed",
      depositCents: 50000,
      depositPercent: null,
    });
    const same = await call(quoteApi, "PATCH", quote._id, { depositCents: 50000 });
    expect((await same.json()).quote.version).toBe(2);
    expect((await call(quoteApi, "PATCH", quote._id, { unexpected: true })).status).toBe(400);
    expect(
      (
        await call(quoteApi, "PATCH", quote._id, {
          items: [{ description: "", quantity: 0, unitPriceCents: -1 }],
        })
      ).status,
    ).toBe(400);

    expect((await call(quoteApi, "DELETE", quote._id)).status).toBe(409);
    const row = loadQuote(quote._id)!;
    const token = (await sendQuote(row.id, by)) as { ok: true; link: string };
    await acceptQuote(token.link.split("/").pop()!, acceptValues(2), customer);
    const locked = await call(quoteApi, "PATCH", quote._id, { terms: "After signing" });
    expect(locked.status).toBe(409);
    expect(await locked.json()).toEqual({ success: false, error: QUOTE_MESSAGES.locked });
    const signed = (await (await call(quoteApi, "GET", quote._id)).json()).quote;
    expect(signed.acceptance).toMatchObject({ name: "Rosa Alvarez", version: 2, ip: "203.0.113.9" });

    const draft = await (await call(quotesApi, "POST", undefined, sampleQuoteBody())).json();
    expect((await call(quoteApi, "DELETE", draft.quote._id)).status).toBe(200);
    expect((await call(quoteApi, "GET", draft.quote._id)).status).toBe(404);
  });
});
