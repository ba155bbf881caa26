import { data } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext, type EditContext } from "~/logs/audit.server";
import { pendingConfirmation } from "~/utils/confirm-step";
import type { RefusalStatus } from "~/utils/result";

/** A delete refused for another reason than "nothing there" (say, an admin deleting their own account). */
export class DeleteRefused {
  constructor(
    readonly message: string,
    readonly status: RefusalStatus,
  ) {}
}

type Removal<T> = T | undefined | DeleteRefused;

type ConfirmedDelete<T> = {
  id: string;
  /** The form's intent (the ConfirmDelete button's); "delete" unless the page has several. */
  intent?: string;
  /** The model's delete, which writes its own audit row; undefined when there was nothing to delete. */
  remove: () => Removal<T> | Promise<Removal<T>>;
  /** Where to go afterwards, and the success alert shown there. */
  redirectTo: string;
  done: string | ((removed: T) => string);
  /** What the page says when there was nothing to delete: a 404 notice on the page, or an alert after a redirect. */
  notFound: string;
  notFoundAs?: "notice" | "alert";
};

/**
 * The back office's delete: asks first when the delete came unconfirmed (a browser without JavaScript gets the
 * confirm step), then deletes and redirects with a success alert.
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
  const message = typeof options.done === "function" ? options.done(removed) : options.done;
  return redirectWithAlert(by.request, options.redirectTo, { kind: "success", message });
}

type ListItemDelete = {
  /** The model's delete, which writes its own audit row; falsy (or a promise of it) when there was nothing to delete. */
  remove: (id: string, by: EditContext) => unknown;
  /** The list the item is on: the delete lands there with an alert, whether it deleted or found nothing. */
  list: string;
  messages: { deleted: string; notFound: string };
};

/** The delete of one item of a back-office list, from the list's row or from the item's editor alike. */
export function confirmedListDelete(by: EditContext, formData: FormData, id: string, item: ListItemDelete) {
  return confirmedDelete(by, formData, {
    id,
    remove: async () => (await item.remove(id, by)) || undefined,
    redirectTo: item.list,
    done: item.messages.deleted,
    notFound: item.messages.notFound,
    notFoundAs: "alert",
  });
}

/** A list page's action: the Delete of one of its rows (the row's id posted as `id`), by the signed-in admin. */
export async function listRowDelete<T>(
  request: Request,
  remove: (formData: FormData, by: EditContext, id: string) => T,
) {
  const admin = await requireAdmin(request);
  const formData = await readFormWithToken(request);
  return remove(formData, requestContext(request, admin), String(formData.get("id") ?? ""));
}
