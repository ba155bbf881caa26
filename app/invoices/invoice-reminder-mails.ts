// The payment reminder a sent invoice's customer gets before and after its due date: the amount due, the due date
// and a fresh private link. Amounts and dates are written by the same helpers as the pages.
import { accountMail, mailButton, type MailContent } from "~/mail/templates/layout";
import { rowsHtml, rowsText, type MailRow } from "~/mail/templates/mail-rows";
import { formatCents } from "~/quotes/money";
import { formatLongDate } from "~/utils/dates";
import { escapeHtml } from "~/utils/html";
import type { InvoiceMailFacts } from "./invoice-mails";

/** Days from the due date: below 0 before it, 0 on it, above 0 overdue. */
function reminderSubject(reference: string, daysFromDue: number) {
  if (daysFromDue < 0)
    return `Reminder: invoice ${reference} is due in ${-daysFromDue} day${daysFromDue === -1 ? "" : "s"}`;
  if (daysFromDue === 0) return `Reminder: invoice ${reference} is due today`;
  return `Reminder: invoice ${reference} is ${daysFromDue} day${daysFromDue === 1 ? "" : "s"} overdue`;
}

export function invoiceReminderMail(
  invoice: InvoiceMailFacts,
  daysFromDue: number,
  link: string,
): MailContent {
  const when =
    daysFromDue < 0
      ? `is due on ${formatLongDate(invoice.dueOn)}`
      : daysFromDue === 0
        ? "is due today"
        : `was due on ${formatLongDate(invoice.dueOn)}`;
  const intro = `A friendly reminder: your invoice ${invoice.reference} ${when}. You can view it and pay it online.`;
  const rows: MailRow[] = [
    ["Invoice", invoice.reference],
    ["Amount due", formatCents(invoice.amountDueCents)],
    ["Due", formatLongDate(invoice.dueOn)],
  ];
  const outro =
    "If you have paid already, thank you, and please disregard this reminder. This link is private to you; " +
    "please do not forward it. Reply to this e-mail with any question.";
  return accountMail(
    { name: invoice.customerName.replace(/[\r\n]+/g, " ").trim(), companyName: invoice.companyName },
    {
      subject: reminderSubject(invoice.reference, daysFromDue),
      textLines: [intro, "", ...rowsText(rows), "", `View and pay your invoice: ${link}`, "", outro],
      bodyHtml: [
        `<p>${escapeHtml(intro)}</p>`,
        rowsHtml(rows),
        mailButton(link, "View and pay your invoice"),
        `<p>${escapeHtml(outro)}</p>`,
      ].join(""),
    },
  );
}
