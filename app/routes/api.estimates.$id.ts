import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson, parseOrThrow, readJsonBody } from "~/api/http.server";
import { requireApiAdmin } from "~/api/token.server";
import { requestContext } from "~/models/audit.server";
import { ESTIMATE_ADMIN_MESSAGES, estimatePatchSchema } from "~/models/estimate-admin";
import { deleteEstimate, getEstimate, serializeEstimate, updateEstimate } from "~/models/estimate.server";

const notFound = () => apiError(404, ESTIMATE_ADMIN_MESSAGES.notFound);

const route = apiRoute({
  // GET /api/estimates/:id (admin): { estimate } with its photos' private URLs.
  GET: async ({ request, params }) => {
    await requireApiAdmin(request);
    const estimate = getEstimate(params.id ?? "");
    if (!estimate) return notFound();
    return apiJson({ estimate: serializeEstimate(estimate) });
  },

  // PATCH /api/estimates/:id (admin): { status?, followUpOn? } (yyyy-mm-dd, or null to clear); the same rules and
  // audit row as the back office's Save.
  PATCH: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const changes = parseOrThrow(estimatePatchSchema, await readJsonBody(request));
    const id = params.id ?? "";
    if (!updateEstimate(id, changes, by)) return notFound();
    const estimate = getEstimate(id);
    if (!estimate) return notFound();
    return apiJson({
      success: true,
      message: ESTIMATE_ADMIN_MESSAGES.saved,
      estimate: serializeEstimate(estimate),
    });
  },

  // DELETE /api/estimates/:id (admin): the request, its notes and its photos' files.
  DELETE: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    if (!(await deleteEstimate(params.id ?? "", by))) return notFound();
    return apiJson({ success: true, message: ESTIMATE_ADMIN_MESSAGES.deleted });
  },
});
export const loader = route.loader;
export const action = route.action;
