import { apiRoute } from "~/api/api-route.server";
import { apiJson, parseOrThrow, readJsonBody } from "~/api/http.server";
import { requireApiAdmin } from "~/auth/api-token.server";
import { audit } from "~/models/audit.server";
import { projectFieldsSchema } from "~/models/project";
import { createProject, getProject, listProjects, projectToJson } from "~/models/project.server";

export const { loader, action } = apiRoute({
  // GET /api/projects: the bare array of projects, newest first.
  GET: () =>
    apiJson(listProjects().map(projectToJson), { headers: { "Cache-Control": "public, max-age=60" } }),

  // POST /api/projects (admin): JSON { title, description, project_type, category, alt, date } -> 201 and the created
  // project with its _id; images are added with POST /api/projects/:id/images.
  POST: async ({ request }) => {
    const admin = await requireApiAdmin(request);
    const fields = parseOrThrow(projectFieldsSchema, await readJsonBody(request));
    const created = createProject(fields);
    audit(request, admin, {
      event: "project.create",
      message: `Created project "${created.title}"`,
      detail: { id: created.id, via: "api" },
    });
    return apiJson(projectToJson(getProject(created.id)!), { status: 201 });
  },
});
