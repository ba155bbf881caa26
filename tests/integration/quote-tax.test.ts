// Arizona's contracting tax on quotes: a quote's classification starts from its service, decides its tax line on the
// customer's page, the office's page, the PDF, the mails and the API, and a signed document keeps what was signed.
import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { beforeAll, describe, expect, test } from "vitest";
import { requireSiteSettings, saveServices, servicesOf } from "~/content/site-settings.server";
import { db } from "~/db/client.server";
import { quoteAcceptances, quotes } from "~/db/schema";
import { createEstimate } from "~/estimates/estimate.server";
import { listOutbox } from "~/mail/outbox.server";
import { acceptQuote } from "~/quotes/customer-answers.server";
import { quoteOfficeView } from "~/quotes/quote-office-view.server";
import { quotePageView } from "~/quotes/quote-page.server";
import { quotePdfForToken } from "~/quotes/quote-pdf-file.server";
import { acceptFormSchema } from "~/quotes/quote-schema";
import { createQuote, newQuoteDefaults, updateQuote } from "~/quotes/save-quote.server";
import { sendQuote } from "~/quotes/send-quote.server";
import { MRRA_NOTICE } from "~/quotes/tax-classification";
import * as quoteApi from "~/routes/api/quotes/$id";
import * as quotesApi from "~/routes/api/quotes";
import * as servicesApi from "~/routes/api/services";
import { seedWithApiUsers } from "../support/api-users";
import { officeContext, sampleQuoteBody, sampleQuoteInput } from "../support/quotes";
import { callRoute } from "../support/route-call";

const NOW = new Date("2026-03-02T17:00:00Z");
const customer = { ip: "203.0.113.9", userAgent: "Mozilla/5.0", now: new Date(NOW.getTime() + 3_600_000) };

let by: Awaited<ReturnType<typeof officeContext>>;
let adminToken = "";

beforeAll(async () => {
  ({ adminToken } = await seedWithApiUsers());
  by = await officeContext();
});

// $38,405.00 of new paving at the job site's 8.3%: the example.
const paving = (overrides: Parameters<typeof sampleQuoteBody>[0] = {}) =>
  sampleQuoteBody({
    items: [
      { description: "New parking lot, 3 in. hot mix", quantity: 1, unit: "lot", unitPriceCents: 3_840_500 },
    ],
    taxRatePercent: 8.3,
    depositPercent: 30,
    ...overrides,
  });

function created(body: ReturnType<typeof paving>) {
  const result = createQuote(sampleQuoteInput(body), by, { now: NOW });
  if (!result.ok) throw new Error(result.error);
  return result.quote;
}

async function sent(body: ReturnType<typeof paving>) {
  const result = await sendQuote(created(body).id, by, { now: NOW });
  if (!result.ok) throw new Error(result.error);
  return { quote: result.quote, token: new URL(result.link).pathname.split("/").pop()! };
}

const estimateFor = (service: string) =>
  createEstimate(
    {
      name: "Dana Ortiz",
      email: "dana@example.com",
      phone: "(480) 555-0123",
      service,
      propertyType: "Commercial",
      address: "1 W Center St",
      city: "Mesa",
      zip: "85201",
      size: 2,
      sizeUnit: "acres",
      timeframe: "Within a month",
      details: "New lot.",
    },
    [],
  );

describe("a new quote takes its service's classification", () => {
  test("by the service's name, and as the office set it in /admin/services", () => {
    expect(newQuoteDefaults(estimateFor("Sealcoating").id).taxClassification).toBe("mrra");
    expect(newQuoteDefaults(estimateFor("Asphalt Paving").id).taxClassification).toBe("prime_contracting");
    expect(newQuoteDefaults(estimateFor("Site Development").id).taxClassification).toBe("prime_contracting");
    expect(newQuoteDefaults(estimateFor("Sidewalks").id).taxClassification).toBe("subtotal");
    expect(newQuoteDefaults(null).taxClassification).toBe("subtotal");

    const lists = servicesOf(requireSiteSettings());
    saveServices(
      {
        ...lists,
        concrete: lists.concrete.map((service) =>
          service.name === "Sidewalks" ? { ...service, taxClassification: "prime_contracting" } : service,
        ),
      },
      by,
    );
    expect(newQuoteDefaults(estimateFor("Sidewalks").id).taxClassification).toBe("prime_contracting");
  });

  test("GET /api/services spells each service's classification out; PUT takes one", async () => {
    const listed = await callRoute(servicesApi, "GET", {});
    const { services } = await listed.json();
    const named = (name: string) =>
      [...services.asphalt, ...services.concrete, ...services.heavyCivil].find(
        (service: { name: string }) => service.name === name,
      );
    expect(named("Crack Sealing").taxClassification).toBe("mrra");
    expect(named("Mass Grading & Earthwork").taxClassification).toBe("prime_contracting");
    expect(named("Sidewalks").taxClassification).toBe("prime_contracting");
    const bad = await callRoute(servicesApi, "PUT", {
      token: adminToken,
      body: { ...services, landing: [{ name: "Paving", description: "", taxClassification: "exempt" }] },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({
      "landing.0.taxClassification": ["Choose a tax classification"],
    });
  });
});

describe("the tax line follows the classification", () => {
  test("prime contracting: the rate on 65% of the subtotal, on the page, the office's page, the PDF and the API", async () => {
    const { quote, token } = await sent(paving({ taxClassification: "prime_contracting" }));
    const page = quotePageView(token, { now: NOW, port: null })!;
    expect(page).toMatchObject({
      taxLabel: "Tax (8.300% on 65% of $38,405.00)",
      taxNotice: null,
      subtotal: "$38,405.00",
      tax: "$2,071.95",
      total: "$40,476.95",
      depositDue: "$12,143.09",
      pricing: { taxClassification: "prime_contracting", taxRateBps: 830 },
    });
    expect(quoteOfficeView(quote.id, NOW)).toMatchObject({
      taxClassificationLabel: "Prime contracting (new construction or modification)",
      taxLabel: "Tax (8.300% on 65% of $38,405.00)",
      tax: "$2,071.95",
    });
    const pdf = (await quotePdfForToken(token, { now: NOW }))!;
    const text = (await extractText(new Uint8Array(pdf.bytes), { mergePages: true })).text;
    expect(text).toContain("Tax (8.300% on 65% of $38,405.00) $2,071.95");
    const record = await (
      await callRoute(quoteApi, "GET", { token: adminToken, params: { id: quote.id } })
    ).json();
    expect(record.quote).toMatchObject({
      taxClassification: "prime_contracting",
      taxRatePercent: 8.3,
      subtotalCents: 3_840_500,
      taxBaseCents: 2_496_325,
      taxCents: 207_195,
      totalCents: 4_047_695,
    });
  });

  test("MRRA: no tax line, and the one-line notice on the page, the PDF and the customer's mail", async () => {
    const { quote, token } = await sent(paving({ taxClassification: "mrra", email: "mrra@example.com" }));
    const page = quotePageView(token, { now: NOW, port: null })!;
    expect(page).toMatchObject({ taxLabel: null, taxNotice: MRRA_NOTICE, tax: "$0.00", total: "$38,405.00" });
    expect(quoteOfficeView(quote.id, NOW)).toMatchObject({ taxLabel: null, taxNotice: MRRA_NOTICE });
    const pdf = (await quotePdfForToken(token, { now: NOW }))!;
    const text = (await extractText(new Uint8Array(pdf.bytes), { mergePages: true })).text.replace(
      /\s+/g,
      " ",
    );
    expect(text).toContain(MRRA_NOTICE);
    expect(text).not.toMatch(/Tax \(/);
    const mail = listOutbox().find((row) => row.to === "mrra@example.com")!;
    expect(mail.text).toContain("Total: $38,405.00");
    expect(mail.text).toContain(`Tax: ${MRRA_NOTICE}`);
  });

  test("the editor's classification changes a draft's tax; the subtotal rule is today's", () => {
    const quote = created(paving());
    expect(quote.taxClassification).toBe("subtotal");
    const changed = updateQuote(quote.id, sampleQuoteInput(paving({ taxClassification: "mrra" })), by, {
      now: NOW,
    });
    expect(changed.ok && changed.quote.taxClassification).toBe("mrra");
  });
});

describe("what was signed never changes", () => {
  test("a signed document keeps its tax line; one signed before the classification reads as the subtotal rule", async () => {
    const { quote, token } = await sent(
      paving({ taxClassification: "prime_contracting", email: "signed@example.com" }),
    );
    const signed = await acceptQuote(
      token,
      acceptFormSchema.parse({ version: "1", consent: "on", name: "Dana Ortiz" }),
      customer,
    );
    expect(signed.ok).toBe(true);
    // Even a change made under the page (none can be made through it: the quote is locked) leaves what was signed.
    db.update(quotes).set({ taxClassification: "mrra", taxRateBps: 0 }).where(eq(quotes.id, quote.id)).run();
    expect(quotePageView(token, { now: customer.now, port: null })).toMatchObject({
      taxLabel: "Tax (8.300% on 65% of $38,405.00)",
      tax: "$2,071.95",
      total: "$40,476.95",
    });

    // A document stored before the classification existed has none of its fields: it was taxed on its subtotal.
    const acceptance = db
      .select()
      .from(quoteAcceptances)
      .where(eq(quoteAcceptances.quoteId, quote.id))
      .get()!;
    const legacy = JSON.parse(acceptance.document);
    for (const key of ["taxClassification", "taxBaseCents", "taxLabel", "taxNotice"]) delete legacy[key];
    Object.assign(legacy, { taxRateBps: 860, taxCents: 330_283, totalCents: 4_170_783 });
    db.update(quoteAcceptances)
      .set({ document: JSON.stringify(legacy) })
      .where(eq(quoteAcceptances.id, acceptance.id))
      .run();
    expect(quotePageView(token, { now: customer.now, port: null })).toMatchObject({
      taxClassification: "subtotal",
      taxLabel: "Tax (8.6%)",
      taxNotice: null,
      tax: "$3,302.83",
      total: "$41,707.83",
    });
  });
});

describe("the API", () => {
  const call = (route: Parameters<typeof callRoute>[0], method: string, id?: string, body?: unknown) =>
    callRoute(route, method, { token: adminToken, params: id ? { id } : {}, body });

  test("a body naming only taxRatePercent is taxed on the subtotal; a PATCH keeps the classification", async () => {
    const plain = await call(quotesApi, "POST", undefined, paving());
    expect(plain.status).toBe(201);
    const { quote } = await plain.json();
    expect(quote).toMatchObject({
      taxClassification: "subtotal",
      taxBaseCents: 3_840_500,
      taxCents: 318_762,
    });

    const prime = await call(quoteApi, "PATCH", quote._id, { taxClassification: "prime_contracting" });
    expect((await prime.json()).quote).toMatchObject({
      taxClassification: "prime_contracting",
      taxCents: 207_195,
    });
    // 8.6% of $24,963.25 = $2,146.8395.
    const rate = await call(quoteApi, "PATCH", quote._id, { taxRatePercent: 8.6 });
    expect((await rate.json()).quote).toMatchObject({
      taxClassification: "prime_contracting",
      taxCents: 214_684,
    });

    const bad = await call(quotesApi, "POST", undefined, paving({ taxClassification: "exempt" as never }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({ taxClassification: ["Choose a tax classification"] });
  });
});
