import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson } from "~/api/http.server";
import { campaignToJson } from "~/api/serialize/newsletter-campaign.server";
import { requireApiAdmin } from "~/api/token.server";
import { CAMPAIGN_MESSAGES } from "~/newsletter/newsletter-campaign";
import { getCampaign } from "~/newsletter/newsletter-campaign.server";
import type { Route } from "./+types/$id";

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/newsletter/campaigns/:id (admin): { campaign } with its delivery counts (queued, pending, sent, failed).
  GET: async ({ request, params }) => {
    await requireApiAdmin(request);
    const campaign = getCampaign(params.id);
    if (!campaign) return apiError(404, CAMPAIGN_MESSAGES.notFound);
    return apiJson({ campaign: campaignToJson(campaign) });
  },
});
export const loader = route.loader;
export const action = route.action;
