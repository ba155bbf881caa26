// The contracting party of a quote (issue 44, item 3): an HOA or company named beside the person ("For Saguaro Vista
// HOA, attention Dana Whitfield") on the page, in the mails, in the PDF and through the API; the signer's title kept
// with the signature and printed in its block; and "Share this quote", which mails the quote to someone else who must
// approve it, with a timeline line, an audit row and a limit per quote. The clock is injected.
import { extractText } from "unpdf";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { listLogs } from "~/logs/log.server";
import { listOutbox } from "~/mail/outbox.server";
import { acceptQuote } from "~/quotes/customer-answers.server";
import { quoteOfficeView } from "~/quotes/quote-office-view.server";
import { QUOTE_LIMITS, QUOTE_MESSAGES } from "~/quotes/quote-options";
import { quotePageView } from "~/quotes/quote-page.server";
import { quotePdfForToken } from "~/quotes/quote-pdf-file.server";
import { loadQuote } from "~/quotes/quote-records.server";
import { createQuote } from "~/quotes/save-quote.server";
import { sendQuote } from "~/quotes/send-quote.server";
import { CSRF_FIELD } from "~/security/csrf";
import { csrfTokenFor } from "~/security/csrf.server";
import * as quotePage from "~/routes/_site/q/$token";
import * as quotesApi from "~/routes/api/quotes";
import * as quoteApi from "~/routes/api/quotes/$id";
import { seedWithApiUsers } from "../support/api-users";
import { officeContext, sampleQuoteBody, sampleQuoteInput } from "../support/quotes";
import { callRoute, routeArgs } from "../support/route-call";

vi.hoisted(() => {
  process.env.CONTACT_NOTIFY_EMAIL = "office@example.com";
});

const NOW = new Date("2026-03-02T17:00:00Z");
const HOA = "Saguaro Vista HOA";
let by: Awaited<ReturnType<typeof officeContext>>;
let adminToken = "";
let ipCounter = 0;

beforeAll(async () => {
  ({ adminToken } = await seedWithApiUsers());
  by = await officeContext();
});

async function sentQuote(email: string, organization = HOA) {
  const created = createQuote(
    sampleQuoteInput({
      customerName: "Dana Whitfield",
      customerOrganization: organization,
      email,
      validUntil: "2099-06-30",
    }),
    by,
    { now: NOW },
  );
  if (!created.ok) throw new Error(created.error);
  const sent = await sendQuote(created.quote.id, by, { now: NOW });
  if (!sent.ok) throw new Error(sent.error);
  return { id: created.quote.id, reference: created.quote.reference, token: sent.link.split("/q/")[1] };
}

/** A post to the customer's page from an anonymous browser. */
async function postAnswer(token: string, fields: Record<string, string>) {
  const headers = { "X-Forwarded-For": `198.51.100.${++ipCounter}`, "User-Agent": "Mozilla/5.0 (iPhone)" };
  const form = new FormData();
  form.set(CSRF_FIELD, await csrfTokenFor(new Request("http://site.test/", { headers })));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request(`http://site.test/q/${token}`, { method: "POST", headers, body: form });
  try {
    return await quotePage.action(routeArgs(request, { token }) as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const pdfText = async (token: string) => {
  const pdf = await quotePdfForToken(token);
  return (await extractText(new Uint8Array(pdf!.bytes), { mergePages: true })).text;
};

describe("the HOA or company that contracts", () => {
  test("the page, the mail and the PDF say who the quote is for; the mail may be shared", async () => {
    const { reference, token } = await sentQuote("dana.hoa@example.com");
    const page = quotePageView(token, { now: NOW })!;
    expect(page.contractingParty).toBe(`For ${HOA}, attention Dana Whitfield`);
    const [mail] = listOutbox("dana.hoa@example.com").filter((row) => row.subject.includes(reference));
    expect(mail.text).toContain(`For ${HOA}, attention Dana Whitfield`);
    expect(mail.text).not.toContain("do not forward");
    expect(mail.text).toContain("You may share this quote with whoever must approve it");
    expect(await pdfText(token)).toContain(`For ${HOA}, attention Dana Whitfield`);
  });

  test('a person contracting alone reads "For {name}"', async () => {
    const { token } = await sentQuote("dana.alone@example.com", "");
    expect(quotePageView(token, { now: NOW })!.contractingParty).toBe("For Dana Whitfield");
    expect(await pdfText(token)).not.toContain("attention");
  });

  test("the API takes customerOrganization on POST, keeps it through a PATCH that leaves it out, bounds it", async () => {
    const post = (body: unknown) => callRoute(quotesApi, "POST", { token: adminToken, body });
    const created = await post(sampleQuoteBody({ customerOrganization: HOA, validUntil: "2099-01-31" }));
    expect(created.status).toBe(201);
    const { quote } = await created.json();
    expect(quote.customerOrganization).toBe(HOA);
    const patched = await callRoute(quoteApi, "PATCH", {
      token: adminToken,
      params: { id: quote._id },
      body: { city: "Tempe" },
    });
    expect((await patched.json()).quote).toMatchObject({ city: "Tempe", customerOrganization: HOA });
    const bare = await post(sampleQuoteBody({ validUntil: "2099-01-31" }));
    expect((await bare.json()).quote.customerOrganization).toBe("");
    const tooLong = await post(
      sampleQuoteBody({ customerOrganization: "H".repeat(QUOTE_LIMITS.organization + 1) }),
    );
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).fieldErrors.customerOrganization).toEqual([
      `Company or HOA must be at most ${QUOTE_LIMITS.organization} characters`,
    ]);
  });
});

describe("the signer's title", () => {
  test("is kept with the signature, shown on the page, in the API, the signed mail and the PDF's signature block", async () => {
    const { id, reference, token } = await sentQuote("dana.title@example.com");
    const answer = await postAnswer(token, {
      intent: "accept",
      version: "1",
      consent: "on",
      name: "Dana Whitfield",
      title: "  Board president ",
    });
    expect(answer).toBeInstanceOf(Response);
    const [acceptance] = loadQuote(id)!.acceptances;
    expect(acceptance.title).toBe("Board president");
    expect(quotePageView(token)!.acceptance?.signedOn).toMatch(
      /^Signed by Dana Whitfield, Board president, on /,
    );
    expect(quoteOfficeView(id)!.acceptance?.title).toBe("Board president");
    const json = await (await callRoute(quoteApi, "GET", { token: adminToken, params: { id } })).json();
    expect(json.quote.acceptance.title).toBe("Board president");
    const signed = listOutbox("dana.title@example.com").find(
      (row) => row.subject === `Your signed quote ${reference}`,
    );
    expect(signed?.text).toContain("Dana Whitfield, Board president, signed");
    expect(await pdfText(token)).toMatch(/Title\s*Board president/);
  });

  test("is optional and bounded", async () => {
    const { id, token } = await sentQuote("dana.notitle@example.com");
    const tooLong = (await postAnswer(token, {
      intent: "accept",
      version: "1",
      consent: "on",
      name: "Dana Whitfield",
      title: "t".repeat(QUOTE_LIMITS.signerTitle + 1),
    })) as { init: { status: number }; data: { result: { error: Record<string, string[]> } } };
    expect(tooLong.init.status).toBe(400);
    expect(tooLong.data.result.error.title).toEqual([
      `Title must be at most ${QUOTE_LIMITS.signerTitle} characters`,
    ]);
    const signed = await acceptQuote(
      token,
      { version: 1, consent: true, name: "Dana Whitfield", title: "", signature: null, option: undefined },
      { ip: "203.0.113.1", userAgent: "Mozilla/5.0" },
    );
    expect(signed.ok).toBe(true);
    expect(loadQuote(id)!.acceptances[0].title).toBe("");
    expect(quotePageView(token)!.acceptance?.signedOn).toMatch(/^Signed by Dana Whitfield on /);
  });
});

describe("Share this quote", () => {
  test("mails a fresh link to the address typed, with a timeline line and an audit row", async () => {
    const { id, reference, token } = await sentQuote("dana.share@example.com");
    const answer = (await postAnswer(token, {
      intent: "share",
      email: "Board.Member@Example.com",
    })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/q/${token}#quote-share`);
    const [mail] = listOutbox("board.member@example.com");
    expect(mail.subject).toBe(
      `Dana Whitfield shared quote ${reference} from Ironwash Paving & Civil with you`,
    );
    expect(mail.text).toContain(`For ${HOA}, attention Dana Whitfield`);
    const link = /\/q\/([\w-]+)/.exec(mail.text)![1];
    expect(link).not.toBe(token);
    expect(quotePageView(link)?.reference).toBe(reference);
    expect(loadQuote(id)!.events.at(-1)).toMatchObject({
      type: "shared",
      detail: { to: "board.member@example.com" },
    });
    expect(quoteOfficeView(id)!.timeline.at(-1)!.text).toBe(
      "Shared by the customer with board.member@example.com",
    );
    const log = listLogs({ event: "quote.share" }).find((row) => row.message.includes(reference));
    expect(log?.message).toBe(`Quote ${reference} shared by the customer with board.member@example.com`);
  });

  test("refuses an address that is not one, and a share beyond the quote's limit", async () => {
    const { id, token } = await sentQuote("dana.limit@example.com");
    const bad = (await postAnswer(token, { intent: "share", email: "not an address" })) as {
      init: { status: number };
      data: { form: string; result: { error: Record<string, string[]> } };
    };
    expect(bad.init.status).toBe(400);
    expect(bad.data.form).toBe("share");
    expect(bad.data.result.error.email).toEqual([
      "Their e-mail address must be an e-mail address like name@example.com",
    ]);
    for (let share = 0; share < QUOTE_LIMITS.shares; share++) {
      expect(
        await postAnswer(token, { intent: "share", email: `member${share}@example.com` }),
      ).toBeInstanceOf(Response);
    }
    const over = (await postAnswer(token, { intent: "share", email: "one-more@example.com" })) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(over.init.status).toBe(409);
    expect(over.data.result.error[""]).toEqual([QUOTE_MESSAGES.tooManyShares(QUOTE_LIMITS.shares)]);
    expect(listOutbox("one-more@example.com")).toHaveLength(0);
    expect(loadQuote(id)!.events.filter((event) => event.type === "shared")).toHaveLength(
      QUOTE_LIMITS.shares,
    );
  });
});
