import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson, parseOrThrow, readJsonBody } from "~/api/http.server";
import { requireApiAdmin } from "~/auth/api-token.server";
import { audit } from "~/models/audit.server";
import { PROJECT_ADMIN_MESSAGES } from "~/models/project-admin";
import { projectUpdateSchema } from "~/models/project";
import { deleteProjectAndFiles } from "~/models/project-admin.server";
import { getProject, projectToJson, updateProject } from "~/models/project.server";

export const { loader, action } = apiRoute({
  // GET /api/projects/:id: the bare project, or a 404.
  GET: ({ params }) => {
    const project = getProject(params.id ?? "");
    if (!project) return apiError(404, "Project not found.");
    return apiJson(projectToJson(project), { headers: { "Cache-Control": "public, max-age=60" } });
  },

  // PUT /api/projects/:id (admin): any subset of the project's fields; answers the updated project.
  PUT: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    const id = params.id ?? "";
    const fields = parseOrThrow(projectUpdateSchema, await readJsonBody(request));
    if (!updateProject(id, fields)) return apiError(404, "Project not found.");
    audit(request, admin, {
      event: "project.update",
      message: `Updated project ${id}`,
      detail: { id, fields: Object.keys(fields), via: "api" },
    });
    return apiJson(projectToJson(getProject(id)!));
  },

  // DELETE /api/projects/:id (admin): removes the project and its image files (unless another row uses them).
  DELETE: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    const id = params.id ?? "";
    if (!(await deleteProjectAndFiles(id))) return apiError(404, "Project not found.");
    audit(request, admin, {
      event: "project.delete",
      message: `Deleted project ${id}`,
      detail: { id, via: "api" },
    });
    return apiJson({ success: true, message: PROJECT_ADMIN_MESSAGES.deleted });
  },
});
