// "Pay $X" on the customer's invoice page (POST /i/{token}/pay): a Checkout Session for what is due, by card or US
// bank account, one line "Invoice INV-…", then 303 to its page. The session's id is kept, so the webhook credits only
// sessions made here; what it credits is read back from Stripe (invoice-webhook.server.ts).
import { writeTransaction } from "~/db/client.server";
import { invoiceCheckoutSessions } from "~/db/schema";
import { logEvent, systemContext } from "~/logs/audit.server";
import { configuredPaymentPort, openCheckout, type PaymentPort } from "~/payments/stripe-port.server";
import { formatCents } from "~/quotes/money";
import { loadQuote } from "~/quotes/quote-records.server";
import { refuse, type Clock, type Result } from "~/utils/result";
import { invoicePageUrl } from "./invoice-links.server";
import { INVOICE_MESSAGES } from "./invoice-options";
import { dueOf, invoiceIdForToken, loadInvoice } from "./invoice-records.server";

export type PortOption = Clock & { port?: PaymentPort | null };

export async function payInvoiceOnline(
  token: string,
  { port = configuredPaymentPort(), now = new Date() }: PortOption = {},
): Promise<Result<{ url: string }>> {
  if (!port) return refuse(409, INVOICE_MESSAGES.noOnlinePayment);
  const id = invoiceIdForToken(token);
  const invoice = id ? loadInvoice(id) : undefined;
  if (!invoice || invoice.status === "draft" || invoice.status === "void")
    return refuse(404, INVOICE_MESSAGES.notFound);
  const { amountDueCents, processingCents } = dueOf(invoice);
  if (processingCents > 0) return refuse(409, INVOICE_MESSAGES.paymentProcessing);
  if (amountDueCents <= 0) return refuse(409, INVOICE_MESSAGES.nothingDue);
  const quote = loadQuote(invoice.quoteId)!;
  const pageUrl = invoicePageUrl(token);
  const opened = await openCheckout(
    port,
    {
      clientReferenceId: invoice.id,
      email: quote.email,
      lineName: `Invoice ${invoice.reference}`,
      amountCents: amountDueCents,
      paymentMethodTypes: ["card", "us_bank_account"],
      metadata: { document: "invoice", invoiceId: invoice.id, reference: invoice.reference },
      successUrl: `${pageUrl}?payment=started`,
      cancelUrl: pageUrl,
      // Per invoice and amount due: a double tap reuses the session. The count of payments makes a new one after a
      // bank payment failed (the amount due is the same again, the old session is spent).
      idempotencyKey: `invoice-${invoice.id}-${amountDueCents}-${invoice.payments.length}`,
    },
    { tooLarge: INVOICE_MESSAGES.tooLargeForCheckout, failed: INVOICE_MESSAGES.checkoutFailed },
  );
  if (!opened.ok) return opened;
  const { session } = opened;
  writeTransaction((tx) =>
    tx
      .insert(invoiceCheckoutSessions)
      .values({
        id: session.id,
        invoiceId: invoice.id,
        amountCents: amountDueCents,
        url: session.url,
        createdAt: now,
      })
      .onConflictDoNothing()
      .run(),
  );
  logEvent(systemContext(), {
    event: "invoice.checkout",
    message: `Checkout session for invoice ${invoice.reference}: ${formatCents(amountDueCents)}`,
    detail: { invoiceId: invoice.id, sessionId: session.id },
  });
  return { ok: true, url: session.url };
}
