import type { ReactNode } from "react";
import { Form } from "react-router";
import { CsrfInput } from "~/components/form/csrf-input";
import { DocumentSender } from "~/components/document-sender";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { AlertBanner } from "~/components/alert-banner";
import { RenderedHtml } from "~/components/rendered-html";
import { TableHead } from "~/components/table-head";
import { QUOTE_LINE_COLUMNS } from "~/quotes/quote-line-columns";
import type { QuotePageView } from "~/quotes/quote-page.server";
import { useRootData } from "~/root";
import type { QuoteAnswerReply } from "../quote-answers.server";
import type { ChosenOptions } from "./use-chosen-options";

const OPTIONS_FORM = "quote-options";

/**
 * The quote itself: who it is from (with the ROC number) and for, its date, the lines with the optional items the
 * customer may add ("Update total" stores the choice; with JavaScript the totals follow each tick at once), the totals,
 * the scope and terms and the Registrar of Contractors notice.
 */
export function QuoteSheet({
  quote,
  token,
  phoneHref,
  options,
  reply,
  lead,
}: {
  quote: QuotePageView;
  token: string;
  /** What the customer should see first, under the heading (the job a signed quote became). */
  lead?: ReactNode;
  /** The company's phone as a tel: link (made on the server: the page ships no phone formatting). */
  phoneHref: string | null;
  options: ChosenOptions;
  reply?: QuoteAnswerReply;
}) {
  const { company, customer } = quote;
  const choosing = quote.takesAnswers && quote.hasOptions;
  return (
    <>
      <header className="quote-header" id="quote-status">
        <p className="eyebrow">{company.name}</p>
        <h1>
          Quote <span className="quote-reference">{quote.reference}</span>
        </h1>
        <p className={`quote-status quote-status-${quote.status}`}>{quote.statusLabel}</p>
        {/* The notice of the last answer, under the heading rather than over it (the root shows no toast here). */}
        <AlertBanner alert={useRootData()?.alert} placement="inline" persistent />
        {quote.nextStep ? (
          <div className="quote-next-step">
            <p>{quote.nextStep.text}</p>
            {quote.nextStep.pay && quote.payOnline ? (
              // A plain form: the answer is a redirect to the payment page on another site.
              <form method="post" action={`/q/${token}/deposit`}>
                <CsrfInput />
                <button type="submit" className="button">
                  Pay deposit
                </button>
              </form>
            ) : quote.nextStep.pay ? (
              <a href="#quote-deposit-title">How to pay</a>
            ) : null}
          </div>
        ) : null}
        {quote.acceptance ? <p className="quote-signed">{quote.acceptance.signedOn}</p> : null}
        {quote.changeRequest ? (
          <div className="quote-your-request">
            <h2>Your request of {quote.changeRequest.askedOn}</h2>
            <p>{quote.changeRequest.message}</p>
          </div>
        ) : null}
        {quote.officeMessage ? (
          <div className="quote-office-message">
            <h2>A message from {company.name}</h2>
            <p>{quote.officeMessage}</p>
          </div>
        ) : null}
        {quote.expiredMessage ? (
          <p className="quote-expired" role="alert">
            {quote.expiredMessage}
          </p>
        ) : null}
      </header>
      {lead}

      <section className="quote-parties" aria-label="From and for">
        <DocumentSender company={company} phoneHref={phoneHref} />
        <div>
          <h2>Customer</h2>
          <p>
            <strong className="quote-party">{quote.contractingParty}</strong>
            <br />
            Job site: {customer.address}, {customer.city} {customer.zip}
          </p>
        </div>
        <dl className="quote-dates">
          <div>
            <dt>Date</dt>
            <dd>{quote.issuedOn}</dd>
          </div>
          {quote.startDate ? (
            <div>
              <dt>Estimated start</dt>
              <dd>{quote.startDate}</dd>
            </div>
          ) : null}
          {quote.completionDate ? (
            <div>
              <dt>Estimated completion</dt>
              <dd>{quote.completionDate}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="quote-items-title" id="quote-totals">
        <h2 id="quote-items-title">Items</h2>
        {choosing ? (
          <p className="field-hint">
            Optional items are not in the total until you add them. Tick &quot;Add to my project&quot;, then
            &quot;Update total&quot;.
          </p>
        ) : null}
        {choosing ? (
          <Form method="post" id={OPTIONS_FORM} preventScrollReset>
            <CsrfInput />
            <input type="hidden" name="version" value={quote.version} />
          </Form>
        ) : null}
        <table className="quote-items">
          <caption className="visually-hidden">Items of quote {quote.reference}</caption>
          <TableHead columns={QUOTE_LINE_COLUMNS} />
          <tbody>
            {quote.items.map((item, index) => {
              const counted = !item.optional || options.isChosen(item.id);
              return (
                <tr key={item.id} className={counted ? undefined : "quote-item-left-out"}>
                  <td data-label="Description">
                    {item.description}
                    {item.optional ? <span className="quote-optional-tag"> Optional</span> : null}
                    {item.optional && choosing ? (
                      <span className="quote-option-box">
                        <input
                          type="checkbox"
                          id={`option-${index}`}
                          name="option"
                          value={item.id}
                          form={OPTIONS_FORM}
                          checked={options.isChosen(item.id)}
                          onChange={(event) => options.choose(item.id, event.currentTarget.checked)}
                        />
                        <label htmlFor={`option-${index}`}>
                          Add to my project<span className="visually-hidden">: {item.description}</span>
                        </label>
                      </span>
                    ) : item.optional ? (
                      <span className="quote-option-state">{counted ? " (added)" : " (not added)"}</span>
                    ) : null}
                  </td>
                  <td data-label="Quantity">{item.quantity}</td>
                  <td data-label="Unit price">{item.unitPrice}</td>
                  <td data-label="Amount">{item.amount}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {reply?.form === "options" ? <FormAlert errors={formErrorsOf(reply)} /> : null}
        {/* "Update total" lands here, on the figures, however many lines come before them. */}
        <dl className="quote-totals" aria-live="polite" id="quote-figures">
          <div>
            <dt>Subtotal</dt>
            <dd>{options.totals.subtotal}</dd>
          </div>
          {options.totals.taxLabel ? (
            <div>
              <dt>{options.totals.taxLabel}</dt>
              <dd>{options.totals.tax}</dd>
            </div>
          ) : null}
          <div className="quote-total">
            <dt>Total</dt>
            <dd>{options.totals.total}</dd>
          </div>
          <div>
            <dt>{quote.depositLabel}</dt>
            <dd>{options.totals.depositDue}</dd>
          </div>
          <div>
            <dt>Balance</dt>
            <dd>{options.totals.balance}</dd>
          </div>
        </dl>
        {quote.taxNotice ? <p className="quote-tax-notice">{quote.taxNotice}</p> : null}
        {choosing ? (
          <SubmitButton form={OPTIONS_FORM} name="intent" value="options" className="button button-secondary">
            Update total
          </SubmitButton>
        ) : null}
        <p className="quote-valid-until">Valid until {quote.validUntil}</p>
      </section>

      {quote.termsHtml ? (
        <section aria-labelledby="quote-terms-title" className="quote-terms">
          <h2 id="quote-terms-title">Scope and terms</h2>
          <RenderedHtml html={quote.termsHtml} />
        </section>
      ) : null}

      <section aria-labelledby="quote-roc-title" className="quote-roc">
        <h2 id="quote-roc-title">Arizona Registrar of Contractors</h2>
        <p>{quote.rocNotice}</p>
      </section>
    </>
  );
}

/** A refused answer's own message (a field's, when the form as a whole has none). */
const formErrorsOf = (reply: QuoteAnswerReply) =>
  reply.result.error?.[""] ??
  Object.values(reply.result.error ?? {}).find((errors) => errors?.length) ??
  null;
