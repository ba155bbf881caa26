import { data, Form } from "react-router";
import { CsrfInput } from "~/components/form/csrf-input";
import { RouteErrorBoundary } from "~/components/error-pages";
import { DocumentSender } from "~/components/document-sender";
import { INVOICE_MESSAGES } from "~/invoices/invoice-options";
import { requireInvoicePageAllowance } from "~/invoices/invoice-page-limit.server";
import { viewInvoice } from "~/invoices/view-invoice.server";
import { requestContext } from "~/logs/audit.server";
import quoteStyles from "~/styles/quote.css?url";
import { PRIVATE_NO_STORE } from "~/utils/cache-control";
import { telHref } from "~/utils/tel";
import type { Route } from "./+types/$token";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: quoteStyles }];

// The customer's private page, as a quote's: kept out of search engines, caches and other sites' logs.
export const headers: Route.HeadersFunction = () => ({
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
  "Cache-Control": PRIVATE_NO_STORE,
});

export function loader({ request, params }: Route.LoaderArgs) {
  requireInvoicePageAllowance(request);
  const invoice = viewInvoice(params.token, requestContext(request));
  if (!invoice) throw data(INVOICE_MESSAGES.notFound, { status: 404 });
  const returned = new URL(request.url).searchParams.get("payment") === "started";
  return { invoice, token: params.token, returned, phoneHref: telHref(invoice.company.phone) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Invoice ${loaderData.invoice.reference} | ${loaderData.invoice.company.name}`
      : "Invoice",
  },
  { name: "robots", content: "noindex" },
  // What a link preview shows: the sender, never the customer's details.
  {
    name: "description",
    content: loaderData ? `An invoice from ${loaderData.invoice.company.name}.` : "An invoice.",
  },
];

/** An invoice as the customer reads it, without an account and without JavaScript. */
export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { invoice, token, returned, phoneHref } = loaderData;
  const { company, customer } = invoice;
  return (
    <main className="page quote-page invoice-page">
      <header className="quote-header">
        <p className="eyebrow">{company.name}</p>
        <h1>Invoice {invoice.reference}</h1>
        <p className={`quote-status invoice-status-${invoice.status}`}>{invoice.statusLabel}</p>
      </header>

      <section className="quote-parties" aria-label="From and for">
        <DocumentSender company={company} phoneHref={phoneHref} />
        <div>
          <h2>For</h2>
          <p>
            <strong>{customer.name}</strong>
            <br />
            Job site: {customer.site}
            <br />
            Quote {invoice.quoteReference}
          </p>
        </div>
        <dl className="quote-dates">
          <div>
            <dt>Date issued</dt>
            <dd>{invoice.issuedOn}</dd>
          </div>
          <div>
            <dt>Date due</dt>
            <dd>{invoice.dueOn}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="invoice-items-title">
        <h2 id="invoice-items-title">{invoice.kind} invoice</h2>
        <table className="quote-items">
          <caption className="visually-hidden">Lines of invoice {invoice.reference}</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item) => (
              <tr key={item.id}>
                <td data-label="Description">{item.description}</td>
                <td data-label="Amount">{item.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="quote-totals">
          <div>
            <dt>Subtotal</dt>
            <dd>{invoice.subtotal}</dd>
          </div>
          {invoice.taxLabel ? (
            <div>
              <dt>{invoice.taxLabel}</dt>
              <dd>{invoice.tax}</dd>
            </div>
          ) : null}
          <div className="quote-total">
            <dt>Total</dt>
            <dd>{invoice.total}</dd>
          </div>
          {invoice.retention ? (
            <div>
              <dt>Retention held</dt>
              <dd>−{invoice.retention}</dd>
            </div>
          ) : null}
          {invoice.retentionReleased ? (
            <div>
              <dt>Retention released</dt>
              <dd>{invoice.retentionReleased}</dd>
            </div>
          ) : null}
          {invoice.depositApplied ? (
            <div>
              <dt>Deposit applied</dt>
              <dd>−{invoice.depositApplied}</dd>
            </div>
          ) : null}
          {invoice.payments.map((payment) => (
            <div key={payment.id}>
              <dt>{payment.text}</dt>
              <dd>−{payment.amount}</dd>
            </div>
          ))}
          <div className="quote-total">
            <dt>Amount due</dt>
            <dd>{invoice.amountDue}</dd>
          </div>
        </dl>
        {invoice.taxNotice ? <p className="quote-tax-notice">{invoice.taxNotice}</p> : null}
        <p className="quote-pdf">
          <a href={`/i/${token}/pdf`} download={`${invoice.reference}.pdf`}>
            Download this invoice (PDF)
          </a>
        </p>
      </section>

      <section aria-labelledby="invoice-pay-title" className="quote-card invoice-pay">
        <h2 id="invoice-pay-title">{invoice.amountDueCents > 0 ? "Pay this invoice" : "Payment"}</h2>
        {returned && invoice.payOnline ? (
          <p role="status">Thank you. Your payment is being confirmed; this page shows it once it arrives.</p>
        ) : null}
        {invoice.processingNotice ? <p role="status">{invoice.processingNotice}</p> : null}
        {invoice.payOnline ? (
          // The answer is a redirect to the payment page on another site: the browser follows it itself.
          <Form method="post" action={`/i/${token}/pay`} reloadDocument>
            <CsrfInput />
            <button type="submit" className="button">
              Pay {invoice.amountDue}
            </button>
            <p className="form-hint">By card or from a US bank account, through Stripe.</p>
          </Form>
        ) : null}
        {invoice.amountDueCents > 0 && invoice.paymentInstructions ? (
          <div className="quote-instructions">
            <h3>{invoice.payOnline ? "Or pay by check or transfer" : "How to pay"}</h3>
            <p className="invoice-instructions">{invoice.paymentInstructions}</p>
          </div>
        ) : null}
        {invoice.amountDueCents === 0 && !invoice.processingNotice ? (
          <p>Nothing is due on this invoice.</p>
        ) : null}
      </section>

      {invoice.paymentRecords.length ? (
        <section aria-labelledby="invoice-payments-title">
          <h2 id="invoice-payments-title">Payments and receipts</h2>
          <ul className="invoice-payments">
            {invoice.paymentRecords.map((payment) => (
              <li key={payment.id}>
                {payment.text}
                {payment.receipt ? (
                  <>
                    {" "}
                    <a href={`/i/${token}/receipts/${payment.id}.pdf`} download>
                      Download the receipt (PDF)
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {invoice.waivers.length ? (
        <section aria-labelledby="invoice-waivers-title">
          <h2 id="invoice-waivers-title">Lien waivers</h2>
          <p>Arizona&apos;s statutory forms (A.R.S. § 33-1008), for your lender or title company.</p>
          <ul className="invoice-payments">
            {invoice.waivers.map((waiver) => (
              <li key={waiver.kind}>
                <a href={`/i/${token}/waivers/${waiver.kind}.pdf`} download>
                  {waiver.title} (PDF)
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary what="invoice" />;
}
