import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson, apiRefusal, parseOrThrow, readJsonBody } from "~/api/http.server";
import { crewToJson } from "~/api/serialize/crew.server";
import { requireApiAdmin } from "~/api/token.server";
import { CREW_MESSAGES } from "~/crews/crew-options";
import { crewPatchSchema, type CrewPatch } from "~/crews/crew-schema";
import { deleteCrew } from "~/crews/delete-crew.server";
import { updateCrew } from "~/crews/update-crew.server";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/$id";

const PATCH_FIELDS = Object.keys(crewPatchSchema.shape) as (keyof CrewPatch)[];

const route = apiRoute<Route.LoaderArgs>({
  // PATCH /api/crews/:id (admin): any of name, phone, members; the others keep their values.
  PATCH: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const body = await readJsonBody(request);
    const parsed = parseOrThrow(crewPatchSchema, body);
    const given = PATCH_FIELDS.filter((field) => Object.hasOwn(body as object, field));
    if (!given.length) return apiError(400, `Send at least one of: ${PATCH_FIELDS.join(", ")}.`);
    const patch: CrewPatch = Object.fromEntries(given.map((field) => [field, parsed[field]]));
    const result = updateCrew(params.id, patch, by);
    return result.ok ? apiJson({ success: true, crew: crewToJson(result.crew) }) : apiRefusal(result);
  },

  // DELETE /api/crews/:id (admin): refused (409) while the crew has jobs still to do.
  DELETE: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const result = deleteCrew(params.id, by);
    return result.ok ? apiJson({ success: true, message: CREW_MESSAGES.deleted }) : apiRefusal(result);
  },
});
export const loader = route.loader;
export const action = route.action;
