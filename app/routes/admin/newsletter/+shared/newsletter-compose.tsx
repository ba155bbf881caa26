import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { useEffect, useRef, type MouseEvent } from "react";
import { ErrorList, ErrorSummary, Field, SubmitButton, TextareaField } from "~/components/form";
import { CAMPAIGN_POSTS_MAX, campaignFormSchema } from "~/newsletter/newsletter-campaign";
import { useHydrated } from "~/utils/use-hydrated";
import { ConfirmDialog } from "~/routes/admin/+shared/dialogs";
import { useZodForm } from "~/components/form/use-zod-form";
import { CsrfInput } from "~/components/form/csrf-input";

export type IncludablePost = { id: string; title: string; createdAt: string };
export type CampaignDraft = { subject: string; message: string; postIds: string[] };
export type MailPreview = { subject: string; text: string; html: string };

const asList = (value: unknown) =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];

const sendLabel = (recipients: number) =>
  `Send to ${recipients} confirmed ${recipients === 1 ? "subscriber" : "subscribers"}?`;

/**
 * The compose form. Every button posts the whole form with an `intent`: preview, test, draft, send. "Send to
 * subscribers" asks first: with JavaScript in a dialog, without it the server answers a confirm step in the page
 * (`confirmRecipients`); "Yes, send" posts `send-confirmed`. The hidden idempotency key makes a second submit of the
 * same form (a double click) find the campaign the first one made.
 */
export function NewsletterComposeForm({
  lastResult,
  defaultValue,
  posts,
  idempotencyKey,
  recipients,
  confirmRecipients,
  notice,
}: {
  lastResult?: SubmissionResult;
  defaultValue: CampaignDraft;
  posts: IncludablePost[];
  idempotencyKey: string;
  /** Confirmed subscribers now (for the dialog's question). */
  recipients: number;
  /** Set when the server asks to confirm the send (no JavaScript). */
  confirmRecipients?: number;
  notice?: string;
}) {
  const [form, fields] = useZodForm(campaignFormSchema, {
    id: "newsletter-compose",
    lastResult,
    defaultValue,
  });
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "idle") dialogRef.current?.close();
  }, [navigation.state]);
  const chosen = new Set(asList(fields.postIds.value ?? fields.postIds.initialValue));

  function askFirst(event: MouseEvent<HTMLButtonElement>) {
    const formElement = event.currentTarget.form;
    // An invalid form goes to the server as is, which answers with the field errors; so does a click in the moment
    // between hydration and the dialog's first render, and the server asks instead.
    if (!formElement?.checkValidity() || !dialogRef.current) return;
    event.preventDefault();
    dialogRef.current.showModal();
  }

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="panel newsletter-compose"
      onSubmit={(event) => {
        // "Yes, send" keeps the dialog open (its button disabled) until the send is answered, so the second click
        // of a double click cannot land on a button under the dialog, such as Save draft.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter?.getAttribute("value") !== "send-confirmed") dialogRef.current?.close();
        form.onSubmit(event);
      }}
    >
      <CsrfInput />
      <ErrorSummary form={form} />
      {notice ? (
        <p className="newsletter-notice" role="status">
          {notice}
        </p>
      ) : null}
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Field label="Subject" field={fields.subject} />
      <TextareaField
        label="Message"
        field={fields.message}
        rows={12}
        hint="Plain text (a blank line starts a new paragraph) or Markdown: **bold**, _italic_, [links](https://…), lists. HTML tags are shown as text."
      />
      <fieldset className="newsletter-posts" aria-describedby={fields.postIds.errorId}>
        <legend>Include posts (optional)</legend>
        <p className="field-hint">
          Published posts to list under the message, with a link to each (at most {CAMPAIGN_POSTS_MAX}).
        </p>
        {posts.length === 0 ? (
          <p className="muted">No published posts yet.</p>
        ) : (
          <ul>
            {posts.map((post) => (
              <li key={post.id} className="field-checkbox">
                <input
                  type="checkbox"
                  id={`post-${post.id}`}
                  name={fields.postIds.name}
                  value={post.id}
                  defaultChecked={chosen.has(post.id)}
                />
                <label htmlFor={`post-${post.id}`}>{post.title}</label>
              </li>
            ))}
          </ul>
        )}
        <ErrorList id={fields.postIds.errorId} errors={fields.postIds.errors} />
      </fieldset>

      <div className="button-row">
        <SubmitButton
          name="intent"
          value="preview"
          className="button button-secondary"
          pendingLabel="Preview"
        >
          Preview
        </SubmitButton>
        <SubmitButton
          name="intent"
          value="test"
          className="button button-secondary"
          pendingLabel="Sending test..."
        >
          Send test to me
        </SubmitButton>
        <SubmitButton
          name="intent"
          value="draft"
          className="button button-secondary"
          pendingLabel="Saving..."
        >
          Save draft
        </SubmitButton>
      </div>

      {/* Apart from Preview and the test copy, so a slip of the finger never mails everyone; it asks first. */}
      {confirmRecipients === undefined ? (
        <div className="newsletter-send">
          <p className="muted">
            When the preview and the test copy look right: one mail to each confirmed subscriber. It asks
            before sending.
          </p>
          <button
            type="submit"
            name="intent"
            value="send"
            className="button"
            onClick={hydrated ? askFirst : undefined}
          >
            Send to subscribers
          </button>
        </div>
      ) : null}

      {confirmRecipients !== undefined ? (
        <div className="confirm-step newsletter-confirm" role="alert">
          <p>{sendLabel(confirmRecipients)}</p>
          <SubmitButton name="intent" value="send-confirmed" pendingLabel="Sending...">
            Yes, send
          </SubmitButton>
          <SubmitButton name="intent" value="edit" className="button button-secondary">
            Cancel
          </SubmitButton>
        </div>
      ) : null}

      {hydrated ? (
        <ConfirmDialog ref={dialogRef} question={sendLabel(recipients)}>
          <SubmitButton name="intent" value="send-confirmed" pendingLabel="Sending...">
            Yes, send
          </SubmitButton>
        </ConfirmDialog>
      ) : null}
    </Form>
  );
}

export const PREVIEW_NOTE =
  "Each subscriber's copy carries their own unsubscribe link; the link in this preview and in a test copy has none.";

/** The mail as it will be sent: its HTML in a sandboxed frame (no scripts, no same-origin access) and its text. */
export function MailPreviewPanel({ preview, note }: { preview: MailPreview; note?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // With JavaScript the page is not reloaded: bring the new preview into view and move focus to it.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, [preview]);
  return (
    <section className="panel newsletter-preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading" ref={heading} tabIndex={-1}>
        Preview
      </h2>
      <p>
        <strong>Subject:</strong> {preview.subject}
      </p>
      {note ? <p className="muted">{note}</p> : null}
      <h3>HTML</h3>
      <iframe title="HTML version of the newsletter" sandbox="" srcDoc={preview.html} />
      <h3>Plain text</h3>
      {/* It scrolls when long: focusable, so a keyboard can scroll it too (axe's scrollable-region-focusable). */}
      <pre
        className="newsletter-text"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label="Plain-text version of the newsletter"
      >
        {preview.text}
      </pre>
    </section>
  );
}
