// "Send": a draft invoice goes out with its date issued and due date fixed, and a private link; the customer's mail
// is queued in the transaction that marks it sent.
import { eq } from "drizzle-orm";
import { invoices } from "~/db/schema";
import { getSiteSettings } from "~/content/site-settings.server";
import { audit, type EditContext } from "~/logs/audit.server";
import { deliverQueued, queueEmail } from "~/mail/send-email.server";
import type { OutboxRow } from "~/mail/outbox.server";
import { configuredPaymentPort } from "~/payments/stripe-port.server";
import { loadQuote } from "~/quotes/quote-records.server";
import { addCalendarDays, arizonaDay } from "~/utils/dates";
import { refuse, type Clock, type Result } from "~/utils/result";
import { addInvoiceEvent } from "./invoice-events.server";
import { addInvoiceLink, invoicePageUrl } from "./invoice-links.server";
import { invoiceSentMail } from "./invoice-mails";
import { INVOICE_MESSAGES } from "./invoice-options";
import { dueOf, type InvoiceRecord } from "./invoice-records.server";
import { writeInvoice } from "./write-invoice.server";

export function sendInvoice(
  id: string,
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ invoice: InvoiceRecord; link: string }> {
  const mails: OutboxRow[] = [];
  const result = writeInvoice(id, (tx, current) => {
    if (current.status !== "draft") return refuse(409, INVOICE_MESSAGES.notDraft);
    const issuedOn = arizonaDay(now);
    const dueOn = addCalendarDays(issuedOn, current.termsDays);
    tx.update(invoices)
      .set({ status: "sent", issuedOn, dueOn, sentAt: now, updatedAt: now })
      .where(eq(invoices.id, id))
      .run();
    const token = addInvoiceLink(tx, id, now);
    const quote = loadQuote(current.quoteId, tx)!;
    addInvoiceEvent(tx, id, "sent", now, { to: quote.email });
    const link = invoicePageUrl(token);
    const mail = invoiceSentMail(
      {
        reference: current.reference,
        customerName: quote.customerName,
        companyName: getSiteSettings()?.companyName ?? "Our company",
        amountDueCents: dueOf(current).amountDueCents,
        dueOn,
        payOnline: configuredPaymentPort() !== null,
      },
      link,
    );
    // The link opens the invoice: the body is dropped once delivered.
    mails.push(queueEmail({ to: quote.email, ...mail, sensitive: true }));
    return { link };
  });
  if (!result.ok) return result;
  deliverQueued(mails);
  audit(by, {
    event: "invoice.send",
    message: `Invoice ${result.invoice.reference} sent`,
    detail: { invoiceId: id },
  });
  return result;
}
