// The mails of a quote's life: to the customer (the quote, two reminders, the signed copy, the deposit receipt) and to
// the office (accepted, declined, changes requested, deposit received). Amounts and dates are written by the same
// helpers as the page and the PDF.
import { accountMail, mailButton, officeNoticeMail, type MailContent } from "~/mail/templates/layout";
import { detailsHtml, rowsHtml, rowsText, type MailRow } from "~/mail/templates/mail-rows";
import { formatLongDate, formatMailDateTime } from "~/utils/dates";
import { escapeHtml } from "~/utils/html";
import { formatCents } from "./money";
import { contractingParty, signerWithTitle } from "./quote-options";

/** What the customer's mails say of a quote. */
export type QuoteMailFacts = {
  id: string;
  reference: string;
  customerName: string;
  /** The HOA or company that contracts; "" when the person does. */
  customerOrganization: string;
  email: string;
  totalCents: number;
  /** The line an MRRA quote prints instead of a tax line (no tax is charged); null otherwise. */
  taxNotice: string | null;
  validUntil: string;
  companyName: string;
};

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

/**
 * A mail to the customer of a quote (or of its job): rows of facts, an optional titled text as the office wrote it
 * (its line breaks kept), an optional link as a button, and a closing paragraph.
 */
export function customerMail(
  to: Pick<QuoteMailFacts, "customerName" | "companyName">,
  mail: {
    subject: string;
    intro: string;
    rows: MailRow[];
    section?: { title: string; text: string };
    link?: { href: string; label: string };
    outro?: string;
  },
) {
  return accountMail(
    { name: oneLine(to.customerName), companyName: to.companyName },
    {
      subject: mail.subject,
      textLines: [
        mail.intro,
        "",
        ...rowsText(mail.rows),
        ...(mail.section ? ["", `${mail.section.title}:`, mail.section.text] : []),
        ...(mail.link ? ["", `${mail.link.label}: ${mail.link.href}`] : []),
        ...(mail.outro ? ["", mail.outro] : []),
      ],
      bodyHtml: [
        `<p>${escapeHtml(mail.intro)}</p>`,
        rowsHtml(mail.rows),
        mail.section
          ? `<p style="margin:16px 0 0"><strong>${escapeHtml(mail.section.title)}</strong></p>${detailsHtml(mail.section.text)}`
          : "",
        mail.link ? mailButton(mail.link.href, mail.link.label) : "",
        mail.outro ? `<p>${escapeHtml(mail.outro)}</p>` : "",
      ].join(""),
    },
  );
}

/** The total, and beside it the MRRA notice when no tax is charged. */
const totalRows = (quote: QuoteMailFacts): MailRow[] => [
  ["Total", formatCents(quote.totalCents)],
  ...(quote.taxNotice ? [["Tax", quote.taxNotice] as MailRow] : []),
];

/** "For Saguaro Vista HOA, attention Dana Whitfield" (or "For Dana Whitfield"). */
const partyOf = (quote: QuoteMailFacts) =>
  contractingParty({ name: oneLine(quote.customerName), organization: quote.customerOrganization });

const quoteRows = (quote: QuoteMailFacts): MailRow[] => [
  ["Quote", quote.reference],
  ["Customer", partyOf(quote)],
  ...totalRows(quote),
  ["Valid until", formatLongDate(quote.validUntil)],
];

/** "Quote Q-… from {company}": the total, the expiry date and the private link. */
export function quoteSentMail(quote: QuoteMailFacts, link: string, message = ""): MailContent {
  return customerMail(quote, {
    subject: `Quote ${quote.reference} from ${quote.companyName}`,
    intro: `Thank you for the chance to quote your project. Your quote ${quote.reference} is ready to review, accept and sign online.`,
    rows: quoteRows(quote),
    // The office's answer to the customer's request, as it was typed.
    ...(message ? { section: { title: `Message from ${quote.companyName}`, text: message } } : {}),
    link: { href: link, label: "View your quote" },
    // An HOA's or a company's quote is approved by others too: the page's "Share this quote" mails them the link.
    outro:
      'You may share this quote with whoever must approve it: forward this e-mail, or use "Share this quote" on its page. Anyone with the link can view and sign the quote, so share it only with them. Reply to this e-mail with any question.',
  });
}

/**
 * "Share this quote": the quote's link mailed, at the customer's request, to someone who must see it. It names who
 * shared it; the greeting names no one, since the address is all the site knows of them.
 */
export function quoteSharedMail(quote: QuoteMailFacts, link: string): MailContent {
  const by = oneLine(quote.customerName);
  return customerMail(
    { customerName: "", companyName: quote.companyName },
    {
      subject: `${by} shared quote ${quote.reference} from ${quote.companyName} with you`,
      intro: `${by} asked us to send you quote ${quote.reference}, to review it with them.`,
      rows: quoteRows(quote),
      link: { href: link, label: "View the quote" },
      outro:
        "Anyone with this link can view and sign the quote; please share it only with whoever must approve it. Reply to this e-mail with any question.",
    },
  );
}

/** The customer's own copy of their request for changes: it reached the office, and a new version will follow. */
export function changesReceivedMail(quote: QuoteMailFacts, message: string, link: string): MailContent {
  return customerMail(quote, {
    subject: `We received your request for changes to quote ${quote.reference}`,
    intro: `Thank you. Your request for changes to quote ${quote.reference} reached us; we will send you a new version.`,
    rows: [["Quote", quote.reference]],
    section: { title: "You asked", text: message },
    link: { href: link, label: "View your quote" },
  });
}

/** The follow-up three days after sending, when the customer has not answered. */
export function quoteFollowUpMail(quote: QuoteMailFacts, link: string): MailContent {
  return customerMail(quote, {
    subject: `A reminder about quote ${quote.reference} from ${quote.companyName}`,
    intro: `We sent you quote ${quote.reference} a few days ago. If you have questions or would like changes, you can ask from the quote's page, or simply reply.`,
    rows: quoteRows(quote),
    link: { href: link, label: "View your quote" },
  });
}

/** The reminder two days before the quote's last day. */
export function quoteExpiryReminderMail(quote: QuoteMailFacts, link: string): MailContent {
  return customerMail(quote, {
    subject: `Quote ${quote.reference} expires on ${formatLongDate(quote.validUntil)}`,
    intro: `Your quote ${quote.reference} is valid until ${formatLongDate(quote.validUntil)}. After that day its prices may change.`,
    rows: quoteRows(quote),
    link: { href: link, label: "View your quote" },
  });
}

/** "Your signed quote Q-…", sent with the signed PDF attached: the copy Arizona asks the customer be given. */
export function signedQuoteMail(
  quote: QuoteMailFacts,
  signed: { name: string; title?: string; acceptedAt: Date; depositDueCents: number },
  link: string,
): MailContent {
  return customerMail(quote, {
    subject: `Your signed quote ${quote.reference}`,
    intro: `Thank you. ${signerWithTitle(signed)}${signed.title ? "," : ""} signed quote ${quote.reference} on ${formatLongDate(signed.acceptedAt)}. A copy of what you signed is attached as a PDF; please keep it.`,
    rows: [
      ["Quote", quote.reference],
      ["Customer", partyOf(quote)],
      ...totalRows(quote),
      ["Deposit due", formatCents(signed.depositDueCents)],
    ],
    link: { href: link, label: "View the quote and pay the deposit" },
  });
}

/** The customer's receipt for a deposit paid online. */
export function depositReceiptMail(
  quote: QuoteMailFacts,
  payment: { amountCents: number; paidAt: Date; balanceCents: number },
): MailContent {
  return customerMail(quote, {
    subject: `Receipt: deposit for quote ${quote.reference}`,
    intro: `We received your deposit of ${formatCents(payment.amountCents)} for quote ${quote.reference}. Thank you.`,
    rows: [
      ["Quote", quote.reference],
      ["Paid", `${formatCents(payment.amountCents)} on ${formatLongDate(payment.paidAt)}`],
      ["Balance", formatCents(payment.balanceCents)],
    ],
  });
}

/** The office's notice of a customer's answer, with the quote's link in the back office. */
function officeMail(
  quote: QuoteMailFacts,
  notice: { subject: string; heading: string; rows: MailRow[]; body: string; origin: string },
): MailContent {
  return officeNoticeMail({
    companyName: quote.companyName,
    subject: notice.subject,
    what: `answer to quote ${quote.reference}`,
    heading: notice.heading,
    rows: [
      ["Customer", quote.customerName],
      ...(quote.customerOrganization ? [["For", quote.customerOrganization] as MailRow] : []),
      ["E-mail", quote.email, `mailto:${quote.email}`],
      ...notice.rows,
    ],
    body: notice.body,
    adminUrl: `${notice.origin}/admin/quotes/${quote.id}`,
    linkLabel: "Open the quote in the back office",
  });
}

export function quoteAcceptedOfficeMail(
  quote: QuoteMailFacts,
  signed: { name: string; title?: string; acceptedAt: Date; documentSha256: string },
  origin: string,
) {
  return officeMail(quote, {
    subject: `Quote ${quote.reference} accepted by ${oneLine(signed.name)}`,
    heading: `Quote ${quote.reference} accepted`,
    rows: [
      ["Signed by", signerWithTitle(signed)],
      ["Signed at", formatMailDateTime(signed.acceptedAt)],
      ...totalRows(quote),
      ["Document SHA-256", signed.documentSha256],
    ],
    body: "",
    origin,
  });
}

export function quoteDeclinedOfficeMail(quote: QuoteMailFacts, reason: string, origin: string) {
  return officeMail(quote, {
    subject: `Quote ${quote.reference} declined by ${oneLine(quote.customerName)}`,
    heading: `Quote ${quote.reference} declined`,
    rows: totalRows(quote),
    body: reason || "No reason given.",
    origin,
  });
}

export function changesRequestedOfficeMail(quote: QuoteMailFacts, message: string, origin: string) {
  return officeMail(quote, {
    subject: `Changes requested on quote ${quote.reference}`,
    heading: `${quote.customerName} asks for changes to quote ${quote.reference}`,
    rows: totalRows(quote),
    body: message,
    origin,
  });
}

export function depositReceivedOfficeMail(
  quote: QuoteMailFacts,
  payment: { amountCents: number; paidAt: Date; providerRef: string },
  origin: string,
) {
  return officeMail(quote, {
    subject: `Deposit received for ${quote.reference}`,
    heading: `Deposit received for ${quote.reference}`,
    rows: [
      ["Amount", formatCents(payment.amountCents)],
      ["Paid at", formatMailDateTime(payment.paidAt)],
      ["Stripe Checkout Session", payment.providerRef],
    ],
    body: "",
    origin,
  });
}

/** A paid Checkout Session whose amount or currency is not what the site asked for: not credited, held for review. */
export function paymentHeldOfficeMail(
  quote: QuoteMailFacts,
  held: { sessionId: string; review: string },
  origin: string,
) {
  return officeMail(quote, {
    subject: `An online payment for ${quote.reference} needs review`,
    heading: `An online payment for ${quote.reference} was not credited`,
    rows: [["Stripe Checkout Session", held.sessionId]],
    body: held.review,
    origin,
  });
}
