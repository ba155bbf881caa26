import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, runApi } from "~/api/http.server";
import { listProjects, projectToJson } from "~/models/project.server";

// GET /api/projects: the bare array of projects, newest first.
export const loader = (_args: LoaderFunctionArgs) =>
  runApi(() =>
    apiJson(listProjects().map(projectToJson), { headers: { "Cache-Control": "public, max-age=60" } }),
  );
