import { apiRoute } from "~/api/api-route.server";
import { apiJson, parseOrThrow } from "~/api/http.server";
import { mediaUploadToJson } from "~/api/serialize/media-upload.server";
import { requireApiAdmin } from "~/api/token.server";
import { readMultipartForm } from "~/media/multipart.server";
import { uploadMediaFromForm } from "~/media-library/media-library.server";
import { UPLOAD_FILES_PER_REQUEST, UPLOAD_MESSAGES, uploadFieldsSchema } from "~/media-library/media-upload";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/upload";

// POST /api/upload (admin): multipart img (image), video (MP4/WebM), caption, alt, hidden. Answers 201
// { success, message, uploads }; a refused file is a 400/413/415 with the reason, and nothing is stored.
const route = apiRoute<Route.LoaderArgs>({
  POST: async ({ request }) => {
    const admin = await requireApiAdmin(request);
    const formData = await readMultipartForm(request, {
      videoFields: ["video"],
      maxFiles: UPLOAD_FILES_PER_REQUEST,
    });
    const fields = parseOrThrow(uploadFieldsSchema, {
      caption: formData.get("caption") ?? undefined,
      alt: formData.get("alt") ?? undefined,
      hidden: formData.get("hidden") ?? undefined,
    });
    const uploads = await uploadMediaFromForm(formData, fields, requestContext(request, admin, "api"));
    return apiJson(
      { success: true, message: UPLOAD_MESSAGES.uploaded, uploads: uploads.map(mediaUploadToJson) },
      { status: 201 },
    );
  },
});
export const loader = route.loader;
export const action = route.action;
