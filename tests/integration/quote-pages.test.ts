// The quote pages' routes over the use cases (issue 36, phase B): the back office's editor (its lines' intents without
// JavaScript, save, send, the refusals that store nothing), the detail page's forms, and the customer's page (its
// answers and their exact messages, its headers, its PDF and Pay deposit without Stripe, the rate limit).
import { extractText } from "unpdf";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { CSRF_FIELD } from "~/security/csrf";
import { csrfTokenFor } from "~/security/csrf.server";
import { createEstimate, getEstimate } from "~/estimates/estimate.server";
import { QUOTE_PAGE_RATE_LIMIT, QUOTE_PDF_RATE_LIMIT } from "~/quotes/quote-page-limit.server";
import { QUOTE_LIMITS, QUOTE_MESSAGES } from "~/quotes/quote-options";
import { listQuotes, loadQuote } from "~/quotes/quote-records.server";
import { SIGNATURE_REFUSAL } from "~/quotes/signature-svg";
import * as detailPage from "~/routes/admin/quotes/$id";
import * as editPage from "~/routes/admin/quotes/$id/edit";
import * as officePdf from "~/routes/admin/quotes/$id/pdf";
import * as newPage from "~/routes/admin/quotes/new";
import * as quotePage from "~/routes/_site/q/$token";
import * as depositRoute from "~/routes/_site/q/$token/deposit";
import * as customerPdf from "~/routes/_site/q/$token/pdf";
import * as webhookRoute from "~/routes/_resources/webhooks/stripe";
import { seedWithApiUsers } from "../support/api-users";
import { flashedAlert, postPageForm, signedInAdmin } from "../support/admin-form";
import { callRoute, routeArgs } from "../support/route-call";

vi.hoisted(() => {
  process.env.CONTACT_NOTIFY_EMAIL = "office@example.com";
});

let cookie = "";
let ipCounter = 0;

beforeAll(async () => {
  await seedWithApiUsers();
  ({ cookie } = await signedInAdmin({
    name: "Quote Pages",
    email: "quote-pages@example.com",
    password: "quote-pages-password-1",
  }));
});

/** The editor's fields for two lines and an optional one, 8.6% tax and a 25% deposit. */
const editorFields = (overrides: Record<string, string> = {}) => ({
  customerName: "Rosa Alvarez",
  email: "rosa.pages@example.com",
  phone: "(480) 555-0111",
  address: "2210 E Baseline Rd",
  city: "Mesa",
  zip: "85204",
  "items[0].description": "Sealcoat parking lot, two coats",
  "items[0].quantity": "12000",
  "items[0].unit": "sq ft",
  "items[0].unitPrice": "0.18",
  "items[1].description": "Crack seal",
  "items[1].quantity": "1",
  "items[1].unitPrice": "850",
  "items[2].description": "Restripe 40 stalls",
  "items[2].quantity": "40",
  "items[2].unitPrice": "12.50",
  "items[2].optional": "on",
  taxRate: "8.6",
  depositType: "percent",
  deposit: "25",
  validUntil: "2099-12-31",
  terms: "Work during **dry weather** only.",
  ...overrides,
});

const replyOf = (answer: unknown) =>
  (
    answer as {
      data: { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
    }
  ).data.result;
const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : (answer as { init?: { status?: number } }).init?.status;

/** Saves (and with `send`, sends) a quote through the editor; answers its id and, once sent, the mailed token. */
async function writeQuote(fields: Record<string, string> = {}, send = false) {
  const answer = await postPageForm(cookie, newPage, "/admin/quotes/new", {
    ...editorFields(fields),
    intent: send ? "send" : "save",
  });
  if (!(answer instanceof Response) || answer.status !== 302) throw new Error(JSON.stringify(answer));
  const id = answer.headers.get("Location")!.split("/").pop()!;
  return { id, answer };
}

/** A post to the customer's page from an anonymous browser, with every value of repeated fields. */
async function postAnswer(token: string, fields: [string, string][], ip = `203.0.113.${++ipCounter}`) {
  const headers = { "X-Forwarded-For": ip, "User-Agent": "Mozilla/5.0 (iPhone) Safari" };
  const form = new FormData();
  form.set(CSRF_FIELD, await csrfTokenFor(new Request("http://site.test/", { headers })));
  for (const [name, value] of fields) form.append(name, value);
  const request = new Request(`http://site.test/q/${token}`, { method: "POST", headers, body: form });
  try {
    return await quotePage.action(routeArgs(request, { token }) as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** A sent quote and the token of its link (the outbox keeps the customer's mail until it is delivered). */
async function sentQuote(fields: Record<string, string> = {}) {
  const { id } = await writeQuote(fields, true);
  const { listOutbox } = await import("~/mail/outbox.server");
  const quote = loadQuote(id)!;
  const mail = listOutbox(quote.email).find((row) => row.subject.startsWith(`Quote ${quote.reference}`))!;
  const token = /\/q\/([\w-]+)/.exec(mail.text)![1];
  return { quote, token };
}

describe("the editor", () => {
  test("Add line and Remove come back with the new list and everything typed, and store nothing", async () => {
    const before = listQuotes().length;
    const added = await postPageForm(cookie, newPage, "/admin/quotes/new", {
      ...editorFields(),
      __intent__: JSON.stringify({ type: "insert", payload: { name: "items" } }),
    });
    expect(statusOf(added)).toBe(200);
    const list = replyOf(added).initialValue!.items as { description?: string }[];
    expect(list).toHaveLength(4);
    expect(list[1].description).toBe("Crack seal");
    expect(replyOf(added).initialValue!.customerName).toBe("Rosa Alvarez");
    const removed = await postPageForm(cookie, newPage, "/admin/quotes/new", {
      ...editorFields(),
      __intent__: JSON.stringify({ type: "remove", payload: { name: "items", index: 0 } }),
    });
    expect(
      (replyOf(removed).initialValue!.items as { description: string }[]).map((i) => i.description),
    ).toEqual(["Crack seal", "Restripe 40 stalls"]);
    expect(listQuotes()).toHaveLength(before);
  });

  test("Write a quote carries the estimate request over and links it; Save draft stores the totals in cents", async () => {
    const estimate = createEstimate(
      {
        name: "Lee Carter",
        email: "lee.carter@example.com",
        phone: "6025550142",
        service: "Sealcoating",
        propertyType: "Commercial",
        address: "1200 W Main St",
        city: "Mesa",
        zip: "85201",
        size: 24,
        sizeUnit: "parking stalls",
        timeframe: "Within a month",
        details: "Cracked lot.",
      },
      [],
    );
    const request = new Request(`http://site.test/admin/quotes/new?estimate=${estimate.id}`, {
      headers: { Cookie: cookie },
    });
    const loaded = await newPage.loader(routeArgs(request) as never);
    expect(loaded.values).toMatchObject({
      estimateId: estimate.id,
      customerName: "Lee Carter",
      email: "lee.carter@example.com",
      // The request keeps the digits; the editor shows the number as every other page does.
      phone: "(602) 555-0142",
      address: "1200 W Main St",
      zip: "85201",
    });
    expect(loaded.estimate).toEqual({ id: estimate.id, reference: estimate.reference });
    const empty = await newPage.loader(
      routeArgs(new Request("http://site.test/admin/quotes/new", { headers: { Cookie: cookie } })) as never,
    );
    expect(empty.values.customerName).toBe("");

    const { id, answer } = await writeQuote({ estimateId: estimate.id });
    expect(await flashedAlert(answer)).toMatchObject({ message: QUOTE_MESSAGES.created });
    const quote = loadQuote(id)!;
    expect(quote).toMatchObject({
      estimateId: estimate.id,
      status: "draft",
      taxRateBps: 860,
      depositValue: 2500,
    });
    expect(quote.items.map((item) => [item.unitPriceCents, item.quantityMilli, item.optional])).toEqual([
      [18, 12_000_000, false],
      [85_000, 1000, false],
      [1250, 40_000, true],
    ]);
  });

  test("bad input gets its field's message and stores nothing; a past Valid until is refused on sending", async () => {
    const before = listQuotes().length;
    const bad = await postPageForm(cookie, newPage, "/admin/quotes/new", {
      ...editorFields({ taxRate: "25", "items[1].quantity": "0", zip: "8520" }),
      intent: "save",
    });
    expect(statusOf(bad)).toBe(400);
    expect(replyOf(bad).error).toMatchObject({
      taxRate: ["Tax rate must be from 0 to 20%, with up to two decimals"],
      "items[1].quantity": ["Quantity must be above 0 and at most 1,000,000, with up to three decimals"],
      zip: ["ZIP code must be 5 digits"],
    });
    // A word no column can hold is refused at save, beside its field (a link in the terms may be longer).
    const longWords = await postPageForm(cookie, newPage, "/admin/quotes/new", {
      ...editorFields({
        "items[0].description": `Sealcoat ${"x".repeat(QUOTE_LIMITS.descriptionWord + 1)}`,
        terms: `See https://example.com/${"y".repeat(QUOTE_LIMITS.termsWord)}`,
      }),
      intent: "save",
    });
    expect(statusOf(longWords)).toBe(400);
    expect(replyOf(longWords).error).toMatchObject({
      "items[0].description": [
        `Description has a word of ${QUOTE_LIMITS.descriptionWord + 1} characters; a word or link may have at most ${QUOTE_LIMITS.descriptionWord}`,
      ],
      terms: [
        `Scope and terms has a word of ${QUOTE_LIMITS.termsWord + 20} characters; a word or link may have at most ${QUOTE_LIMITS.termsWord}`,
      ],
    });
    const past = await postPageForm(cookie, newPage, "/admin/quotes/new", {
      ...editorFields({ validUntil: "2020-01-01" }),
      intent: "send",
    });
    expect(statusOf(past)).toBe(400);
    expect(replyOf(past).error?.validUntil).toEqual([QUOTE_MESSAGES.validUntilFuture]);
    expect(listQuotes()).toHaveLength(before);
  });

  test("Send to customer saves, sends and moves a linked estimate to Estimate sent", async () => {
    const estimate = createEstimate(
      {
        name: "Ana Ruiz",
        email: "ana.ruiz@example.com",
        phone: "(480) 555-0177",
        service: "Sealcoating",
        propertyType: "Residential",
        address: "10 N Center St",
        city: "Mesa",
        zip: "85201",
        size: 800,
        sizeUnit: "sq ft",
        timeframe: "Within a month",
        details: "Driveway.",
      },
      [],
    );
    const { id, answer } = await writeQuote({ estimateId: estimate.id }, true);
    expect(await flashedAlert(answer)).toMatchObject({ message: QUOTE_MESSAGES.sent });
    expect(loadQuote(id)!.status).toBe("sent");
    expect(getEstimate(estimate.id)?.status).toBe("estimate_sent");
  });
});

describe("the customer's page", () => {
  test("an unknown token is a 404; the page is kept from robots, caches and referrers", async () => {
    const unknownRequest = new Request("http://site.test/q/nope", {
      headers: { "X-Forwarded-For": "198.51.100.6" },
    });
    const unknown = await Promise.resolve()
      .then(() => quotePage.loader(routeArgs(unknownRequest, { token: "nope" }) as never))
      .catch((thrown: unknown) => thrown);
    expect(statusOf(unknown)).toBe(404);
    expect(quotePage.headers({} as never)).toEqual({
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
      "Cache-Control": "private, no-store",
    });
    const { quote, token } = await sentQuote();
    const request = new Request(`http://site.test/q/${token}`, {
      headers: { "X-Forwarded-For": "198.51.100.7" },
    });
    const page = await quotePage.loader(routeArgs(request, { token }) as never);
    expect(page.quote).toMatchObject({ reference: quote.reference, total: "$3,268.86", takesAnswers: true });
  });

  test("accept asks for the consent, then the name; a changed version is refused; the options ticked are signed", async () => {
    const { quote, token } = await sentQuote();
    const option = quote.items.find((item) => item.optional)!;
    const base: [string, string][] = [
      ["intent", "accept"],
      ["version", "1"],
      ["options", "listed"],
      ["option", option.id],
    ];
    const none = await postAnswer(token, base);
    expect(statusOf(none)).toBe(400);
    expect(replyOf(none).error).toMatchObject({
      consent: [QUOTE_MESSAGES.consentRequired],
      name: [QUOTE_MESSAGES.nameRequired],
    });
    const noName = await postAnswer(token, [...base, ["consent", "on"], ["name", " "]]);
    expect(replyOf(noName).error).toEqual({ name: [QUOTE_MESSAGES.nameRequired] });
    const stale = await postAnswer(token, [
      ["intent", "accept"],
      ["version", "2"],
      ["consent", "on"],
      ["name", "Rosa Alvarez"],
    ]);
    expect(statusOf(stale)).toBe(409);
    expect(replyOf(stale).error?.[""]).toEqual([QUOTE_MESSAGES.versionChanged]);
    // A drawing whose numbers cannot be drawn is refused beside the pad, and nothing is signed.
    const badDrawing = await postAnswer(token, [
      ...base,
      ["consent", "on"],
      ["name", "Rosa Alvarez"],
      ["signature", '<svg viewBox="0 0 300 100"><path d="M 10 10 L 1e300 20"/></svg>'],
    ]);
    expect(statusOf(badDrawing)).toBe(400);
    expect(replyOf(badDrawing).error).toEqual({ signature: [SIGNATURE_REFUSAL] });
    expect(loadQuote(quote.id)!.acceptances).toHaveLength(0);

    const signed = await postAnswer(token, [...base, ["consent", "on"], ["name", "Rosa Alvarez"]]);
    expect(signed).toBeInstanceOf(Response);
    expect((signed as Response).headers.get("Location")).toBe(`/q/${token}#quote-status`);
    expect(await flashedAlert(signed as Response)).toMatchObject({ message: QUOTE_MESSAGES.accepted });
    const stored = loadQuote(quote.id)!;
    expect(stored.status).toBe("accepted");
    expect(JSON.parse(stored.acceptances[0].document)).toMatchObject({ totalCents: 381186 });
    // A second tap signs nothing more.
    await postAnswer(token, [...base, ["consent", "on"], ["name", "Rosa Alvarez"]]);
    expect(loadQuote(quote.id)!.acceptances).toHaveLength(1);

    const pdf = await callRoute(customerPdf as never, "GET", { path: `/q/${token}/pdf`, params: { token } });
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toBe(`inline; filename="${quote.reference}.pdf"`);
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true });
    expect(text).toContain("$3,811.86");
    expect(text).toContain(stored.acceptances[0].documentSha256);
  });

  test("Update total stores the choice; decline and request changes go back to the page with their notice", async () => {
    const { quote, token } = await sentQuote();
    const option = quote.items.find((item) => item.optional)!;
    const updated = await postAnswer(token, [
      ["intent", "options"],
      ["version", "1"],
      ["option", option.id],
    ]);
    expect((updated as Response).headers.get("Location")).toBe(`/q/${token}#quote-figures`);
    expect(loadQuote(quote.id)!.chosenItemIds).toEqual([option.id]);
    const foreign = await postAnswer(token, [
      ["intent", "options"],
      ["version", "1"],
      ["option", quote.items[0].id],
    ]);
    expect(replyOf(foreign).error?.[""]).toEqual([QUOTE_MESSAGES.notOptional]);

    const empty = await postAnswer(token, [
      ["intent", "changes"],
      ["message", ""],
    ]);
    expect(replyOf(empty).error).toEqual({ message: [QUOTE_MESSAGES.changesRequired] });
    const changes = await postAnswer(token, [
      ["intent", "changes"],
      ["message", "Add the side lot"],
    ]);
    expect(await flashedAlert(changes as Response)).toMatchObject({ message: QUOTE_MESSAGES.changesSent });
    expect(loadQuote(quote.id)!.status).toBe("changes_requested");
    const declined = await postAnswer(token, [
      ["intent", "decline"],
      ["reason", ""],
    ]);
    expect(await flashedAlert(declined as Response)).toMatchObject({ message: QUOTE_MESSAGES.declined });
    expect(loadQuote(quote.id)!.status).toBe("declined");
  });

  test("without Stripe there is no online payment: Pay deposit says so, the webhook is not there", async () => {
    const { token } = await sentQuote();
    await postAnswer(token, [
      ["intent", "accept"],
      ["version", "1"],
      ["consent", "on"],
      ["name", "Rosa Alvarez"],
    ]);
    const headers = { "X-Forwarded-For": "198.51.100.9" };
    const form = new FormData();
    form.set(CSRF_FIELD, await csrfTokenFor(new Request("http://site.test/", { headers })));
    const request = new Request(`http://site.test/q/${token}/deposit`, {
      method: "POST",
      headers,
      body: form,
    });
    const answer = await depositRoute.action(routeArgs(request, { token }) as never);
    expect(await flashedAlert(answer)).toMatchObject({
      kind: "error",
      message: QUOTE_MESSAGES.noOnlinePayment,
    });
    const page = await quotePage.loader(
      routeArgs(new Request(`http://site.test/q/${token}`, { headers }), { token }) as never,
    );
    expect(page.quote.payOnline).toBe(false);
    const webhook = await callRoute(webhookRoute as never, "POST", { path: "/webhooks/stripe", body: "{}" });
    expect(webhook.status).toBe(404);
  });

  test(`one address gets ${QUOTE_PAGE_RATE_LIMIT.limit} requests in the window, then a 429 with Retry-After`, async () => {
    const { token } = await sentQuote();
    const ask = () =>
      callRoute(customerPdf as never, "GET", {
        path: `/q/${token}/pdf`,
        params: { token },
        ip: "192.0.2.77",
      });
    for (let i = 0; i < QUOTE_PAGE_RATE_LIMIT.limit; i++) {
      const request = new Request(`http://site.test/q/${token}`, {
        headers: { "X-Forwarded-For": "192.0.2.77" },
      });
      await quotePage.loader(routeArgs(request, { token }) as never);
    }
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  test(`the PDF has a smaller allowance of its own: ${QUOTE_PDF_RATE_LIMIT.limit} in the window`, async () => {
    const { token } = await sentQuote();
    const ask = () =>
      callRoute(customerPdf as never, "GET", {
        path: `/q/${token}/pdf`,
        params: { token },
        ip: "192.0.2.78",
      });
    const answers = await Promise.all(Array.from({ length: QUOTE_PDF_RATE_LIMIT.limit + 5 }, ask));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(QUOTE_PDF_RATE_LIMIT.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    // The page itself still opens from that address.
    const page = new Request(`http://site.test/q/${token}`, { headers: { "X-Forwarded-For": "192.0.2.78" } });
    expect(await quotePage.loader(routeArgs(page, { token }) as never)).toBeTruthy();
  });
});

describe("the detail page", () => {
  test("records a payment, shows the timeline in words; an accepted quote is locked and Revise makes a draft", async () => {
    const { quote, token } = await sentQuote();
    const paid = await postPageForm(
      cookie,
      detailPage,
      `/admin/quotes/${quote.id}`,
      { intent: "payment", amount: "500.00", paidOn: "2026-03-05", method: "check" },
      { id: quote.id },
    );
    expect(await flashedAlert(paid as Response)).toMatchObject({ message: QUOTE_MESSAGES.paymentRecorded });
    const bad = await postPageForm(
      cookie,
      detailPage,
      `/admin/quotes/${quote.id}`,
      { intent: "payment", amount: "0", paidOn: "2026-03-05", method: "barter" },
      { id: quote.id },
    );
    expect(statusOf(bad)).toBe(400);
    await postAnswer(token, [
      ["intent", "accept"],
      ["version", "1"],
      ["consent", "on"],
      ["name", "Rosa Alvarez"],
    ]);
    const request = new Request(`http://site.test/admin/quotes/${quote.id}`, { headers: { Cookie: cookie } });
    const { quote: view } = await detailPage.loader(routeArgs(request, { id: quote.id }) as never);
    expect(view.timeline.map((event) => event.text)).toEqual([
      "Created",
      `Sent to ${quote.email} (version 1)`,
      "Payment of $500.00 (Check)",
      "Accepted and signed by Rosa Alvarez (version 1)",
    ]);
    expect(view).toMatchObject({ locked: true, paid: "$500.00", acceptance: { name: "Rosa Alvarez" } });
    expect(view.payments[0]).toMatchObject({ amount: "$500.00", method: "Check", paidOn: "March 5, 2026" });

    const edit = await editPage.loader(
      routeArgs(
        new Request(`http://site.test/admin/quotes/${quote.id}/edit`, { headers: { Cookie: cookie } }),
        {
          id: quote.id,
        },
      ) as never,
    );
    expect(edit.locked).toBe(true);
    const locked = await postPageForm(
      cookie,
      editPage,
      `/admin/quotes/${quote.id}/edit`,
      { ...editorFields(), intent: "save" },
      { id: quote.id },
    );
    expect(statusOf(locked)).toBe(409);
    const revised = await postPageForm(
      cookie,
      detailPage,
      `/admin/quotes/${quote.id}`,
      { intent: "revise" },
      { id: quote.id },
    );
    expect((revised as Response).headers.get("Location")).toBe(`/admin/quotes/${quote.id}/edit`);
    expect(loadQuote(quote.id)).toMatchObject({ status: "draft", version: 2 });

    const pdf = await officePdf.loader(
      routeArgs(
        new Request(`http://site.test/admin/quotes/${quote.id}/pdf`, { headers: { Cookie: cookie } }),
        {
          id: quote.id,
        },
      ) as never,
    );
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
  });
});
