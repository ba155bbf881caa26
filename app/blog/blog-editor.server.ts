import { parseWithZod } from "@conform-to/zod/v4";
import { redirectWithAlert } from "~/auth/alert.server";
import type { SessionUser } from "~/auth/session.server";
import { storeImage } from "~/media/image-pipeline.server";
import { MediaError } from "~/media/media-error";
import { fileBytes, filesOf, readMultipartForm } from "~/media/multipart.server";
import { audit } from "~/models/audit.server";
import { findPickableImage } from "~/models/blog-image.server";
import { BLOG_MESSAGES, blogEditorSchema } from "~/models/blog-post";
import {
  createBlogPost,
  getBlogPost,
  isBlogTitleTaken,
  updateBlogPost,
  type BlogImage,
} from "~/models/blog-post.server";

/**
 * Handles a post from the blog editor (create when `postId` is absent): Conform list intents (add, remove, move a
 * section) come back as form state, a valid save stores the post (previous version kept as a revision) and redirects.
 */
export async function submitBlogEditor(request: Request, user: SessionUser, postId?: string) {
  let formData: FormData;
  try {
    formData = await readMultipartForm(request, { maxFiles: 1 });
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    return {
      result: { status: "error" as const, error: { imageFile: [error.message] } },
      status: error.status,
    };
  }
  const submission = parseWithZod(formData, { schema: blogEditorSchema });
  // A list intent (add, remove, move a section) answers 200 with the changed form; a failed save answers 400.
  if (submission.status !== "success")
    return { result: submission.reply(), status: submission.status === "error" ? 400 : 200 };

  const input = submission.value;
  if (isBlogTitleTaken(input.title, postId)) {
    return {
      result: submission.reply({ fieldErrors: { title: [BLOG_MESSAGES.titleTaken] } }),
      status: 400,
    };
  }

  let image: Partial<BlogImage> | undefined;
  const [file] = filesOf(formData, "imageFile");
  if (file) {
    try {
      const stored = await storeImage(await fileBytes(file), "blog");
      image = { ...stored, alt: input.imgAlt };
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
      return {
        result: submission.reply({ fieldErrors: { imageFile: [error.message] } }),
        status: error.status,
      };
    }
  } else if (input.imageChoice === "none") {
    image = { src: "", alt: "", width: null, height: null, variants: [] };
  } else if (input.imageChoice !== "keep") {
    const picked = findPickableImage(input.imageChoice);
    if (!picked)
      return {
        result: submission.reply({ fieldErrors: { imageChoice: ["Choose an image from the list"] } }),
        status: 400,
      };
    image = { ...picked, alt: input.imgAlt || picked.alt };
  }

  if (!postId) {
    const post = createBlogPost(input, {
      source: "written",
      image: image ?? { src: "", alt: "", variants: [] },
    });
    audit(request, user, {
      event: "blog.create",
      message: `Created the post “${post.title}”`,
      detail: { postId: post.id },
    });
    return {
      redirect: await redirectWithAlert(request, `/admin/blog/${post.id}/edit`, {
        kind: "success",
        message: BLOG_MESSAGES.created,
      }),
    };
  }

  const current = getBlogPost(postId, { includeDrafts: true });
  if (!current)
    return {
      redirect: await redirectWithAlert(request, "/admin/blog", {
        kind: "error",
        message: BLOG_MESSAGES.notFound,
      }),
    };
  const keepImage = image ?? {
    src: current.img,
    alt: input.imgAlt,
    width: current.imgWidth,
    height: current.imgHeight,
    variants: current.imgVariants,
  };
  updateBlogPost(postId, input, { actorId: user.id, reason: "edit", image: keepImage });
  audit(request, user, {
    event: "blog.update",
    message: `Saved the post “${input.title}”`,
    detail: { postId },
  });
  return {
    redirect: await redirectWithAlert(request, `/admin/blog/${postId}/edit`, {
      kind: "success",
      message: BLOG_MESSAGES.saved,
    }),
  };
}
