import { data } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { restoreRequest } from "~/utils/confirm-step";
import type { Result } from "~/utils/result";

type RevisionRestore = {
  /** The editor the Restore button is on: the restore goes back there with its alert. */
  editPath: string;
  /** The use case, which stores what it replaces as a revision and writes its own audit row; a refusal is the alert. */
  restore: (revisionId: string) => Result;
  restored: string;
};

/**
 * An editor's Restore of one of its revisions: asks first (the confirm step, for a browser without JavaScript; the
 * dialog's answer comes confirmed), then restores and goes back to the editor with a success or error alert.
 */
export function restoreRevision(request: Request, formData: FormData, options: RevisionRestore) {
  const { revisionId, asking } = restoreRequest(formData);
  if (asking) return data(asking);
  const restored = options.restore(revisionId);
  return redirectWithAlert(
    request,
    options.editPath,
    restored.ok ? { kind: "success", message: options.restored } : { kind: "error", message: restored.error },
  );
}
