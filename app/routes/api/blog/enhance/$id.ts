import { enhanceBlogPost } from "~/ai/blog-ai.server";
import { AiError } from "~/ai/written-post";
import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson } from "~/api/http.server";
import { blogPostToJson } from "~/api/serialize/blog-post.server";
import { requireApiAdmin } from "~/api/token.server";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/$id";

// GET /api/blog/enhance/:id (admin): rewrites the post (old version kept as a revision) and answers { post }.
const route = apiRoute<Route.LoaderArgs>(
  {
    GET: async ({ request, params }) => {
      const user = await requireApiAdmin(request);
      try {
        const post = await enhanceBlogPost(params.id, requestContext(request, user, "api"));
        if (!post) return apiError(404, "Blog post not found.");
        return apiJson({ success: true, post: blogPostToJson(post) });
      } catch (error) {
        if (error instanceof AiError) return apiError(502, error.message);
        throw error;
      }
    },
  },
  { getChangesData: true },
);
export const loader = route.loader;
export const action = route.action;
