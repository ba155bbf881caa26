import { apiRoute } from "~/api/api-route.server";
import { apiJson } from "~/api/http.server";
import { aiImageToJson } from "~/api/serialize/ai-image.server";
import { requireApiAdmin } from "~/api/token.server";
import { listAiImages } from "~/ai/ai-image.server";
import type { Route } from "./+types/images";

// GET /api/ai/images (admin): { images }, newest first.
const route = apiRoute<Route.LoaderArgs>({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    return apiJson({ images: listAiImages().map(aiImageToJson) });
  },
});
export const loader = route.loader;
export const action = route.action;
