import { apiRoute } from "~/api/api-route.server";
import { apiJson, apiRefusal } from "~/api/http.server";
import { jobJsonOf } from "~/api/job-api.server";
import { changeOrderToJson } from "~/api/serialize/job.server";
import { requireApiAdmin } from "~/api/token.server";
import { sendChangeOrder } from "~/jobs/send-change-order.server";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/send";

const route = apiRoute<Route.LoaderArgs>({
  // POST /api/jobs/:id/change-orders/:coId/send (admin): mails the customer the link; { changeOrder, job }.
  POST: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const result = sendChangeOrder(params.id, params.coId, by);
    if (!result.ok) return apiRefusal(result);
    return apiJson({
      success: true,
      changeOrder: changeOrderToJson(result.changeOrder),
      job: jobJsonOf(params.id),
    });
  },
});
export const loader = route.loader;
export const action = route.action;
