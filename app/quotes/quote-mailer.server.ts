// How the quote use cases write their mails: to the outbox, in the transaction that stores the change.
import { env } from "~/env.server";
import type { EmailInput, OutboxRow } from "~/mail/outbox.server";
import { queueEmail } from "~/mail/send-email.server";
import { getSiteSettings } from "~/content/site-settings.server";
import type { MailContent } from "~/mail/templates/layout";
import type { QuoteMailFacts } from "./quote-mails";
import { totalsOf, type QuoteRecord } from "./quote-records.server";

const companyName = () => getSiteSettings()?.companyName ?? "Our company";

/** What the mails say of a quote, with its total for the options chosen so far. */
export function mailFacts(quote: QuoteRecord): QuoteMailFacts {
  const totals = totalsOf(quote);
  return {
    id: quote.id,
    reference: quote.reference,
    customerName: quote.customerName,
    customerOrganization: quote.customerOrganization,
    email: quote.email,
    totalCents: totals.totalCents,
    taxNotice: totals.taxNotice,
    validUntil: quote.validUntil,
    companyName: companyName(),
  };
}

/** The customer's mail: its link grants access to the quote, so its body is not kept once delivered. */
export const toCustomer = (
  quote: QuoteRecord,
  mail: MailContent,
  extra: Partial<EmailInput> = {},
): EmailInput => ({
  to: quote.email,
  ...mail,
  sensitive: true,
  ...extra,
});

/** The office's notice, when CONTACT_NOTIFY_EMAIL names an address. */
export const toOffice = (mail: MailContent, extra: Partial<EmailInput> = {}): EmailInput[] =>
  env.CONTACT_NOTIFY_EMAIL ? [{ to: env.CONTACT_NOTIFY_EMAIL, ...mail, ...extra }] : [];

/**
 * Writes a use case's mails to the outbox inside its transaction, so they commit (or roll back) with the change
 * they tell of; the caller hands the rows to `deliverQueued` once it has committed.
 */
export const queueQuoteMails = (mails: EmailInput[]): OutboxRow[] => mails.map((mail) => queueEmail(mail));
