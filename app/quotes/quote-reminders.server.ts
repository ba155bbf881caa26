// The quote reminders, run by the server every few minutes: one follow-up three days after sending when the customer
// has not answered, one two days before the last day, each at most once per sending and only while the quote waits
// for an answer (any answer stops them). A quote whose last day has ended is marked expired. The reminder is queued
// in the transaction that marks it sent, so it goes exactly once, whichever process runs the job.
import { eq, inArray } from "drizzle-orm";
import { writeTransaction, type Transaction } from "~/db/client.server";
import { quotes } from "~/db/schema";
import { deliverQueued, queueEmail } from "~/mail/send-email.server";
import type { OutboxRow } from "~/mail/outbox.server";
import { logEvent, systemContext } from "~/logs/audit.server";
import { addCalendarDays, arizonaDay } from "~/utils/dates";
import { addQuoteLink, quotePageUrl } from "./quote-links.server";
import { addQuoteEvent } from "./quote-events.server";
import { quoteExpiryReminderMail, quoteFollowUpMail } from "./quote-mails";
import { mailFacts, toCustomer } from "./quote-mailer.server";
import { isPastValidUntil, loadQuote, type QuoteRecord } from "./quote-records.server";

const DAY_MS = 24 * 60 * 60_000;
const FOLLOW_UP_AFTER_MS = 3 * DAY_MS;
const EXPIRY_REMINDER_DAYS = 2;
const JOB_INTERVAL_MS = 10 * 60_000;

export type ReminderReport = { followUps: number; expiryReminders: number; expired: number };

/**
 * A reminder names the quote's link; the token of the mail the customer has is not stored, so each reminder carries
 * a new link to the same quote (links sent before keep working).
 */
function queueReminder(
  tx: Transaction,
  quote: QuoteRecord,
  kind: "follow_up" | "expiry",
  now: Date,
): OutboxRow {
  const link = quotePageUrl(addQuoteLink(tx, quote.id, now));
  const facts = mailFacts(quote);
  const mail = kind === "follow_up" ? quoteFollowUpMail(facts, link) : quoteExpiryReminderMail(facts, link);
  addQuoteEvent(tx, quote, "reminder", now, { kind });
  return queueEmail(toCustomer(quote, mail));
}

/** One run of the job at `now`: expires, then reminds. Answers what it did. */
export function runQuoteReminders(now = new Date()): ReminderReport {
  const report: ReminderReport = { followUps: 0, expiryReminders: 0, expired: 0 };
  const queued: OutboxRow[] = [];
  const today = arizonaDay(now);
  const waiting = writeTransaction((tx) =>
    tx
      .select({ id: quotes.id })
      .from(quotes)
      .where(inArray(quotes.status, ["sent", "changes_requested"]))
      .all(),
  );
  for (const { id } of waiting) {
    writeTransaction((tx) => {
      const quote = loadQuote(id, tx);
      if (!quote || (quote.status !== "sent" && quote.status !== "changes_requested")) return;
      if (isPastValidUntil(quote.validUntil, now)) {
        tx.update(quotes).set({ status: "expired", updatedAt: now }).where(eq(quotes.id, id)).run();
        addQuoteEvent(tx, quote, "expired", now);
        report.expired++;
        return;
      }
      // Reminders wait for an answer; a request for changes is one.
      if (quote.status !== "sent") return;
      const dueForFollowUp =
        quote.lastSentAt && quote.lastSentAt.getTime() + FOLLOW_UP_AFTER_MS <= now.getTime();
      if (dueForFollowUp && !quote.followUpRemindedAt) {
        // The write lock is held since the quote was read: no other process can send the same reminder.
        tx.update(quotes).set({ followUpRemindedAt: now }).where(eq(quotes.id, id)).run();
        queued.push(queueReminder(tx, quote, "follow_up", now));
        report.followUps++;
      }
      const reminderDay = addCalendarDays(quote.validUntil, -EXPIRY_REMINDER_DAYS);
      // Only if the quote was sent before that day: a short quote gets no reminder on the day it went out.
      const sentBefore = quote.lastSentAt && arizonaDay(quote.lastSentAt) < reminderDay;
      if (today >= reminderDay && sentBefore && !quote.expiryRemindedAt) {
        tx.update(quotes).set({ expiryRemindedAt: now }).where(eq(quotes.id, id)).run();
        queued.push(queueReminder(tx, quote, "expiry", now));
        report.expiryReminders++;
      }
    });
  }
  deliverQueued(queued);
  if (report.followUps || report.expiryReminders || report.expired) {
    logEvent(systemContext(), {
      event: "quote.reminders",
      message: `Quote reminders: ${report.followUps} follow-ups, ${report.expiryReminders} expiry reminders, ${report.expired} expired`,
      detail: report,
    });
  }
  return report;
}

/** Runs the job now and every ten minutes in the server process; a failed run is logged and tried again. */
export function startQuoteReminders() {
  const run = () => {
    try {
      runQuoteReminders();
    } catch (error) {
      console.error("The quote reminders failed; they are tried again in ten minutes", error);
    }
  };
  run();
  setInterval(run, JOB_INTERVAL_MS).unref();
}
