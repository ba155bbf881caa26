// The lien forms of a job's page, each keyed by `intent` beside the status moves: "Save lien information" and "Record
// service". Each calls its use case; a refusal comes back to its own form as `{ form, result }`, the message at the
// top and beside its field, and nothing changed. Other intents are the job page's (undefined here).
import type { z } from "zod";
import { redirectWithAlert } from "~/auth/alert.server";
import { answerFormPost } from "~/forms/form-intents.server";
import { JOB_MESSAGES } from "~/jobs/job-options";
import { LIEN_MESSAGES, LIEN_PAGE_FORMS, type LienPageForm } from "~/jobs/lien-options";
import { lienFormSchema, noticeServiceFormSchema } from "~/jobs/lien-schema";
import { recordNoticeService } from "~/jobs/record-notice-service.server";
import { saveJobLien } from "~/jobs/save-job-lien.server";
import type { EditContext } from "~/logs/audit.server";
import type { Result } from "~/utils/result";

type Form = {
  schema: z.ZodType;
  run: (id: string, value: never, by: EditContext) => Result<object>;
  done: string;
};

const FORMS: Record<LienPageForm, Form> = {
  lien: { schema: lienFormSchema, run: saveJobLien, done: LIEN_MESSAGES.saved },
  "notice-service": { schema: noticeServiceFormSchema, run: recordNoticeService, done: LIEN_MESSAGES.served },
};

const isLienForm = (intent: unknown): intent is LienPageForm =>
  typeof intent === "string" && (LIEN_PAGE_FORMS as readonly string[]).includes(intent);

/** The answer to a lien form's post, or undefined when the post is another form's. */
export async function lienPageAction(id: string, formData: FormData, by: EditContext) {
  const form = formData.get("intent");
  if (!isLienForm(form)) return undefined;
  const { schema, run, done } = FORMS[form];
  return answerFormPost(form, formData, {
    schema,
    run: (value) => run(id, value as never, by),
    notFound: JOB_MESSAGES.notFound,
    done: () =>
      redirectWithAlert(by.request, `/admin/jobs/${id}#job-lien`, { kind: "success", message: done }),
  });
}
