import { apiRoute } from "~/api/api-route.server";
import { apiJson } from "~/api/http.server";
import { requireApiAdmin } from "~/auth/api-token.server";
import { aiImageToJson, listAiImages } from "~/models/ai-image.server";

// GET /api/ai/images (admin): { images }, newest first.
export const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    return apiJson({ images: listAiImages().map(aiImageToJson) });
  },
});
