import { Form } from "react-router";
import { SubmitButton } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";

/** Puts a stored version back: posts intent=restore with its id to the page's own action. */
export function RestoreRevisionButton({ revisionId, when }: { revisionId: string; when: string }) {
  return (
    <Form method="post">
      <CsrfInput />
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="revisionId" value={revisionId} />
      <SubmitButton className="button button-secondary button-small">
        Restore<span className="visually-hidden"> the version of {when}</span>
      </SubmitButton>
    </Form>
  );
}
