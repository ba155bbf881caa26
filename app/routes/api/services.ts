import { apiRoute } from "~/api/api-route.server";
import { apiJson, parseOrThrow, readJsonBody } from "~/api/http.server";
import { requireApiAdmin } from "~/api/token.server";
import { SERVICES_MESSAGES, servicesSchema } from "~/content/site-settings";
import { requireSiteSettings, saveServices, servicesOf } from "~/content/site-settings.server";
import { requestContext } from "~/logs/audit.server";
import { withServiceTaxClassifications } from "~/quotes/tax-classification";
import { A_MINUTE } from "~/utils/cache-control";
import type { Route } from "./+types/services";

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/services (public): { services } with the four lists.
  GET: () =>
    apiJson(
      { services: withServiceTaxClassifications(servicesOf(requireSiteSettings())) },
      { headers: { "Cache-Control": A_MINUTE } },
    ),

  // PUT /api/services (admin): replaces all four lists; validated like the services form.
  PUT: async ({ request }) => {
    const admin = await requireApiAdmin(request);
    const values = parseOrThrow(servicesSchema, await readJsonBody(request));
    const { settings, changed } = saveServices(values, requestContext(request, admin, "api"));
    return apiJson({
      success: true,
      message: SERVICES_MESSAGES.saved,
      changed,
      services: withServiceTaxClassifications(servicesOf(settings)),
    });
  },
});
export const loader = route.loader;
export const action = route.action;
