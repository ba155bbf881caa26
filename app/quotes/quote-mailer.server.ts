// How the quote use cases hand their mails to the outbox: after the change is stored, never failing it.
import { env } from "~/env.server";
import type { EmailInput } from "~/mail/outbox.server";
import { sendEmail } from "~/mail/send-email.server";
import { logEvent, systemContext } from "~/logs/audit.server";
import { getSiteSettings } from "~/content/site-settings.server";
import type { MailContent } from "~/mail/templates/layout";
import type { QuoteMailFacts } from "./quote-mails";
import { totalsOf, type QuoteRecord } from "./quote-records.server";

const companyName = () => getSiteSettings()?.companyName ?? "Our company";

/** What the mails say of a quote, with its total for the options chosen so far. */
export function mailFacts(quote: QuoteRecord): QuoteMailFacts {
  return {
    id: quote.id,
    reference: quote.reference,
    customerName: quote.customerName,
    email: quote.email,
    totalCents: totalsOf(quote).totalCents,
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
export const toOffice = (mail: MailContent): EmailInput[] =>
  env.CONTACT_NOTIFY_EMAIL ? [{ to: env.CONTACT_NOTIFY_EMAIL, ...mail }] : [];

/** Queues mails about a quote; a failure is logged, never raised (the quote's change is already stored). */
export async function sendQuoteMails(quote: Pick<QuoteRecord, "id" | "reference">, mails: EmailInput[]) {
  await Promise.all(
    mails.map((mail) =>
      sendEmail(mail).catch((error) => {
        console.error("Could not queue a quote mail", error);
        logEvent(systemContext(), {
          level: "error",
          event: "quote.mail-failed",
          message: `A mail about quote ${quote.reference} could not be queued`,
          detail: { quoteId: quote.id, subject: mail.subject },
        });
      }),
    ),
  );
}
