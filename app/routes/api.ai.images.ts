import { apiRoute } from "~/api/api-route.server";
import { apiJson } from "~/api/http.server";
import { aiImageToJson } from "~/api/serialize/ai-image.server";
import { requireApiAdmin } from "~/api/token.server";
import { listAiImages } from "~/models/ai-image.server";

// GET /api/ai/images (admin): { images }, newest first.
export const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    return apiJson({ images: listAiImages().map(aiImageToJson) });
  },
});
