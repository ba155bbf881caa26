import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { generateImage } from "~/ai/ai-services.server";
import { AiError } from "~/ai/written-post";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { requestContext } from "~/logs/audit.server";
import { aiImagePromptSchema } from "~/ai/ai-image";
import { readFormWithToken } from "~/forms/read-form.server";
import type { Route } from "./+types/generate";

// "Make an image" on /admin/images: finds (Unsplash) or draws (offline) a picture for a prompt.
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const submission = parseWithZod(await readFormWithToken(request), { schema: aiImagePromptSchema });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Describe the image you want";
    return redirectWithAlert(request, "/admin/images", { kind: "error", message });
  }
  try {
    const image = await generateImage(submission.value.prompt, requestContext(request, user));
    return redirectWithAlert(request, `/admin/images?image=${image.id}`, {
      kind: "success",
      message: "Image added to the gallery",
    });
  } catch (error) {
    if (!(error instanceof AiError)) throw error;
    return redirectWithAlert(request, "/admin/images", { kind: "error", message: error.message });
  }
}

export const loader = () => redirect("/admin/images");
