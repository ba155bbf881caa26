import { data } from "@remix-run/node";
import { redirectWithAlert } from "~/auth/alert.server";
import { pendingConfirmation } from "~/components/admin/confirm-delete";
import { audit, type AuditEntry, type EditContext } from "~/models/audit.server";

/** A delete refused for another reason than "nothing there" (say, an admin deleting their own account). */
class DeleteRefused {
  constructor(
    readonly message: string,
    readonly status: 400 | 403 | 404 | 409,
  ) {}
}

type Removal<T> = T | undefined | DeleteRefused;

export type ConfirmedDelete<T> = {
  id: string;
  /** The form's intent (the ConfirmDelete button's); "delete" unless the page has several. */
  intent?: string;
  /** Deletes; undefined when there was nothing to delete. */
  remove: () => Removal<T> | Promise<Removal<T>>;
  /** The audit row, for a delete that does not write its own. */
  audit?: (removed: T) => AuditEntry;
  /** Where to go afterwards, and the success alert shown there. */
  redirectTo: string;
  done: string | ((removed: T) => string);
  /** What the page says when there was nothing to delete: a 404 notice on the page, or an alert after a redirect. */
  notFound: string;
  notFoundAs?: "notice" | "alert";
};

/**
 * The back office's delete: asks first when the delete came unconfirmed (a browser without JavaScript gets the
 * confirm step), then deletes, writes the audit row and redirects with a success alert.
 */
export async function confirmedDelete<T>(by: EditContext, formData: FormData, options: ConfirmedDelete<T>) {
  const confirmation = pendingConfirmation(formData, options.intent ?? "delete", options.id);
  if (confirmation) return confirmation;
  const removed = await options.remove();
  if (removed instanceof DeleteRefused) return data({ error: removed.message }, { status: removed.status });
  if (removed === undefined) {
    if (options.notFoundAs === "alert") {
      return redirectWithAlert(by.request, options.redirectTo, { kind: "error", message: options.notFound });
    }
    return data({ error: options.notFound }, { status: 404 });
  }
  if (options.audit) audit(by, options.audit(removed));
  const message = typeof options.done === "function" ? options.done(removed) : options.done;
  return redirectWithAlert(by.request, options.redirectTo, { kind: "success", message });
}
