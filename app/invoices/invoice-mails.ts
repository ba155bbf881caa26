// The invoice's mails to the customer. Amounts and dates are written by the same helpers as the pages.
import { accountMail, mailButton, officeNoticeMail, type MailContent } from "~/mail/templates/layout";
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
  /** Whether the invoice's page takes payment online (Stripe is configured). */
  payOnline?: boolean;
};

/** "Invoice INV-… from {company}": the amount due, the due date and the private link. */
export function invoiceSentMail(invoice: InvoiceMailFacts, link: string): MailContent {
  // Without Stripe there is no "Pay" on the invoice's page: the mail promises only what the page offers.
  const intro = `Your invoice ${invoice.reference} is ready. You can view it and download it${invoice.payOnline ? ", and pay it online by card or bank account" : ""}.`;
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

const customerName = (name: string) => name.replace(/[\r\n]+/g, " ").trim();

/** A customer's mail without a link: the rows say it all. */
function plainCustomerMail(
  invoice: Pick<InvoiceMailFacts, "customerName" | "companyName">,
  mail: { subject: string; intro: string; rows: MailRow[]; outro: string },
): MailContent {
  return accountMail(
    { name: customerName(invoice.customerName), companyName: invoice.companyName },
    {
      subject: mail.subject,
      textLines: [mail.intro, "", ...rowsText(mail.rows), "", mail.outro],
      bodyHtml: [
        `<p>${escapeHtml(mail.intro)}</p>`,
        rowsHtml(mail.rows),
        `<p>${escapeHtml(mail.outro)}</p>`,
      ].join(""),
    },
  );
}

export type ReceiptFacts = {
  amountCents: number;
  /** How it was paid, as the pages say it ("Bank account", "Check"). */
  method: string;
  /** The day it cleared, YYYY-MM-DD (Arizona). */
  clearedOn: string;
  /** What is left to pay on the invoice after it. */
  balanceCents: number;
  /** The lien waiver attached with it: the unconditional final waiver, once the contract is paid in full. */
  waiverTitle?: string;
};

/** "Receipt for INV-…": a cleared payment, with its receipt PDF attached. */
export function invoiceReceiptMail(
  invoice: Pick<InvoiceMailFacts, "reference" | "customerName" | "companyName">,
  receipt: ReceiptFacts,
): MailContent {
  return plainCustomerMail(invoice, {
    subject: `Receipt for ${invoice.reference}`,
    intro:
      `We received your payment of ${formatCents(receipt.amountCents)} for invoice ${invoice.reference}. Thank you. ` +
      (receipt.waiverTitle
        ? `Your receipt is attached, with our ${receipt.waiverTitle}: the contract is paid in full.`
        : "Your receipt is attached."),
    rows: [
      ["Invoice", invoice.reference],
      ["Paid", formatCents(receipt.amountCents)],
      ["Method", receipt.method],
      ["Date", formatLongDate(receipt.clearedOn)],
      ["Balance left", formatCents(receipt.balanceCents)],
    ],
    outro: "Reply to this e-mail with any question.",
  });
}

const failedSubject = (reference: string) => `Your bank payment for ${reference} did not go through`;

/** A bank payment returned by the bank: the invoice is due again. */
export function paymentFailedMail(
  invoice: Pick<InvoiceMailFacts, "reference" | "customerName" | "companyName" | "amountDueCents">,
  payment: { amountCents: number; startedOn: string },
): MailContent {
  return plainCustomerMail(invoice, {
    subject: failedSubject(invoice.reference),
    intro: `Your bank payment of ${formatCents(payment.amountCents)} for invoice ${invoice.reference}, started on ${formatLongDate(payment.startedOn)}, did not go through. Nothing was taken from your account for it.`,
    rows: [
      ["Invoice", invoice.reference],
      ["Amount due", formatCents(invoice.amountDueCents)],
    ],
    outro:
      "You can pay again from the link in the invoice's e-mail, or reply to this e-mail and we will help.",
  });
}

/** The office's copy of a failed bank payment, and of a disputed one: each links to the invoice's page. */
export function paymentOfficeMail(
  invoice: Pick<InvoiceMailFacts, "reference" | "customerName" | "companyName">,
  notice: { kind: "failed" | "disputed"; amountCents: number; adminUrl: string; providerRef: string },
): MailContent {
  const failed = notice.kind === "failed";
  return officeNoticeMail({
    companyName: invoice.companyName,
    subject: failed ? failedSubject(invoice.reference) : `A payment for ${invoice.reference} is disputed`,
    what: failed ? "failed bank payment" : "payment dispute",
    heading: failed
      ? `The bank payment for ${invoice.reference} did not go through`
      : `A card payment for ${invoice.reference} is disputed`,
    rows: [
      ["Invoice", invoice.reference],
      ["Customer", invoice.customerName],
      ["Amount", formatCents(notice.amountCents)],
      ["Checkout Session", notice.providerRef],
    ],
    body: failed
      ? "The invoice is due again; the customer was told."
      : "The invoice is flagged Disputed and its reminders stop. Answer the dispute in Stripe's dashboard.",
    adminUrl: notice.adminUrl,
    linkLabel: "Open the invoice",
  });
}
