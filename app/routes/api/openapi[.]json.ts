import { apiRoute } from "~/api/api-route.server";
import { apiJson } from "~/api/http.server";
import { buildOpenApiDocument } from "~/api/contract/openapi.server";
import { requireSiteSettings } from "~/content/site-settings.server";
import { FIVE_MINUTES } from "~/utils/cache-control";
import type { Route } from "./+types/openapi[.]json";

// GET /api/openapi.json: the API's OpenAPI 3.1 contract, generated from the endpoint list.
const route = apiRoute<Route.LoaderArgs>({
  GET: () =>
    apiJson(buildOpenApiDocument(requireSiteSettings().companyName), {
      headers: { "Cache-Control": FIVE_MINUTES },
    }),
});
export const loader = route.loader;
export const action = route.action;
