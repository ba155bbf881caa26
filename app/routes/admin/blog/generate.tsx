import { redirect } from "react-router";
import { AiError } from "~/ai/written-post";
import { generateBlogPost, NoServicesError } from "~/ai/blog-ai.server";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { BLOG_MESSAGES } from "~/blog/blog-post";
import { requestContext } from "~/logs/audit.server";
import { readFormWithToken } from "~/forms/read-form.server";
import type { Route } from "./+types/generate";

// The sidebar's "Generate Blog Post" button posts here; the new draft opens in the editor for review.
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  await readFormWithToken(request);
  try {
    const post = await generateBlogPost(requestContext(request, user));
    return redirectWithAlert(request, `/admin/blog/${post.id}/edit`, {
      kind: "success",
      message: BLOG_MESSAGES.generated,
    });
  } catch (error) {
    // Without services the admin is sent where they are added.
    if (error instanceof NoServicesError) {
      return redirectWithAlert(request, "/admin/services", { kind: "error", message: error.message });
    }
    if (!(error instanceof AiError)) throw error;
    return redirectWithAlert(request, "/admin/blog", { kind: "error", message: error.message });
  }
}

export const loader = () => redirect("/admin/blog");
