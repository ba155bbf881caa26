import { apiRoute } from "~/api/api-route.server";
import { apiJson, apiRefusal, parseOrThrow, readJsonBody } from "~/api/http.server";
import { crewToJson } from "~/api/serialize/crew.server";
import { requireApiAdmin } from "~/api/token.server";
import { createCrew } from "~/crews/create-crew.server";
import { listCrews } from "~/crews/crew-records.server";
import { crewApiSchema } from "~/crews/crew-schema";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/crews";

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/crews (admin): { crews }, by name.
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    return apiJson({ crews: listCrews().map(crewToJson) });
  },

  // POST /api/crews (admin): 201 { success, crew }; a taken name or one crew too many is a 409.
  POST: async ({ request }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const input = parseOrThrow(crewApiSchema, await readJsonBody(request));
    const result = createCrew(input, by);
    if (!result.ok) return apiRefusal(result);
    return apiJson({ success: true, crew: crewToJson(result.crew) }, { status: 201 });
  },
});
export const loader = route.loader;
export const action = route.action;
