import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson } from "~/api/http.server";
import { requireApiAdmin } from "~/auth/api-token.server";
import { MediaError } from "~/media/media-error";
import { filesOf, readMultipartForm } from "~/media/multipart.server";
import { audit } from "~/models/audit.server";
import {
  PROJECT_ADMIN_MESSAGES,
  PROJECT_IMAGES_PER_UPLOAD,
  projectImageAltSchema,
} from "~/models/project-admin";
import { addImagesToProject } from "~/models/project-admin.server";
import { getProject, projectImageToJson } from "~/models/project.server";

// POST /api/projects/:id/images (admin): multipart with repeated `images` (and an optional `alt` for all of them);
// answers 201 { images } with the added images. Every file is checked by content; one bad file adds none.
export const { loader, action } = apiRoute({
  POST: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    const id = params.id ?? "";
    if (!getProject(id)) return apiError(404, "Project not found.");
    const formData = await readMultipartForm(request, { maxFiles: PROJECT_IMAGES_PER_UPLOAD });
    const files = filesOf(formData, "images");
    if (files.length === 0)
      throw new MediaError(`${PROJECT_ADMIN_MESSAGES.noImages} Send them in the images field.`);
    const alt = projectImageAltSchema.safeParse(formData.get("alt") ?? undefined);
    if (!alt.success)
      return apiError(400, alt.error.issues[0].message, {
        fieldErrors: { alt: [alt.error.issues[0].message] },
      });
    const images = await addImagesToProject(id, files, alt.data);
    if (!images) return apiError(404, "Project not found.");
    audit(request, admin, {
      event: "project.image-add",
      message: `Added ${images.length} images to project ${id}`,
      detail: { id, imageIds: images.map((image) => image.id), via: "api" },
    });
    return apiJson({ images: images.map(projectImageToJson) }, { status: 201 });
  },
});
