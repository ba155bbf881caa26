import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson } from "~/api/http.server";
import { requireApiAdmin } from "~/api/token.server";
import { PROJECT_MESSAGES } from "~/projects/project";
import { deleteProjectImageAndFiles } from "~/projects/project-admin.server";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/$imageId";

// DELETE /api/projects/:id/images/:imageId (admin): removes the image and its files (unless another row uses them).
const route = apiRoute<Route.LoaderArgs>({
  DELETE: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    const by = requestContext(request, admin, "api");
    if (!(await deleteProjectImageAndFiles(params.id, params.imageId, by))) {
      return apiError(404, PROJECT_MESSAGES.imageNotFound);
    }
    return apiJson({ success: true, message: PROJECT_MESSAGES.imageDeleted });
  },
});
export const loader = route.loader;
export const action = route.action;
