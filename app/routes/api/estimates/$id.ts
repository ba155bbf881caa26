import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson, apiRefusal, parseOrThrow, readJsonBody } from "~/api/http.server";
import { requireApiAdmin } from "~/api/token.server";
import { requestContext } from "~/logs/audit.server";
import { ESTIMATE_ADMIN_MESSAGES, estimatePatchSchema } from "~/estimates/estimate-admin";
import { changeEstimate } from "~/estimates/change-estimate.server";
import { estimateToJson } from "~/api/serialize/estimate.server";
import { deleteEstimate, getEstimate } from "~/estimates/estimate.server";
import type { Route } from "./+types/$id";

const notFound = () => apiError(404, ESTIMATE_ADMIN_MESSAGES.notFound);

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/estimates/:id (admin): { estimate } with its photos' private URLs.
  GET: async ({ request, params }) => {
    await requireApiAdmin(request);
    const estimate = getEstimate(params.id);
    if (!estimate) return notFound();
    return apiJson({ estimate: estimateToJson(estimate) });
  },

  // PATCH /api/estimates/:id (admin): { status?, followUpOn?, siteVisitAt?, siteVisitNote? }; the same rules, audit
  // row and customer mail as the back office's Save. "site_visit_scheduled" without a visit is a 400 on siteVisitAt.
  PATCH: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const changes = parseOrThrow(estimatePatchSchema, await readJsonBody(request));
    const id = params.id;
    const result = changeEstimate(id, changes, by);
    if (!result.ok) return apiRefusal(result);
    const estimate = getEstimate(id);
    if (!estimate) return notFound();
    return apiJson({
      success: true,
      message: ESTIMATE_ADMIN_MESSAGES.saved,
      estimate: estimateToJson(estimate),
    });
  },

  // DELETE /api/estimates/:id (admin): the request, its notes and its photos' files.
  DELETE: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    if (!(await deleteEstimate(params.id, by))) return notFound();
    return apiJson({ success: true, message: ESTIMATE_ADMIN_MESSAGES.deleted });
  },
});
export const loader = route.loader;
export const action = route.action;
