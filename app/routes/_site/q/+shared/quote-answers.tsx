import { Form } from "react-router";
import { CsrfInput } from "~/components/form/csrf-input";
import { CheckboxField, Field, TextareaField } from "~/components/form/fields";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { useFormReply } from "~/components/form/use-form-reply";
import { replyFor } from "~/forms/form-reply";
import type { QuotePageView } from "~/quotes/quote-page.server";
import type { QuoteAnswerReply } from "../quote-answers.server";
import { DrawnSignature } from "./drawn-signature";

type Props = {
  quote: QuotePageView;
  token: string;
  chosen: string[];
  reply?: QuoteAnswerReply;
  depositReturned: boolean;
};

/**
 * What the customer can do with the quote: while it waits for an answer, accept and sign (the consent, then the
 * typed name), request changes or decline; once signed, the signature, the PDF and the deposit.
 */
export function QuoteAnswers({ quote, token, chosen, reply, depositReturned }: Props) {
  const pdf = `/q/${token}/pdf`;
  return (
    <>
      {quote.takesAnswers ? <AcceptForm quote={quote} chosen={chosen} reply={reply} /> : null}
      {quote.acceptance ? (
        <section aria-labelledby="quote-accepted-title" className="quote-card quote-accepted">
          <h2 id="quote-accepted-title">Accepted</h2>
          <p>{quote.acceptance.signedOn}</p>
          <p className="quote-fingerprint">
            Document fingerprint (SHA-256): <code>{quote.acceptance.documentSha256}</code>
          </p>
        </section>
      ) : null}
      {quote.acceptance ? <DepositSection quote={quote} returned={depositReturned} /> : null}
      <p className="quote-pdf">
        <a href={pdf} download={quote.pdfFileName}>
          {quote.acceptance ? "Download the signed quote (PDF)" : "Download this quote (PDF)"}
        </a>
      </p>
      {quote.takesAnswers ? (
        <div className="quote-other-answers">
          <ChangesForm reply={reply} />
          <DeclineForm reply={reply} />
        </div>
      ) : null}
      <ShareForm reply={reply} />
    </>
  );
}

/** "Accept and sign": the terms above, the consent with its disclosure, the full name, then the button. */
function AcceptForm({ quote, chosen, reply }: Pick<Props, "quote" | "chosen" | "reply">) {
  const form = useFormReply({ id: "accept-form", lastResult: replyFor(reply, "accept") });
  return (
    <section aria-labelledby="accept-title" className="quote-card quote-accept">
      <h2 id="accept-title">Accept and sign</h2>
      <p>
        By signing you accept this quote, its items as shown with the optional items you added, and the scope
        and terms above.
      </p>
      <Form method="post" {...form.props} className="stack" preventScrollReset>
        <ErrorSummary form={form} fieldIds={{ signature: "drawn-signature-label" }} />
        <CsrfInput />
        <input type="hidden" name="version" value={quote.version} />
        <input type="hidden" name="options" value="listed" />
        {chosen.map((id) => (
          <input key={id} type="hidden" name="option" value={id} />
        ))}
        <div className="quote-esign" id="esign-disclosure">
          {quote.consent.disclosure.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <CheckboxField label={quote.consent.label} field={form.field("consent")} />
        <Field label="Full name" field={form.field("name")} autoComplete="name" />
        <Field
          label="Title (optional)"
          field={form.field("title")}
          autoComplete="organization-title"
          hint="When you sign for an HOA or a company, for example “Board president”."
        />
        <DrawnSignature error={form.field("signature").errors} />
        <SubmitButton name="intent" value="accept" pendingLabel="Signing…">
          Accept and sign
        </SubmitButton>
      </Form>
    </section>
  );
}

function ChangesForm({ reply }: Pick<Props, "reply">) {
  const form = useFormReply({ id: "changes-form", lastResult: replyFor(reply, "changes") });
  return (
    <section aria-labelledby="changes-title" className="quote-card">
      <h2 id="changes-title">Request changes</h2>
      <Form method="post" {...form.props} className="stack" preventScrollReset>
        <ErrorSummary form={form} />
        <CsrfInput />
        <TextareaField label="Message" field={form.field("message")} rows={4} />
        <SubmitButton name="intent" value="changes" className="button button-secondary">
          Send request
        </SubmitButton>
      </Form>
    </section>
  );
}

function DeclineForm({ reply }: Pick<Props, "reply">) {
  const form = useFormReply({ id: "decline-form", lastResult: replyFor(reply, "decline") });
  return (
    <section aria-labelledby="decline-title" className="quote-card">
      <h2 id="decline-title">Decline</h2>
      <Form method="post" {...form.props} className="stack" preventScrollReset>
        <ErrorSummary form={form} />
        <CsrfInput />
        <TextareaField label="Reason (optional)" field={form.field("reason")} rows={3} />
        <SubmitButton name="intent" value="decline" className="button button-secondary">
          Decline
        </SubmitButton>
      </Form>
    </section>
  );
}

/** "Share this quote": the link mailed to someone else who must approve it (a board, a manager). */
function ShareForm({ reply }: Pick<Props, "reply">) {
  const form = useFormReply({ id: "share-form", lastResult: replyFor(reply, "share") });
  return (
    <section aria-labelledby="share-title" className="quote-card" id="quote-share">
      <h2 id="share-title">Share this quote</h2>
      <p>We e-mail the quote to someone else who must see or approve it, such as your HOA&apos;s board.</p>
      <Form method="post" {...form.props} className="stack" preventScrollReset>
        <ErrorSummary form={form} />
        <CsrfInput />
        <Field label="Their e-mail address" field={form.field("email")} type="email" autoComplete="off" />
        <SubmitButton name="intent" value="share" className="button button-secondary">
          Share this quote
        </SubmitButton>
      </Form>
    </section>
  );
}

/**
 * Once signed: what was paid, what is due, and the office's instructions ("Pay deposit", Stripe Checkout, is in the
 * status line at the top, where the customer looks after signing).
 */
function DepositSection({ quote, returned }: { quote: QuotePageView; returned: boolean }) {
  const due = quote.depositDue !== "$0.00";
  return (
    <section aria-labelledby="quote-deposit-title" className="quote-card quote-deposit">
      <h2 id="quote-deposit-title">Deposit</h2>
      {quote.payments.map((payment) => (
        <p key={payment.text}>{payment.text}</p>
      ))}
      {returned && due ? (
        <p role="status">Thank you. Your payment is being confirmed; this page shows it once it arrives.</p>
      ) : null}
      <dl className="quote-totals">
        <div>
          <dt>{quote.depositLabel}</dt>
          <dd>{quote.depositDue}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>{quote.balance}</dd>
        </div>
      </dl>
      {due && quote.paymentInstructions ? (
        <div className="quote-instructions">
          <h3>{quote.payOnline ? "Or pay by check or transfer" : "How to pay"}</h3>
          <p>{quote.paymentInstructions}</p>
        </div>
      ) : null}
    </section>
  );
}
