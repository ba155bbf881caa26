import { data } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { refusalReply } from "~/forms/refusal-reply.server";
import { refuseField } from "~/utils/result";
import { filesOf } from "~/media/multipart.server";
import type { EditContext } from "~/logs/audit.server";
import { BLOG_MESSAGES, blogEditorSchema } from "~/blog/blog-post";
import {
  createBlogPostWithImage,
  saveBlogPostEdit,
  type PostImageChoice,
} from "~/blog/blog-post-admin.server";
import { saveUploadForm, type UploadForm } from "~/routes/admin/+shared/upload-form.server";

/** The blog editor's post: its fields and at most one new image file, whose problems show on the file input. */
export const BLOG_EDITOR_FORM: UploadForm = { limits: { maxFiles: 1 }, fileField: "imageFile" };

/** A new file wins over the image list, whose value is "keep", "none" or the URL of a library image. */
function editorImageChoice(listValue: string, file: File | undefined): PostImageChoice {
  if (file) return { kind: "upload", file };
  if (listValue === "keep" || listValue === "none") return { kind: listValue };
  return { kind: "library", src: listValue };
}

/**
 * Saves a post from the blog editor (a new one when `postId` is absent) and opens it in the editor again. Conform list
 * intents (add, remove, move a section) come back as form state.
 */
export function saveBlogEditor(by: EditContext, formData: FormData, postId?: string) {
  return saveUploadForm(formData, blogEditorSchema, BLOG_EDITOR_FORM, async (input, submission) => {
    const image = editorImageChoice(input.imageChoice, filesOf(formData, "imageFile")[0]);
    const result =
      postId === undefined
        ? await createBlogPostWithImage(input, image, by)
        : await saveBlogPostEdit(postId, input, image, by);
    if (result.ok) {
      return redirectWithAlert(by.request, `/admin/blog/${result.post.id}/edit`, {
        kind: "success",
        message: postId === undefined ? BLOG_MESSAGES.created : BLOG_MESSAGES.saved,
      });
    }
    if (result.status === 404) {
      return redirectWithAlert(by.request, "/admin/blog", { kind: "error", message: BLOG_MESSAGES.notFound });
    }
    // The editor offers the library as a list: an image no longer in it is a stale choice of that list.
    const refusal = result.fieldErrors?.img
      ? refuseField(400, "imageChoice", BLOG_MESSAGES.chooseFromList)
      : result;
    return data({ result: refusalReply(submission, refusal) }, { status: 400 });
  });
}
