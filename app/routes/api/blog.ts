import { apiRoute } from "~/api/api-route.server";
import { apiJson, apiRefusal, parseOrThrow, readJsonBody } from "~/api/http.server";
import { blogPostToJson } from "~/api/serialize/blog-post.server";
import { requireApiAdmin } from "~/api/token.server";
import { blogPostSchema } from "~/blog/blog-post";
import { createBlogPostWithImage, postImageFromUrl } from "~/blog/blog-post-admin.server";
import { listBlogPosts } from "~/blog/blog-post.server";
import { requestContext } from "~/logs/audit.server";
import { A_MINUTE } from "~/utils/cache-control";
import type { Route } from "./+types/blog";

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/blog: { blogPosts }, the published posts newest first.
  GET: () =>
    apiJson({ blogPosts: listBlogPosts().map(blogPostToJson) }, { headers: { "Cache-Control": A_MINUTE } }),

  // POST /api/blog (admin): creates a post with the editor's validation; answers 201 { success, post }.
  POST: async ({ request }) => {
    const admin = await requireApiAdmin(request);
    const input = parseOrThrow(blogPostSchema, await readJsonBody(request));
    const by = requestContext(request, admin, "api");
    const result = await createBlogPostWithImage(input, postImageFromUrl(input.img), by);
    if (!result.ok) return apiRefusal(result);
    return apiJson({ success: true, post: blogPostToJson(result.post) }, { status: 201 });
  },
});
export const loader = route.loader;
export const action = route.action;
