import { apiRoute } from "~/api/api-route.server";
import { apiJson, apiRefusal, parseOrThrow, readJsonBody } from "~/api/http.server";
import { jobJsonOf } from "~/api/job-api.server";
import { changeOrderToJson } from "~/api/serialize/job.server";
import { requireApiAdmin } from "~/api/token.server";
import { addChangeOrder } from "~/jobs/add-change-order.server";
import { changeOrderApiSchema } from "~/jobs/change-order-schema";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/change-orders";

const route = apiRoute<Route.LoaderArgs>({
  // POST /api/jobs/:id/change-orders (admin): a draft change order; 201 { success, changeOrder, job }.
  POST: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const input = parseOrThrow(changeOrderApiSchema, await readJsonBody(request));
    const result = addChangeOrder(params.id, input, by);
    if (!result.ok) return apiRefusal(result);
    const body = {
      success: true,
      changeOrder: changeOrderToJson(result.changeOrder),
      job: jobJsonOf(params.id),
    };
    return apiJson(body, { status: 201 });
  },
});
export const loader = route.loader;
export const action = route.action;
