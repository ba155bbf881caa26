import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson, parseOrThrow, readJsonBody } from "~/api/http.server";
import { projectToJson } from "~/api/serialize/project.server";
import { requireApiAdmin } from "~/api/token.server";
import { PROJECT_MESSAGES, projectUpdateSchema } from "~/projects/project";
import { deleteProjectAndFiles, saveProjectEdit } from "~/projects/project-admin.server";
import { getPublishedProject } from "~/projects/project.server";
import { requestContext } from "~/logs/audit.server";
import { A_MINUTE } from "~/utils/cache-control";
import type { Route } from "./+types/$id";

const notFound = () => apiError(404, PROJECT_MESSAGES.notFound);

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/projects/:id: the bare project, or a 404 (for a draft too: public reads never show drafts).
  GET: ({ params }) => {
    const project = getPublishedProject(params.id);
    if (!project) return notFound();
    return apiJson(projectToJson(project), { headers: { "Cache-Control": A_MINUTE } });
  },

  // PUT /api/projects/:id (admin): any subset of the project's fields; answers the updated project.
  PUT: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    const fields = parseOrThrow(projectUpdateSchema, await readJsonBody(request));
    const by = requestContext(request, admin, "api");
    const project = await saveProjectEdit(params.id, fields, [], [], by);
    return project ? apiJson(projectToJson(project)) : notFound();
  },

  // DELETE /api/projects/:id (admin): removes the project and its image files (unless another row uses them).
  DELETE: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    const by = requestContext(request, admin, "api");
    if (!(await deleteProjectAndFiles(params.id, by))) return notFound();
    return apiJson({ success: true, message: PROJECT_MESSAGES.deleted });
  },
});
export const loader = route.loader;
export const action = route.action;
