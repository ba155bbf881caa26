import { apiRoute } from "~/api/api-route.server";
import { apiJson, apiRefusal, parseOrThrow, readJsonBody } from "~/api/http.server";
import { jobJsonOf, jobListJson } from "~/api/job-api.server";
import { requireApiAdmin } from "~/api/token.server";
import { jobListQuerySchema, newJobFormSchema } from "~/jobs/job-schema";
import { scheduleJob } from "~/jobs/schedule-job.server";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/jobs";

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/jobs[?status=&crewId=&from=&to=] (admin): { jobs }, by start day; a bad filter is a 400.
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const { status, crewId, from, to } = parseOrThrow(jobListQuerySchema, query);
    return apiJson({
      jobs: jobListJson({
        status,
        crewId: crewId ?? undefined,
        from: from ?? undefined,
        to: to ?? undefined,
      }),
    });
  },

  // POST /api/jobs (admin): an accepted quote's job; 201 { success, job }.
  POST: async ({ request }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const input = parseOrThrow(newJobFormSchema, await readJsonBody(request));
    const result = scheduleJob(input, by);
    if (!result.ok) return apiRefusal(result);
    return apiJson({ success: true, job: jobJsonOf(result.job.id) }, { status: 201 });
  },
});
export const loader = route.loader;
export const action = route.action;
