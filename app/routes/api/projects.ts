import { apiRoute } from "~/api/api-route.server";
import { apiJson, parseOrThrow, readJsonBody } from "~/api/http.server";
import { projectToJson } from "~/api/serialize/project.server";
import { requireApiAdmin } from "~/api/token.server";
import { projectFieldsSchema } from "~/projects/project";
import { createProjectWithImages } from "~/projects/project-admin.server";
import { listProjects } from "~/projects/project.server";
import { requestContext } from "~/logs/audit.server";
import { A_MINUTE } from "~/utils/cache-control";
import type { Route } from "./+types/projects";

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/projects: the bare array of projects, newest first.
  GET: () => apiJson(listProjects().map(projectToJson), { headers: { "Cache-Control": A_MINUTE } }),

  // POST /api/projects (admin): JSON { title, description, project_type, category, alt, date } -> 201 and the created
  // project with its _id; images are added with POST /api/projects/:id/images.
  POST: async ({ request }) => {
    const admin = await requireApiAdmin(request);
    const fields = parseOrThrow(projectFieldsSchema, await readJsonBody(request));
    const project = await createProjectWithImages(fields, [], requestContext(request, admin, "api"));
    return apiJson(projectToJson(project), { status: 201 });
  },
});
export const loader = route.loader;
export const action = route.action;
