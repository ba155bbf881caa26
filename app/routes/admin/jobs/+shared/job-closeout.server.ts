// The closeout's posts on a job's page: "Add after photos" (a multipart form), and the punch list's "Add" and
// "Resolve". The page's post is read here, files and all, within the upload's bounds; a refused upload is the photo
// form's error. Each calls its use case; a refusal comes back to its own form as `{ form, result }`.
import { z } from "zod";
import { redirectWithAlert } from "~/auth/alert.server";
import { readFormWithFilesAndToken } from "~/forms/read-form.server";
import { answerFormPost, replyTo } from "~/forms/form-intents.server";
import { addAfterPhotos } from "~/jobs/add-after-photos.server";
import { addPunchItem } from "~/jobs/add-punch-item.server";
import { CLOSEOUT_LIMITS, CLOSEOUT_MESSAGES } from "~/jobs/closeout-options";
import { punchItemFormSchema, resolvePunchItemFormSchema } from "~/jobs/closeout-schema";
import { JOB_MESSAGES } from "~/jobs/job-options";
import { resolvePunchItem } from "~/jobs/resolve-punch-item.server";
import type { EditContext } from "~/logs/audit.server";
import { MediaError } from "~/media/media-error";
import { filesOf } from "~/media/multipart.server";

export const CLOSEOUT_FORMS = ["add-photos", "add-punch-item", "resolve-punch-item"] as const;
export type CloseoutForm = (typeof CLOSEOUT_FORMS)[number];

/** The job page's post, which may carry after photos; a refused upload answers the photo form's error. */
export async function readJobPagePost(request: Request) {
  try {
    const formData = await readFormWithFilesAndToken(request, { maxFiles: CLOSEOUT_LIMITS.photosPerUpload });
    return { formData };
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    const message =
      error.status === 413 && /at most/.test(error.message)
        ? CLOSEOUT_MESSAGES.tooManyInUpload
        : error.message;
    return {
      refused: replyTo(
        "add-photos" as CloseoutForm,
        { status: "error", error: { photos: [message] } },
        error.status,
      ),
    };
  }
}

const isCloseoutForm = (intent: unknown): intent is CloseoutForm =>
  typeof intent === "string" && (CLOSEOUT_FORMS as readonly string[]).includes(intent);

const DONE: Record<CloseoutForm, string> = {
  "add-photos": CLOSEOUT_MESSAGES.photosAdded,
  "add-punch-item": CLOSEOUT_MESSAGES.punchItemAdded,
  "resolve-punch-item": CLOSEOUT_MESSAGES.punchItemResolved,
};

/** Answers a closeout post, or null when the post is another of the page's forms. */
export async function closeoutAction(id: string, formData: FormData, by: EditContext) {
  const form = formData.get("intent");
  if (!isCloseoutForm(form)) return null;
  const schema =
    form === "add-punch-item"
      ? punchItemFormSchema
      : form === "resolve-punch-item"
        ? resolvePunchItemFormSchema
        : z.object({});
  return answerFormPost(form, formData, {
    schema: schema as z.ZodType<Record<string, string>>,
    run: (value) =>
      form === "add-photos"
        ? addAfterPhotos(id, filesOf(formData, "photos"), by)
        : form === "add-punch-item"
          ? addPunchItem(id, { text: value.text! }, by)
          : resolvePunchItem(id, value.itemId!, by),
    notFound: JOB_MESSAGES.notFound,
    done: () =>
      redirectWithAlert(by.request, `/admin/jobs/${id}#job-closeout`, {
        kind: "success",
        message: DONE[form],
      }),
  });
}
