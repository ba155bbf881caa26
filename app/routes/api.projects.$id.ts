import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, runApi } from "~/api/http.server";
import { getProject, projectToJson } from "~/models/project.server";

// GET /api/projects/:id: the bare project, or a 404.
export const loader = ({ params }: LoaderFunctionArgs) =>
  runApi(() => {
    const project = getProject(params.id ?? "");
    if (!project) return apiError(404, "Project not found.");
    return apiJson(projectToJson(project), { headers: { "Cache-Control": "public, max-age=60" } });
  });
