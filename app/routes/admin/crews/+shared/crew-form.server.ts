// The crew screens' posts: save (add or edit), "New link" and "Delete" (asked first), each calling its crew use case
// and only translating its answer.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { createCrew } from "~/crews/create-crew.server";
import { CREW_MESSAGES } from "~/crews/crew-options";
import { crewFormSchema } from "~/crews/crew-schema";
import { deleteCrew } from "~/crews/delete-crew.server";
import { renewCrewCalendarLink } from "~/crews/renew-crew-calendar-link.server";
import { updateCrew } from "~/crews/update-crew.server";
import type { EditContext } from "~/logs/audit.server";
import { confirmedDelete, DeleteRefused } from "~/routes/admin/+shared/confirmed-delete.server";

const FIX_FIELDS = "The crew was not saved. Fix the fields marked below.";
const notFound = () => data(CREW_MESSAGES.notFound, { status: 404 });

/** "Add crew" or a crew's Save: the form's errors, or the crew's page with an alert. */
export function saveCrewForm(formData: FormData, by: EditContext, id?: string) {
  const submission = parseWithZod(formData, { schema: crewFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: [FIX_FIELDS] }) }, { status: 400 });
  }
  const result = id ? updateCrew(id, submission.value, by) : createCrew(submission.value, by);
  if (!result.ok) {
    if (result.status === 404) throw notFound();
    const reply = submission.reply({ formErrors: [result.error], fieldErrors: result.fieldErrors });
    return data({ result: reply }, { status: result.status });
  }
  return redirectWithAlert(by.request, `/admin/crews/${result.crew.id}`, {
    kind: "success",
    message: id ? CREW_MESSAGES.updated : CREW_MESSAGES.created,
  });
}

/** A crew page's post: Save, New link or Delete. */
export async function crewPageAction(id: string, formData: FormData, by: EditContext) {
  const intent = formData.get("intent");
  if (intent === "new-link") {
    const result = renewCrewCalendarLink(id, by);
    if (!result.ok) throw notFound();
    return redirectWithAlert(by.request, `/admin/crews/${id}#crew-calendar`, {
      kind: "success",
      message: CREW_MESSAGES.linkRenewed,
    });
  }
  if (intent === "delete") {
    return confirmedDelete(by, formData, {
      id,
      remove: () => {
        const result = deleteCrew(id, by);
        if (result.ok) return result;
        return result.status === 404 ? undefined : new DeleteRefused(result.error, 409);
      },
      redirectTo: "/admin/crews",
      done: CREW_MESSAGES.deleted,
      notFound: CREW_MESSAGES.notFound,
      notFoundAs: "alert",
    });
  }
  return saveCrewForm(formData, by, id);
}
