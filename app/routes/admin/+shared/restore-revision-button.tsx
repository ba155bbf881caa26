import { Form } from "react-router";
import { ConfirmDelete } from "./dialogs";
import { SubmitButton } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";

type RestoreRevisionProps = {
  revisionId: string;
  when: string;
  /**
   * Ask first, as deletes do: a dialog with JavaScript, the server's confirm step without (the action answers an
   * unconfirmed restore with pendingConfirmation(formData, "restore", revisionId)).
   */
  ask?: boolean;
  /** The action that restores, when not this page's own (the revision view posts to the editor). */
  action?: string;
  label?: string;
  small?: boolean;
};

/** Puts a stored version back: posts intent=restore with its id (and confirmed=yes once asked) to the action. */
export function RestoreRevisionButton({
  revisionId,
  when,
  ask = false,
  action,
  label = "Restore",
  small = true,
}: RestoreRevisionProps) {
  if (ask) {
    return (
      <ConfirmDelete
        id={revisionId}
        intent="restore"
        action={action}
        small={small}
        label={label}
        what={`the version of ${when}`}
        question={`Put back the version of ${when}? What the page says now is kept as a revision, so you can undo this.`}
        confirmLabel="Yes, restore"
      >
        <input type="hidden" name="revisionId" value={revisionId} />
      </ConfirmDelete>
    );
  }
  return (
    <Form method="post" action={action}>
      <CsrfInput />
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="revisionId" value={revisionId} />
      <SubmitButton className={small ? "button button-secondary button-small" : "button"}>
        {label}
        <span className="visually-hidden"> the version of {when}</span>
      </SubmitButton>
    </Form>
  );
}
