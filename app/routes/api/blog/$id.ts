import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson, apiRefusal, parseOrThrow, readJsonBody } from "~/api/http.server";
import { blogPostToJson } from "~/api/serialize/blog-post.server";
import { optionalApiUser, requireApiAdmin } from "~/api/token.server";
import { BLOG_MESSAGES, blogPostSchema } from "~/blog/blog-post";
import { deleteBlogPostAndFiles, postImageFromUrl, saveBlogPostEdit } from "~/blog/blog-post-admin.server";
import { getBlogPost } from "~/blog/blog-post.server";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/$id";

const notFound = () => apiError(404, BLOG_MESSAGES.apiNotFound);

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/blog/:id: { post }, or a 404. Drafts only for an admin bearer token.
  GET: async ({ request, params }) => {
    const user = await optionalApiUser(request);
    const post = getBlogPost(params.id, { includeDrafts: Boolean(user?.isAdmin) });
    return post ? apiJson({ post: blogPostToJson(post) }) : notFound();
  },

  // PUT /api/blog/:id (admin): replaces the post's content (the old version is kept as a revision).
  PUT: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    const input = parseOrThrow(blogPostSchema, await readJsonBody(request));
    const by = requestContext(request, admin, "api");
    const result = await saveBlogPostEdit(params.id, input, postImageFromUrl(input.img), by);
    if (!result.ok) return apiRefusal(result);
    return apiJson({ success: true, post: blogPostToJson(result.post) });
  },

  // DELETE /api/blog/:id (admin): deletes the post and the image files nothing else uses.
  DELETE: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    const by = requestContext(request, admin, "api");
    if (!(await deleteBlogPostAndFiles(params.id, by))) return notFound();
    return apiJson({ success: true, message: BLOG_MESSAGES.deleted });
  },
});
export const loader = route.loader;
export const action = route.action;
