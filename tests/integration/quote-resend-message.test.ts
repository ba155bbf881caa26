// "Message to the customer" with a sending, below the pages: the office answers a request for changes, and the answer
// is in the mail, the timeline, the audit row and on the customer's page; a message over its limit is refused with
// a field error and sends and stores nothing. The API takes it as an optional body. The clock is injected.
import { beforeAll, describe, expect, test } from "vitest";
import { listOutbox } from "~/mail/outbox.server";
import { listLogs } from "~/logs/log.server";
import { requestQuoteChanges } from "~/quotes/customer-answers.server";
import { quoteOfficeView } from "~/quotes/quote-office-view.server";
import { OFFICE_MESSAGE_MAX } from "~/quotes/send-form-schema";
import { loadQuote } from "~/quotes/quote-records.server";
import { createQuote } from "~/quotes/save-quote.server";
import { sendQuote } from "~/quotes/send-quote.server";
import { quoteDetailAction } from "~/routes/admin/quotes/+shared/quote-detail.server";
import { saveQuoteFromEditor } from "~/routes/admin/quotes/+shared/quote-editor.server";
import * as quoteSendApi from "~/routes/api/quotes/$id/send";
import { seedWithApiUsers } from "../support/api-users";
import { officeContext, sampleQuoteInput } from "../support/quotes";
import { callRoute } from "../support/route-call";

const NOW = new Date("2026-03-02T17:00:00Z");
const later = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
const ANSWER = "We took out the restriping, as you asked.\nThe crack seal stays: the lot needs it.";

let by: Awaited<ReturnType<typeof officeContext>>;
let adminToken = "";

beforeAll(async () => {
  ({ adminToken } = await seedWithApiUsers());
  by = await officeContext();
});

async function askedQuote(email: string) {
  // Open past the real day too: the page action and the API send at the real time.
  const created = createQuote(sampleQuoteInput({ email, validUntil: "2028-06-30" }), by, { now: NOW });
  if (!created.ok) throw new Error(created.error);
  const sent = await sendQuote(created.quote.id, by, { now: NOW });
  if (!sent.ok) throw new Error(sent.error);
  const token = new URL(sent.link).pathname.split("/").pop()!;
  const asked = await requestQuoteChanges(
    token,
    { message: "Can you leave out the restriping?" },
    { ip: "203.0.113.9", userAgent: "Mozilla/5.0", now: later(1) },
  );
  if (!asked.ok) throw new Error(asked.error);
  return { id: created.quote.id, reference: created.quote.reference, token };
}

const sendForm = (message: string) => {
  const form = new FormData();
  form.set("intent", "send");
  form.set("message", message);
  return form;
};

describe("re-sending with a message to the customer", () => {
  test("the message is in the mail, the timeline, the audit row", async () => {
    const { id, reference } = await askedQuote("answer@example.com");
    const again = await sendQuote(id, by, { now: later(3), message: ANSWER });
    expect(again.ok).toBe(true);
    // The quote's own mails (the request's copy to the customer is another).
    const [first, second] = listOutbox("answer@example.com").filter((mail) =>
      mail.subject.startsWith(`Quote ${reference} from`),
    );
    expect(first.text).not.toContain("Message from");
    expect(second.text).toContain(`Message from Ironwash Paving & Civil:\n${ANSWER}`);
    expect(second.html).toContain("We took out the restriping, as you asked.");

    const quote = loadQuote(id)!;
    expect(quote.status).toBe("sent");
    expect(quote.events.at(-1)).toMatchObject({
      type: "sent",
      detail: { to: "answer@example.com", message: ANSWER },
    });
    expect(quoteOfficeView(id, later(3))!.timeline.at(-1)!.text).toBe(
      `Sent to answer@example.com (version 1) with the message: ${ANSWER}`,
    );
    const log = listLogs({ event: "quote.send" }).find((row) => row.message.includes(reference));
    expect(log?.message).toContain("with a message");
  });

  test("from the detail page: a message over the limit is a field error, and nothing is sent or stored", async () => {
    const { id, reference } = await askedQuote("limit@example.com");
    const events = loadQuote(id)!.events.length;
    const mails = listOutbox("limit@example.com").length;
    const refused = (await quoteDetailAction(id, sendForm("x".repeat(OFFICE_MESSAGE_MAX + 1)), by)) as {
      init: { status: number };
      data: { form: string; result: { error: Record<string, string[]> } };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.form).toBe("send");
    expect(refused.data.result.error.message).toEqual([
      expect.stringMatching(/^Message to the customer .*2000 characters/),
    ]);
    expect(loadQuote(id)!.events).toHaveLength(events);
    expect(listOutbox("limit@example.com")).toHaveLength(mails);

    const sent = await quoteDetailAction(id, sendForm(`  ${"y".repeat(OFFICE_MESSAGE_MAX)}  `), by);
    expect(sent).toBeInstanceOf(Response);
    expect(loadQuote(id)!.events.at(-1)?.detail).toMatchObject({
      message: "y".repeat(OFFICE_MESSAGE_MAX),
    });
    expect(listOutbox("limit@example.com").at(-1)?.subject).toContain(reference);
  });

  test("the API takes the message as an optional body and refuses one too long", async () => {
    const { id } = await askedQuote("api-answer@example.com");
    const call = (body?: unknown) =>
      callRoute(quoteSendApi, "POST", { token: adminToken, params: { id }, body });
    const tooLong = await call({ message: "z".repeat(OFFICE_MESSAGE_MAX + 1) });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).fieldErrors).toHaveProperty("message");
    const withMessage = await call({ message: "A new version without the restriping." });
    expect(withMessage.status).toBe(200);
    expect(loadQuote(id)!.events.at(-1)?.detail).toMatchObject({
      message: "A new version without the restriping.",
    });
    const bare = await call();
    expect(bare.status).toBe(200);
    expect(loadQuote(id)!.events.at(-1)?.detail).toEqual({ to: "api-answer@example.com" });
  });

  test("the editor's own Send to customer takes the same message, bounded the same way", async () => {
    const editorForm = (email: string, message: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        customerName: "Dana Whitfield",
        email,
        phone: "(480) 555-0142",
        address: "77 E Palm Ln",
        city: "Mesa",
        zip: "85201",
        "items[0].description": "Mill and overlay",
        "items[0].quantity": "1",
        "items[0].unitPrice": "15000",
        depositType: "percent",
        deposit: "30",
        validUntil: "2099-06-30",
        message,
        intent: "send",
      }))
        form.set(name, value);
      return form;
    };
    const tooLong = (await saveQuoteFromEditor(
      editorForm("editor-long@example.com", "m".repeat(OFFICE_MESSAGE_MAX + 1)),
      by,
    )) as { init: { status: number }; data: { result: { error: Record<string, string[]> } } };
    expect(tooLong.init.status).toBe(400);
    expect(tooLong.data.result.error.message).toEqual([
      expect.stringMatching(/^Message to the customer .*2000 characters/),
    ]);
    expect(listOutbox("editor-long@example.com")).toHaveLength(0);

    const sent = await saveQuoteFromEditor(editorForm("editor-send@example.com", "See you Tuesday."), by);
    expect(sent).toBeInstanceOf(Response);
    const [mail] = listOutbox("editor-send@example.com");
    expect(mail.text).toContain("Message from Ironwash Paving & Civil:\nSee you Tuesday.");
  });
});
