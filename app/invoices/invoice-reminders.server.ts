// Payment reminders for a sent invoice that is not paid: 3 days before it is due, on the day, and 7, 14 and 30 days
// after. Each step goes once (a row per invoice and step, held by its primary key), queued through the outbox in the
// transaction that records it, with a fresh private link as sending makes. None goes while a payment is processing,
// or while the invoice is objected, disputed, paid or void, or when the office turned them off for the invoice. The
// server runs them with the job reminders; a step whose day passed while the server was down goes late, but only the
// latest step due is sent, never a backlog.
import { and, eq, gt, inArray, lte, notExists, sql } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { invoicePayments, invoiceReminders, invoices, invoiceReminderSteps } from "~/db/schema";
import { getSiteSettings } from "~/content/site-settings.server";
import { audit, logEvent, systemContext, type EditContext } from "~/logs/audit.server";
import type { OutboxRow } from "~/mail/outbox.server";
import { deliverQueued, queueEmail } from "~/mail/send-email.server";
import { loadQuote } from "~/quotes/quote-records.server";
import { addCalendarDays, arizonaDay, calendarDaysBetween } from "~/utils/dates";
import { refuse, type Clock, type Result } from "~/utils/result";
import { addInvoiceEvent } from "./invoice-events.server";
import { addInvoiceLink, invoicePageUrl } from "./invoice-links.server";
import { INVOICE_MESSAGES } from "./invoice-options";
import { dueOf, loadInvoice, type InvoiceRecord } from "./invoice-records.server";
import { invoiceReminderMail } from "./invoice-reminder-mails";
import { writeInvoice } from "./write-invoice.server";

export type InvoiceReminderStep = (typeof invoiceReminderSteps)[number];

/** Each step's day, counted from the due date. */
const REMINDER_OFFSETS: Record<InvoiceReminderStep, number> = {
  before_3: -3,
  due: 0,
  after_7: 7,
  after_14: 14,
  after_30: 30,
};

const REMINDER_STEP_LABELS: Record<InvoiceReminderStep, string> = {
  before_3: "3 days before the due date",
  due: "On the due date",
  after_7: "7 days overdue",
  after_14: "14 days overdue",
  after_30: "30 days overdue",
};

/** A missed last step still goes this many days late; after that an invoice gets no more reminders. */
const LAST_STEP_GRACE_DAYS = 30;
/** Invoices reminded per step and run: a run is bounded; the next one, ten minutes on, takes the rest. */
const BATCH = 100;

/** Statuses a reminder may go in: sent and not paid, not processing, objected or void. */
const REMINDED_STATUSES = ["sent", "viewed", "partially_paid"] as const;

const remindable = (invoice: InvoiceRecord) =>
  (REMINDED_STATUSES as readonly string[]).includes(invoice.status) &&
  !invoice.remindersOff &&
  invoice.dueOn !== null &&
  !invoice.payments.some((payment) => payment.status === "processing") &&
  dueOf(invoice).amountDueCents > 0;

/**
 * The invoices whose current step is `step` on `today` and was not sent: the due date lies in the step's window (its
 * day reached, the next step's not yet), the step's day is not before the invoice was sent, and nothing processes.
 */
function dueForStep(step: InvoiceReminderStep, today: string) {
  const index = invoiceReminderSteps.indexOf(step);
  const offset = REMINDER_OFFSETS[step];
  const next = invoiceReminderSteps[index + 1];
  const nextOffset = next ? REMINDER_OFFSETS[next] : offset + LAST_STEP_GRACE_DAYS + 1;
  return db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        inArray(invoices.status, REMINDED_STATUSES),
        eq(invoices.remindersOff, false),
        lte(invoices.dueOn, addCalendarDays(today, -offset)),
        gt(invoices.dueOn, addCalendarDays(today, -nextOffset)),
        sql`${invoices.issuedOn} <= date(${invoices.dueOn}, ${`${offset} days`})`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(invoiceReminders)
            .where(and(eq(invoiceReminders.invoiceId, invoices.id), eq(invoiceReminders.step, step))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(invoicePayments)
            .where(and(eq(invoicePayments.invoiceId, invoices.id), eq(invoicePayments.status, "processing"))),
        ),
      ),
    )
    .orderBy(invoices.dueOn)
    .limit(BATCH)
    .all();
}

/** One run at `now`: answers how many reminders went out. */
export function remindInvoices(now = new Date()) {
  const today = arizonaDay(now);
  const companyName = getSiteSettings()?.companyName ?? "Our company";
  const queued: OutboxRow[] = [];
  for (const step of invoiceReminderSteps) {
    for (const { id } of dueForStep(step, today)) {
      writeTransaction((tx) => {
        // Read again under the write lock: another process may have sent it, or a payment came in meanwhile.
        const invoice = loadInvoice(id, tx);
        if (!invoice || !remindable(invoice)) return;
        const recorded = tx
          .insert(invoiceReminders)
          .values({ invoiceId: id, step, sentAt: now })
          .onConflictDoNothing()
          .run();
        if (recorded.changes === 0) return;
        const quote = loadQuote(invoice.quoteId, tx)!;
        const token = addInvoiceLink(tx, id, now);
        addInvoiceEvent(tx, id, "reminder", now, { step, to: quote.email });
        const dueOn = invoice.dueOn!;
        const mail = invoiceReminderMail(
          {
            reference: invoice.reference,
            customerName: quote.customerName,
            companyName,
            amountDueCents: dueOf(invoice).amountDueCents,
            dueOn,
          },
          calendarDaysBetween(dueOn, today),
          invoicePageUrl(token),
        );
        // The link opens the invoice: the body is dropped once delivered.
        queued.push(queueEmail({ to: quote.email, ...mail, sensitive: true }));
      });
    }
  }
  deliverQueued(queued);
  if (queued.length)
    logEvent(systemContext(), {
      event: "invoice.reminders",
      message: `Invoice reminders: ${queued.length} sent on ${today}`,
      detail: { count: queued.length, day: today },
    });
  return queued.length;
}

/** The reminders an invoice was sent, in the order of the steps. */
export function remindersSent(invoiceId: string) {
  const rows = db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoiceId)).all();
  return invoiceReminderSteps.flatMap((step) => {
    const row = rows.find((reminder) => reminder.step === step);
    return row ? [{ step, label: REMINDER_STEP_LABELS[step], sentAt: row.sentAt }] : [];
  });
}

/** "Reminders off" or back on for one invoice, with a timeline line and an audit row. */
export function setInvoiceReminders(
  id: string,
  off: boolean,
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ invoice: InvoiceRecord }> {
  const result = writeInvoice(id, (tx, current) => {
    if (current.status === "void") return refuse(409, INVOICE_MESSAGES.alreadyVoid);
    if (current.remindersOff === off) return {};
    tx.update(invoices).set({ remindersOff: off, updatedAt: now }).where(eq(invoices.id, id)).run();
    addInvoiceEvent(tx, id, off ? "reminders_off" : "reminders_on", now);
    return {};
  });
  if (!result.ok) return result;
  audit(by, {
    event: off ? "invoice.reminders_off" : "invoice.reminders_on",
    message: `Reminders ${off ? "turned off" : "turned back on"} for invoice ${result.invoice.reference}`,
    detail: { invoiceId: id },
  });
  return result;
}
