import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, methodNotAllowed, parseOrThrow, readJsonBody, runApi } from "~/api/http.server";
import { requireApiAdmin, requireApiUser } from "~/auth/api-token.server";
import { IMAGE_NOT_IN_LIBRARY, resolvePostImage } from "~/blog/blog-image-choice.server";
import { imageFileUrls } from "~/media/image-pipeline.server";
import { removeUnreferencedMedia } from "~/media/media-cleanup.server";
import { audit } from "~/models/audit.server";
import { BLOG_MESSAGES, blogPostSchema } from "~/models/blog-post";
import {
  blogPostToJson,
  deleteBlogPost,
  getBlogPost,
  isBlogTitleTaken,
  updateBlogPost,
} from "~/models/blog-post.server";

// GET /api/blog/:id: { post }, or a 404. Drafts only for an admin bearer token.
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  runApi(async () => {
    const user = request.headers.has("Authorization") ? await requireApiUser(request) : null;
    const post = getBlogPost(params.id ?? "", { includeDrafts: Boolean(user?.isAdmin) });
    if (!post) return apiError(404, "Blog post not found.");
    return apiJson({ post: blogPostToJson(post) });
  });

// PUT /api/blog/:id (admin): replaces the post's content (the old version is kept as a revision).
// DELETE /api/blog/:id (admin): deletes the post and the image files nothing else uses.
export const action = ({ request, params }: ActionFunctionArgs) =>
  runApi(async () => {
    if (request.method !== "PUT" && request.method !== "DELETE")
      return methodNotAllowed(["GET", "PUT", "DELETE"]);
    const user = await requireApiAdmin(request);
    const id = params.id ?? "";
    if (request.method === "DELETE") {
      const post = deleteBlogPost(id);
      if (!post) return apiError(404, "Blog post not found.");
      await removeUnreferencedMedia(imageFileUrls({ src: post.img, variants: post.imgVariants }));
      audit(request, user, {
        event: "blog.delete",
        level: "warn",
        message: `Deleted the post “${post.title}” through the API`,
        detail: { postId: id },
      });
      return apiJson({ success: true, message: BLOG_MESSAGES.deleted });
    }
    if (!getBlogPost(id, { includeDrafts: true })) return apiError(404, "Blog post not found.");
    const input = parseOrThrow(blogPostSchema, await readJsonBody(request));
    if (isBlogTitleTaken(input.title, id))
      return apiError(409, BLOG_MESSAGES.titleTaken, { fieldErrors: { title: [BLOG_MESSAGES.titleTaken] } });
    const image = resolvePostImage(input.img, input.imgAlt);
    if (!image) return apiError(400, IMAGE_NOT_IN_LIBRARY, { fieldErrors: { img: [IMAGE_NOT_IN_LIBRARY] } });
    const post = updateBlogPost(id, input, { actorId: user.id, reason: "edit", image })!;
    audit(request, user, {
      event: "blog.update",
      message: `Saved the post “${post.title}” through the API`,
      detail: { postId: id },
    });
    return apiJson({ success: true, post: blogPostToJson(post) });
  });
