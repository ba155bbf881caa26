import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, methodNotAllowed, runApi } from "~/api/http.server";
import { requireApiAdmin } from "~/auth/api-token.server";
import { aiImageToJson, listAiImages } from "~/models/ai-image.server";

// GET /api/ai/images (admin): { images }, newest first.
export const loader = ({ request }: LoaderFunctionArgs) =>
  runApi(async () => {
    await requireApiAdmin(request);
    return apiJson({ images: listAiImages().map(aiImageToJson) });
  });

export const action = () => runApi(() => methodNotAllowed(["GET"]));
