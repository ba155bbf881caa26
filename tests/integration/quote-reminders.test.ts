// The quote reminders with an injected clock: a follow-up three days after sending without an answer, one two days
// before the last day; each once, through the outbox, and none after an answer. A quote past its day is expired.
import { beforeAll, expect, test } from "vitest";
import { listOutbox } from "~/mail/outbox.server";
import { requestQuoteChanges } from "~/quotes/customer-answers.server";
import { loadQuote } from "~/quotes/quote-records.server";
import { runQuoteReminders } from "~/quotes/quote-reminders.server";
import { createQuote } from "~/quotes/save-quote.server";
import { sendQuote } from "~/quotes/send-quote.server";
import { seedWithApiUsers } from "../support/api-users";
import { officeContext, sampleQuoteInput } from "../support/quotes";

let by: Awaited<ReturnType<typeof officeContext>>;
beforeAll(async () => {
  await seedWithApiUsers();
  by = await officeContext();
});

// Sent Monday March 2, 2026 at 10:00 in Arizona; valid until March 20.
const SENT = new Date("2026-03-02T17:00:00Z");
const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 2, day, hour + 7));

async function sentQuote(email: string) {
  const created = createQuote(sampleQuoteInput({ email, validUntil: "2026-03-20" }), by, { now: SENT });
  if (!created.ok) throw new Error(created.error);
  const sent = await sendQuote(created.quote.id, by, { now: SENT });
  if (!sent.ok) throw new Error(sent.error);
  return { quote: sent.quote, token: sent.link.split("/").pop()! };
}

// Not the quote itself, nor the copy of a request for changes: the reminders alone.
const remindersTo = (email: string) =>
  listOutbox(email).filter(
    (mail) => !/^Quote Q-\S+ from |^We received your request for changes/.test(mail.subject),
  );

test("a follow-up after three days, an expiry reminder two days before the last day, each once; then expired", async () => {
  const { quote } = await sentQuote("waiting@example.com");
  runQuoteReminders(at(5, 9)); // 2 days 23 hours after sending: too early
  expect(remindersTo("waiting@example.com")).toEqual([]);
  expect(runQuoteReminders(at(5, 10))).toMatchObject({ followUps: 1 });
  runQuoteReminders(at(5, 11));
  runQuoteReminders(at(9));
  const followUps = remindersTo("waiting@example.com");
  expect(followUps.map((mail) => mail.subject)).toEqual([
    `A reminder about quote ${quote.reference} from Ironwash Paving & Civil`,
  ]);
  expect(followUps[0].text).toMatch(/http:\/\/localhost:3000\/q\/[\w-]{43}/);

  runQuoteReminders(at(17, 23)); // the 17th: three days before
  expect(remindersTo("waiting@example.com")).toHaveLength(1);
  expect(runQuoteReminders(at(18, 0))).toMatchObject({ expiryReminders: 1 }); // midnight of the 18th, Arizona
  runQuoteReminders(at(19));
  expect(remindersTo("waiting@example.com").map((mail) => mail.subject)).toEqual([
    `A reminder about quote ${quote.reference} from Ironwash Paving & Civil`,
    `Quote ${quote.reference} expires on March 20, 2026`,
  ]);

  runQuoteReminders(at(20, 23)); // still the 20th
  expect(loadQuote(quote.id)?.status).toBe("sent");
  expect(runQuoteReminders(at(21, 0))).toMatchObject({ expired: 1 });
  const stored = loadQuote(quote.id)!;
  expect(stored.status).toBe("expired");
  expect(stored.events.filter((event) => event.type === "reminder").map((event) => event.detail)).toEqual([
    { kind: "follow_up" },
    { kind: "expiry" },
  ]);
});

test("an answer stops the reminders", async () => {
  const { token } = await sentQuote("answered@example.com");
  await requestQuoteChanges(
    token,
    { message: "Less sealcoat, please" },
    { ip: "203.0.113.1", userAgent: "t", now: at(3) },
  );
  runQuoteReminders(at(6));
  runQuoteReminders(at(18));
  expect(remindersTo("answered@example.com")).toEqual([]);
});
