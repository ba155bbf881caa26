// How the change-order use cases mail: each mail is queued in the transaction that stores what it tells of, so it
// goes exactly once and never for an answer that was not stored; the customer's carries a fresh private link.
import type { Transaction } from "~/db/client.server";
import { getSiteSettings } from "~/content/site-settings.server";
import type { EmailAttachment, OutboxRow } from "~/mail/outbox.server";
import { queueEmail } from "~/mail/send-email.server";
import type { MailContent } from "~/mail/templates/layout";
import { toOffice } from "~/quotes/quote-mailer.server";
import { addQuoteLink, quotePageUrl } from "~/quotes/quote-links.server";
import type { ChangeOrderMailFacts } from "./change-order-mails";
import type { ChangeOrderRow } from "./change-order-records.server";
import type { JobSummary } from "./job-records.server";

/** What the mails say of a change order; the new contract value is the job's with this change order's total. */
export const changeOrderFacts = (
  order: Pick<ChangeOrderRow, "reference" | "reason" | "totalCents">,
  job: JobSummary,
  newContractCents = job.contractCents + order.totalCents,
): ChangeOrderMailFacts => ({
  jobId: job.id,
  jobReference: job.reference,
  reference: order.reference,
  customerName: job.quote.customerName,
  email: job.quote.email,
  companyName: getSiteSettings()?.companyName ?? "Our company",
  reason: order.reason,
  totalCents: order.totalCents,
  newContractCents,
});

/** A new private link to the job's quote page, made inside the transaction (the server cannot rebuild old ones). */
export const freshJobLink = (tx: Transaction, job: JobSummary, now: Date, anchor = "change-orders") =>
  `${quotePageUrl(addQuoteLink(tx, job.quoteId, now))}#${anchor}`;

/** Queues the customer's mail; its link opens the quote, so its body is not kept once delivered. */
export const queueCustomerMail = (
  job: JobSummary,
  mail: MailContent,
  attachments: EmailAttachment[] = [],
): OutboxRow => queueEmail({ to: job.quote.email, ...mail, sensitive: true, attachments });

/** Queues the office's notice, when CONTACT_NOTIFY_EMAIL names an address. */
export const queueOfficeMail = (mail: MailContent): OutboxRow[] =>
  toOffice(mail).map((email) => queueEmail(email));
