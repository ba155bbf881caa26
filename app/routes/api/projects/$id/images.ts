import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson, parseOrThrow } from "~/api/http.server";
import { projectImageToJson } from "~/api/serialize/project.server";
import { requireApiAdmin } from "~/api/token.server";
import { filesOf, readMultipartForm } from "~/media/multipart.server";
import { PROJECT_MESSAGES } from "~/projects/project";
import { PROJECT_IMAGES_PER_UPLOAD, projectImagesUploadSchema } from "~/projects/project-admin";
import { addImagesToProject } from "~/projects/project-admin.server";
import { getProject } from "~/projects/project.server";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/images";

// POST /api/projects/:id/images (admin): multipart with repeated `images` (and an optional `alt` for all of them);
// answers 201 { images } with the added images. Every file is checked by content; one bad file adds none.
const route = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    // An unknown project is a 404 whatever the body holds.
    if (!getProject(params.id)) return apiError(404, PROJECT_MESSAGES.notFound);
    const formData = await readMultipartForm(request, { maxFiles: PROJECT_IMAGES_PER_UPLOAD });
    const { alt } = parseOrThrow(projectImagesUploadSchema, { alt: formData.get("alt") ?? undefined });
    const by = requestContext(request, admin, "api");
    const images = await addImagesToProject(params.id, filesOf(formData, "images"), alt, by);
    if (!images) return apiError(404, PROJECT_MESSAGES.notFound);
    return apiJson({ images: images.map(projectImageToJson) }, { status: 201 });
  },
});
export const loader = route.loader;
export const action = route.action;
