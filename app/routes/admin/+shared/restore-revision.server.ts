import { data } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { restoreRequest } from "~/utils/confirm-step";

type RevisionRestore<Reason extends string> = {
  /** The editor the Restore button is on: the restore goes back there with its alert. */
  editPath: string;
  /** The model's restore, which stores what it replaces as a revision and writes its own audit row. */
  restore: (revisionId: string) => { ok: true } | { ok: false; reason: Reason };
  restored: string;
  /** The error alert for each reason the model can refuse a restore for. */
  refused: Record<Reason, string>;
};

/**
 * An editor's Restore of one of its revisions: asks first (the confirm step, for a browser without JavaScript; the
 * dialog's answer comes confirmed), then restores and goes back to the editor with a success or error alert.
 */
export function restoreRevision<Reason extends string>(
  request: Request,
  formData: FormData,
  options: RevisionRestore<Reason>,
) {
  const { revisionId, asking } = restoreRequest(formData);
  if (asking) return data(asking);
  const restored = options.restore(revisionId);
  return redirectWithAlert(
    request,
    options.editPath,
    restored.ok
      ? { kind: "success", message: options.restored }
      : { kind: "error", message: options.refused[restored.reason] },
  );
}
