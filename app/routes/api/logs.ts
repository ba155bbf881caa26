import { apiRoute } from "~/api/api-route.server";
import { apiJson } from "~/api/http.server";
import { logToJson } from "~/api/serialize/log.server";
import { requireApiAdmin } from "~/api/token.server";
import { readLogFilter } from "~/routes/admin/+shared/tables.server";
import { listLogs } from "~/logs/log.server";
import type { Route } from "./+types/logs";

const DEFAULT_LIMIT = 200;
const MAX_LIMIT = 1000;

// GET /api/logs?level=&event=&limit=: { logs }, newest first.
const route = apiRoute<Route.LoaderArgs>({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    const params = new URL(request.url).searchParams;
    const limit = Number.parseInt(params.get("limit") ?? "", 10);
    const logs = listLogs({
      ...readLogFilter(params),
      limit: Number.isFinite(limit) && limit > 0 ? Math.min(limit, MAX_LIMIT) : DEFAULT_LIMIT,
    });
    return apiJson({ logs: logs.map(logToJson) });
  },
});
export const loader = route.loader;
export const action = route.action;
