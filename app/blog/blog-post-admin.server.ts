import { writeTransaction } from "~/db/client.server";
import { imageFileUrls, storeImage, type StoredImage } from "~/media/image-pipeline.server";
import { removeUnreferencedMedia } from "~/media/media-cleanup.server";
import { audit, type EditContext } from "~/logs/audit.server";
import { findPickableImage } from "./blog-image.server";
import { refuse, refuseField, type Result } from "~/utils/result";
import { BLOG_MESSAGES, type BlogPostInput } from "./blog-post";
import {
  createBlogPost,
  deleteBlogPost,
  getBlogPost,
  BlogTitleTakenError,
  isBlogTitleTaken,
  restoreBlogRevision,
  setBlogPostStatus,
  updateBlogPost,
  type BlogImage,
  type BlogPostWithSections,
} from "./blog-post.server";

// The changes an admin makes to blog posts, one function per change, for the back-office pages and the admin API
// alike. Each owns its transaction, removes an image file it stored when the database write fails, and writes its
// audit row when `by` says who asked (scripts and tests leave it out).

/** The image a saved post shows: the one it has, none, an AI image or upload from the library (by URL), or a new file. */
export type PostImageChoice =
  { kind: "keep" } | { kind: "none" } | { kind: "library"; src: string } | { kind: "upload"; file: File };

/** The API names a post's image by its URL: empty for none, else an image of the library. */
export function postImageFromUrl(img: string): PostImageChoice {
  return img ? { kind: "library", src: img } : { kind: "none" };
}

/** A refused save names the fields as the API does (`img` is the image); the editor page names its image list. */
export type PostSaveResult = Result<{ post: BlogPostWithSections }>;

const NO_IMAGE: BlogImage = { src: "", alt: "", width: null, height: null, variants: [] };

/** The image columns for a choice (a library image keeps its own alt text unless one is given); null: not ours. */
function chosenImage(
  choice: PostImageChoice,
  input: BlogPostInput,
  uploaded: StoredImage | null,
  current: BlogPostWithSections | undefined,
): BlogImage | null {
  switch (choice.kind) {
    case "none":
      return NO_IMAGE;
    case "upload":
      return { ...uploaded!, alt: input.imgAlt };
    case "library": {
      const picked = findPickableImage(choice.src);
      return picked ? { ...picked, alt: input.imgAlt || picked.alt } : null;
    }
    case "keep":
      if (!current) return NO_IMAGE;
      return {
        src: current.img,
        alt: input.imgAlt,
        width: current.imgWidth,
        height: current.imgHeight,
        variants: current.imgVariants,
      };
  }
}

/**
 * Writes a post (a new one when `id` is undefined; an edit keeps the version it replaces as a revision). A title is
 * used once across posts. A new image file is stored first and removed again when the post is not written.
 */
async function writePost(
  id: string | undefined,
  input: BlogPostInput,
  choice: PostImageChoice,
  by: EditContext | undefined,
): Promise<PostSaveResult> {
  const uploaded = choice.kind === "upload" ? await storeImage(choice.file, "blog") : null;
  const removeUpload = async () => {
    if (uploaded) await removeUnreferencedMedia(imageFileUrls(uploaded));
  };
  let result: PostSaveResult;
  try {
    result = writeTransaction((tx): PostSaveResult => {
      const current = id === undefined ? undefined : getBlogPost(id, { includeDrafts: true });
      if (id !== undefined && !current) return refuse(404, BLOG_MESSAGES.apiNotFound);
      if (isBlogTitleTaken(input.title, id)) return refuseField(409, "title", BLOG_MESSAGES.titleTaken);
      const image = chosenImage(choice, input, uploaded, current);
      if (!image) return refuseField(400, "img", BLOG_MESSAGES.apiImageNotInLibrary);
      const post = current
        ? updateBlogPost(current.id, input, { actorId: by?.actor.id, reason: "edit", image }, tx)!
        : createBlogPost(input, { source: "written", image }, tx);
      return { ok: true, post };
    });
  } catch (error) {
    await removeUpload();
    throw error;
  }
  if (!result.ok) await removeUpload();
  return result;
}

/** Creates a written post; see writePost for the rules. */
export async function createBlogPostWithImage(
  input: BlogPostInput,
  image: PostImageChoice,
  by?: EditContext,
) {
  const result = await writePost(undefined, input, image, by);
  if (result.ok && by) {
    audit(by, {
      event: "blog.create",
      message: `Created the post “${result.post.title}”`,
      detail: { postId: result.post.id },
    });
  }
  return result;
}

/** Saves new content for a post, keeping the version it replaces as a revision; see writePost for the rules. */
export async function saveBlogPostEdit(
  id: string,
  input: BlogPostInput,
  image: PostImageChoice,
  by?: EditContext,
) {
  const result = await writePost(id, input, image, by);
  if (result.ok && by) {
    audit(by, {
      event: "blog.update",
      message: `Saved the post “${result.post.title}”`,
      detail: { postId: id },
    });
  }
  return result;
}

/** Deletes a post and the image files nothing else uses; undefined when there was no such post. */
export async function deleteBlogPostAndFiles(id: string, by?: EditContext) {
  const post = deleteBlogPost(id);
  if (!post) return undefined;
  await removeUnreferencedMedia(imageFileUrls({ src: post.img, variants: post.imgVariants }));
  if (by) {
    audit(by, {
      event: "blog.delete",
      level: "warn",
      message: `Deleted the post “${post.title}”`,
      detail: { postId: post.id },
    });
  }
  return post;
}

/** Publishes a post, or moves it back to the drafts; undefined when there is no such post. */
export function setBlogPostPublished(id: string, published: boolean, by?: EditContext) {
  const post = setBlogPostStatus(id, published ? "published" : "draft");
  if (post && by) {
    audit(by, {
      event: published ? "blog.publish" : "blog.unpublish",
      message: `${published ? "Published" : "Unpublished"} “${post.title}”`,
      detail: { postId: id },
    });
  }
  return post;
}

/**
 * Puts a kept revision back; the version it replaces becomes a revision. Refused when either is gone, or when another
 * post has taken the revision's title since.
 */
export function restorePostFromRevision(
  postId: string,
  revisionId: string,
  by?: EditContext,
): Result<{ post: BlogPostWithSections }> {
  let restored;
  try {
    restored = restoreBlogRevision(postId, revisionId, by?.actor.id);
  } catch (error) {
    if (!(error instanceof BlogTitleTakenError)) throw error;
    return refuse(409, BLOG_MESSAGES.revisionTitleTaken(error.title));
  }
  if (!restored) return refuse(404, BLOG_MESSAGES.revisionNotFound);
  if (by) {
    audit(by, {
      event: "blog.restore",
      message: `Restored a revision of “${restored.title}”`,
      detail: { postId, revisionId },
    });
  }
  return { ok: true, post: restored };
}
