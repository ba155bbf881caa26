import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson, apiRefusal, readJsonBody } from "~/api/http.server";
import { jobJsonOf, patchJob } from "~/api/job-api.server";
import { requireApiAdmin } from "~/api/token.server";
import { JOB_MESSAGES } from "~/jobs/job-options";
import { loadJob } from "~/jobs/job-records.server";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/$id";

const notFound = () => apiError(404, JOB_MESSAGES.notFound);

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/jobs/:id (admin): { job }.
  GET: async ({ request, params }) => {
    await requireApiAdmin(request);
    const job = jobJsonOf(params.id);
    return job ? apiJson({ job }) : notFound();
  },

  // PATCH /api/jobs/:id (admin): the schedule's fields, or a status move; a move the status doesn't allow is a 409.
  PATCH: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const body = await readJsonBody(request);
    const job = loadJob(params.id);
    if (!job) return notFound();
    const result = patchJob(job, body, by);
    return result.ok ? apiJson({ success: true, job: jobJsonOf(job.id) }) : apiRefusal(result);
  },
});
export const loader = route.loader;
export const action = route.action;
