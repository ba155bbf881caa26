import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { confirmedListDelete } from "~/routes/admin/+shared/confirmed-delete.server";
import { redirectWithAlert } from "~/auth/alert.server";
import { refusalInit, refusalReply } from "~/forms/refusal-reply.server";
import type { EditContext } from "~/logs/audit.server";
import { SERVICE_AREA_MESSAGES, serviceAreaFormSchema } from "~/content/service-area";
import { createServiceArea, deleteServiceArea, updateServiceArea } from "~/content/service-area.server";

/**
 * The add and edit forms' action: validates, saves (a new area, or a new version of one), and answers with the field
 * errors or a redirect to the area's editor.
 */
export async function saveServiceAreaForm(formData: FormData, context: EditContext, id?: string) {
  const submission = parseWithZod(formData, { schema: serviceAreaFormSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ formErrors: [SERVICE_AREA_MESSAGES.failed] }), { status: 400 });
  }
  const result = id
    ? updateServiceArea(id, submission.value, context)
    : createServiceArea(submission.value, context);
  if (!result.ok && result.status === 404) throw data(result.error, { status: 404 });
  if (!result.ok) return data(refusalReply(submission, result), refusalInit(result));
  return redirectWithAlert(context.request, `/admin/service-areas/${result.area.id}`, {
    kind: "success",
    message: id ? SERVICE_AREA_MESSAGES.saved : SERVICE_AREA_MESSAGES.created,
  });
}

/** The Delete of the list's rows and of the editor: asks first, then deletes the area and its page. */
export const deleteServiceAreaForm = (formData: FormData, context: EditContext, id: string) =>
  confirmedListDelete(context, formData, id, {
    remove: deleteServiceArea,
    list: "/admin/service-areas",
    messages: SERVICE_AREA_MESSAGES,
  });
