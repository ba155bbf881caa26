import { Form, Link, useActionData, useLocation, useSubmit } from "react-router";
import { useId, useRef, type FormEvent, type ReactNode, type Ref } from "react";
import { SubmitButton } from "~/components/form";
import { useHydrated } from "~/utils/use-hydrated";
import { CsrfInput } from "~/components/form/csrf-input";
import { confirmKey } from "~/utils/confirm-step";

/** The modal that asks before a post that cannot be undone: the question, the confirming button (children), Cancel. */
export function ConfirmDialog({
  question,
  children,
  ref,
}: {
  question: ReactNode;
  children: ReactNode;
  /** The `<dialog>`, for the caller's showModal(). */
  ref?: Ref<HTMLDialogElement>;
}) {
  const questionId = useId();
  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={questionId}>
      <p id={questionId}>{question}</p>
      <div className="confirm-dialog-buttons">
        {children}
        <button
          type="button"
          className="button button-secondary"
          onClick={(event) => event.currentTarget.closest("dialog")?.close()}
        >
          Cancel
        </button>
      </div>
    </dialog>
  );
}

function asksFor(actionData: unknown, key: string) {
  return (
    typeof actionData === "object" &&
    actionData !== null &&
    "confirmDelete" in actionData &&
    actionData.confirmDelete === key
  );
}

/**
 * A delete button that asks first: with JavaScript a modal dialog, without it the server answers a confirm step
 * (pendingConfirmation in ~/utils/confirm-step), shown in place of the button. Posts `intent`, `id`, `confirmed=yes`.
 */
export function ConfirmDelete({
  id,
  question,
  intent = "delete",
  label = "Delete",
  what,
  confirmLabel = "Yes, delete",
  action,
  small = true,
  children,
}: {
  /** A compact button (lists and tables); false for a page's main actions. */
  small?: boolean;
  id: string;
  question: string;
  intent?: string;
  label?: ReactNode;
  /** What the button acts on, read after the label by screen readers (a list has many "Delete" buttons). */
  what?: ReactNode;
  confirmLabel?: string;
  action?: string;
  children?: ReactNode;
}) {
  const actionData = useActionData();
  const location = useLocation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const askedByServer = asksFor(actionData, confirmKey(intent, id));
  // Without JavaScript the server asks instead, so the dialog is only rendered once it can be opened.
  const hydrated = useHydrated();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Also without its dialog (not rendered yet), the post goes on and the server asks, as without JavaScript.
    if (submitter?.getAttribute("name") === "confirmed" || !dialogRef.current) return;
    event.preventDefault();
    dialogRef.current.showModal();
  }

  function confirm() {
    const formData = new FormData(formRef.current!);
    formData.set("id", id);
    formData.set("confirmed", "yes");
    dialogRef.current?.close();
    submit(formData, { method: "post", action, preventScrollReset: true });
  }

  return (
    <>
      <Form method="post" action={action} ref={formRef} onSubmit={onSubmit} className="confirm-delete">
        <CsrfInput />
        <input type="hidden" name="intent" value={intent} />
        {children}
        {askedByServer ? (
          <div className="confirm-step" role="alert">
            <p>{question}</p>
            <input type="hidden" name="id" value={id} />
            <SubmitButton name="confirmed" value="yes" className="button button-danger">
              {confirmLabel}
            </SubmitButton>
            <Link to={`${location.pathname}${location.search}`} className="button button-secondary">
              Cancel
            </Link>
          </div>
        ) : (
          <SubmitButton
            name="id"
            value={id}
            className={small ? "button button-danger button-small" : "button button-danger"}
          >
            {label}
            {what == null ? null : <span className="visually-hidden"> {what}</span>}
          </SubmitButton>
        )}
      </Form>
      {hydrated ? (
        <ConfirmDialog ref={dialogRef} question={question}>
          <button type="button" className="button button-danger" onClick={confirm}>
            {confirmLabel}
          </button>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
