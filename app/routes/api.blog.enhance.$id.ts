import type { LoaderFunctionArgs } from "@remix-run/node";
import { enhanceBlogPost } from "~/ai/blog-ai.server";
import { AiError } from "~/ai/written-post";
import { apiError, apiJson, methodNotAllowed, runApi } from "~/api/http.server";
import { requireApiAdmin } from "~/auth/api-token.server";
import { blogPostToJson } from "~/models/blog-post.server";
import { clientIp } from "~/utils/request.server";

// GET /api/blog/enhance/:id (admin): rewrites the post (old version kept as a revision) and answers { post }.
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  runApi(async () => {
    const user = await requireApiAdmin(request);
    try {
      const post = await enhanceBlogPost(params.id ?? "", user, {
        ip: clientIp(request),
        path: new URL(request.url).pathname,
      });
      if (!post) return apiError(404, "Blog post not found.");
      return apiJson({ success: true, post: blogPostToJson(post) });
    } catch (error) {
      if (error instanceof AiError) return apiError(502, error.message);
      throw error;
    }
  });

export const action = () => methodNotAllowed(["GET"]);
