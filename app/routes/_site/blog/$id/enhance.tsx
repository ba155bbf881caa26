import { redirect } from "react-router";
import { enhanceBlogPost } from "~/ai/blog-ai.server";
import { AiError } from "~/ai/written-post";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { BLOG_MESSAGES } from "~/blog/blog-post";
import { requestContext } from "~/logs/audit.server";
import { readFormWithToken } from "~/forms/read-form.server";
import type { Route } from "./+types/enhance";

// "Enhance Post" on /blog/{id}: rewrites the post, keeps the old version as a revision, shows the new one.
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  await readFormWithToken(request);
  const id = params.id;
  // The id as typed in the address (any text): encoded again for the redirect's Location header.
  const postPath = `/blog/${encodeURIComponent(id)}`;
  try {
    const post = await enhanceBlogPost(id, requestContext(request, user));
    if (!post) throw new Response("Post not found", { status: 404 });
    return redirectWithAlert(request, postPath, { kind: "success", message: BLOG_MESSAGES.enhanced });
  } catch (error) {
    if (!(error instanceof AiError)) throw error;
    return redirectWithAlert(request, postPath, { kind: "error", message: error.message });
  }
}

export const loader = ({ params }: Route.ActionArgs) => redirect(`/blog/${encodeURIComponent(params.id)}`);
