import { enhanceBlogPost } from "~/ai/blog-ai.server";
import { AiError } from "~/ai/written-post";
import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson } from "~/api/http.server";
import { blogPostToJson } from "~/api/serialize/blog-post.server";
import { requireApiAdmin } from "~/api/token.server";
import { clientIp } from "~/utils/request.server";

// GET /api/blog/enhance/:id (admin): rewrites the post (old version kept as a revision) and answers { post }.
export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireApiAdmin(request);
    try {
      const meta = { ip: clientIp(request), path: new URL(request.url).pathname };
      const post = await enhanceBlogPost(params.id ?? "", user, meta);
      if (!post) return apiError(404, "Blog post not found.");
      return apiJson({ success: true, post: blogPostToJson(post) });
    } catch (error) {
      if (error instanceof AiError) return apiError(502, error.message);
      throw error;
    }
  },
});
