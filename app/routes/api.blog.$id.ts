import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, methodNotAllowed, runApi } from "~/api/http.server";
import { requireApiUser } from "~/auth/api-token.server";
import { blogPostToJson, getBlogPost } from "~/models/blog-post.server";

// GET /api/blog/:id: { post }, or a 404. Drafts only for an admin bearer token.
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  runApi(async () => {
    const user = request.headers.has("Authorization") ? await requireApiUser(request) : null;
    const post = getBlogPost(params.id ?? "", { includeDrafts: Boolean(user?.isAdmin) });
    if (!post) return apiError(404, "Blog post not found.");
    return apiJson({ post: blogPostToJson(post) });
  });

export const action = () => runApi(() => methodNotAllowed(["GET"]));
