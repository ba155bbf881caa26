// The "are you sure?" step of a back-office form, shared by the ConfirmDelete button and the actions that answer it.

/** An action's answer to a delete (or send) that came unconfirmed: the confirm step of which button to show. */
export type ConfirmStepData = { confirmDelete: string };

export const confirmKey = (intent: string, id: string) => `${intent}:${id}`;

/**
 * For a route action: answers the "are you sure?" step when a delete arrives unconfirmed (a browser without
 * JavaScript), or null when `confirmed=yes` came with it and the delete may go ahead.
 */
export function pendingConfirmation(formData: FormData, intent: string, id: string): ConfirmStepData | null {
  return formData.get("confirmed") === "yes" ? null : { confirmDelete: confirmKey(intent, id) };
}

/**
 * A revision restore as RestoreRevisionButton posts it: the revision's id, and the confirm step to answer while the
 * restore is not yet confirmed (null once it is).
 */
export function restoreRequest(formData: FormData) {
  const revisionId = String(formData.get("revisionId") ?? formData.get("id") ?? "");
  return { revisionId, asking: pendingConfirmation(formData, "restore", revisionId) };
}
