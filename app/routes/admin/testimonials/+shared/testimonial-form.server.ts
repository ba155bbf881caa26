import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { confirmedListDelete } from "~/routes/admin/+shared/confirmed-delete.server";
import { redirectWithAlert } from "~/auth/alert.server";
import { refusalInit, refusalReply } from "~/forms/refusal-reply.server";
import type { EditContext } from "~/logs/audit.server";
import { TESTIMONIAL_MESSAGES, testimonialSchema } from "~/testimonials/testimonial";
import { createTestimonial, deleteTestimonial, updateTestimonial } from "~/testimonials/testimonial.server";

/** The add and edit forms' action: validates, saves, and answers with the field errors or a redirect to the list. */
export async function saveTestimonialForm(formData: FormData, context: EditContext, id?: string) {
  const submission = parseWithZod(formData, { schema: testimonialSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ formErrors: [TESTIMONIAL_MESSAGES.failed] }), { status: 400 });
  }
  const result = id
    ? updateTestimonial(id, submission.value, context)
    : createTestimonial(submission.value, context);
  if (!result.ok && result.status === 404) throw data(result.error, { status: 404 });
  // The form's summary says to fix the marked fields; the refusal's own line stands beside its field.
  if (!result.ok) {
    const refusal = { ...result, error: TESTIMONIAL_MESSAGES.failed };
    return data(refusalReply(submission, refusal), refusalInit(refusal));
  }
  const done = id ? TESTIMONIAL_MESSAGES.saved : TESTIMONIAL_MESSAGES.created;
  return redirectWithAlert(context.request, "/admin/testimonials", {
    kind: result.warning ? "warning" : "success",
    message: result.warning ? `${done}. ${result.warning}` : done,
  });
}

/** The Delete of the list's rows and of the editor: asks first, then deletes the testimonial. */
export const deleteTestimonialForm = (formData: FormData, context: EditContext, id: string) =>
  confirmedListDelete(context, formData, id, {
    remove: deleteTestimonial,
    list: "/admin/testimonials",
    messages: TESTIMONIAL_MESSAGES,
  });
