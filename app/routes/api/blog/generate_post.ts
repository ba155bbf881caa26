import { generateBlogPost, NoServicesError } from "~/ai/blog-ai.server";
import { AiError } from "~/ai/written-post";
import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson } from "~/api/http.server";
import { blogPostToJson } from "~/api/serialize/blog-post.server";
import { requireApiAdmin } from "~/api/token.server";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/generate_post";

// GET /api/blog/generate_post (admin): writes a new draft marked as generated and answers 201 { post }; 409 while
// the site lists no services.
const route = apiRoute<Route.LoaderArgs>(
  {
    GET: async ({ request }) => {
      const user = await requireApiAdmin(request);
      try {
        const post = await generateBlogPost(requestContext(request, user, "api"));
        return apiJson({ success: true, post: blogPostToJson(post) }, { status: 201 });
      } catch (error) {
        if (error instanceof NoServicesError) return apiError(409, error.message);
        if (error instanceof AiError) return apiError(502, error.message);
        throw error;
      }
    },
  },
  { getChangesData: true },
);
export const loader = route.loader;
export const action = route.action;
