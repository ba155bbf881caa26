// The invoice's mails to the customer. Amounts and dates are written by the same helpers as the pages.
import { accountMail, mailButton, type MailContent } from "~/mail/templates/layout";
import { rowsHtml, rowsText, type MailRow } from "~/mail/templates/mail-rows";
import { formatCents } from "~/quotes/money";
import { formatLongDate } from "~/utils/dates";
import { escapeHtml } from "~/utils/html";

export type InvoiceMailFacts = {
  reference: string;
  customerName: string;
  companyName: string;
  amountDueCents: number;
  dueOn: string;
};

/** "Invoice INV-… from {company}": the amount due, the due date and the private link. */
export function invoiceSentMail(invoice: InvoiceMailFacts, link: string): MailContent {
  const intro = `Your invoice ${invoice.reference} is ready. You can view it, download it and pay it online.`;
  const rows: MailRow[] = [
    ["Invoice", invoice.reference],
    ["Amount due", formatCents(invoice.amountDueCents)],
    ["Due", formatLongDate(invoice.dueOn)],
  ];
  const outro =
    "This link is private to you; please do not forward it. Reply to this e-mail with any question.";
  return accountMail(
    { name: invoice.customerName.replace(/[\r\n]+/g, " ").trim(), companyName: invoice.companyName },
    {
      subject: `Invoice ${invoice.reference} from ${invoice.companyName}`,
      textLines: [intro, "", ...rowsText(rows), "", `View your invoice: ${link}`, "", outro],
      bodyHtml: [
        `<p>${escapeHtml(intro)}</p>`,
        rowsHtml(rows),
        mailButton(link, "View your invoice"),
        `<p>${escapeHtml(outro)}</p>`,
      ].join(""),
    },
  );
}
