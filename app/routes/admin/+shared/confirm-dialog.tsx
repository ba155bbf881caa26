import { useId, type ReactNode, type Ref } from "react";

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
