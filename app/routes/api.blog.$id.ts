import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson, parseOrThrow, readJsonBody } from "~/api/http.server";
import { optionalApiUser, requireApiAdmin } from "~/auth/api-token.server";
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

const notFound = () => apiError(404, "Blog post not found.");

export const { loader, action } = apiRoute({
  // GET /api/blog/:id: { post }, or a 404. Drafts only for an admin bearer token.
  GET: async ({ request, params }) => {
    const user = await optionalApiUser(request);
    const post = getBlogPost(params.id ?? "", { includeDrafts: Boolean(user?.isAdmin) });
    return post ? apiJson({ post: blogPostToJson(post) }) : notFound();
  },

  // PUT /api/blog/:id (admin): replaces the post's content (the old version is kept as a revision).
  PUT: async ({ request, params }) => {
    const user = await requireApiAdmin(request);
    const id = params.id ?? "";
    if (!getBlogPost(id, { includeDrafts: true })) return notFound();
    const input = parseOrThrow(blogPostSchema, await readJsonBody(request));
    if (isBlogTitleTaken(input.title, id)) {
      return apiError(409, BLOG_MESSAGES.titleTaken, { fieldErrors: { title: [BLOG_MESSAGES.titleTaken] } });
    }
    const image = resolvePostImage(input.img, input.imgAlt);
    if (!image) return apiError(400, IMAGE_NOT_IN_LIBRARY, { fieldErrors: { img: [IMAGE_NOT_IN_LIBRARY] } });
    const post = updateBlogPost(id, input, { actorId: user.id, reason: "edit", image })!;
    audit(request, user, {
      event: "blog.update",
      message: `Saved the post “${post.title}” through the API`,
      detail: { postId: id },
    });
    return apiJson({ success: true, post: blogPostToJson(post) });
  },

  // DELETE /api/blog/:id (admin): deletes the post and the image files nothing else uses.
  DELETE: async ({ request, params }) => {
    const user = await requireApiAdmin(request);
    const post = deleteBlogPost(params.id ?? "");
    if (!post) return notFound();
    await removeUnreferencedMedia(imageFileUrls({ src: post.img, variants: post.imgVariants }));
    audit(request, user, {
      event: "blog.delete",
      level: "warn",
      message: `Deleted the post “${post.title}” through the API`,
      detail: { postId: post.id },
    });
    return apiJson({ success: true, message: BLOG_MESSAGES.deleted });
  },
});
