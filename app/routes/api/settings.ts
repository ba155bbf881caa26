import { apiRoute } from "~/api/api-route.server";
import { apiJson, parseOrThrow, readJsonBody } from "~/api/http.server";
import { settingsToJson } from "~/api/serialize/site-settings.server";
import { requireApiAdmin } from "~/api/token.server";
import { SETTINGS_MESSAGES, siteSettingsSchema } from "~/content/site-settings";
import { requireSiteSettings, saveCompanySettings } from "~/content/site-settings.server";
import { requestContext } from "~/logs/audit.server";
import { A_MINUTE } from "~/utils/cache-control";
import type { Route } from "./+types/settings";

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/settings (public): { settings } with the company's details as the site shows them.
  GET: () =>
    apiJson({ settings: settingsToJson(requireSiteSettings()) }, { headers: { "Cache-Control": A_MINUTE } }),

  // PUT /api/settings (admin): replaces the company's details; validated like the settings form.
  PUT: async ({ request }) => {
    const admin = await requireApiAdmin(request);
    const values = parseOrThrow(siteSettingsSchema, await readJsonBody(request));
    const { settings, changed } = saveCompanySettings(values, requestContext(request, admin, "api"));
    return apiJson({
      success: true,
      message: SETTINGS_MESSAGES.saved,
      changed,
      settings: settingsToJson(settings),
    });
  },
});
export const loader = route.loader;
export const action = route.action;
