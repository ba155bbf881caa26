import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson } from "~/api/http.server";
import { requireApiAdmin } from "~/auth/api-token.server";
import { audit } from "~/models/audit.server";
import { PROJECT_ADMIN_MESSAGES } from "~/models/project-admin";
import { deleteProjectImageAndFiles } from "~/models/project-admin.server";

// DELETE /api/projects/:id/images/:imageId (admin): removes the image and its files (unless another row uses them).
export const { loader, action } = apiRoute({
  DELETE: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    const id = params.id ?? "";
    const imageId = params.imageId ?? "";
    if (!(await deleteProjectImageAndFiles(id, imageId))) return apiError(404, "Image not found.");
    audit(request, admin, {
      event: "project.image-delete",
      message: `Deleted an image of project ${id}`,
      detail: { id, imageId, via: "api" },
    });
    return apiJson({ success: true, message: PROJECT_ADMIN_MESSAGES.imageDeleted });
  },
});
