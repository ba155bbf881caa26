import { apiRoute } from "~/api/api-route.server";
import { apiJson, apiRefusal, parseOrThrow, readJsonBody } from "~/api/http.server";
import { campaignToJson } from "~/api/serialize/newsletter-campaign.server";
import { requireApiAdmin } from "~/api/token.server";
import { requestContext } from "~/logs/audit.server";
import { apiCampaignSchema, CAMPAIGN_MESSAGES } from "~/newsletter/newsletter-campaign";
import { createCampaign, getCampaign, listCampaigns } from "~/newsletter/newsletter-campaign.server";
import type { Route } from "./+types/campaigns";

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/newsletter/campaigns (admin): { campaigns }, newest first, each with its delivery counts.
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    return apiJson({ campaigns: listCampaigns().map(campaignToJson) });
  },

  // POST /api/newsletter/campaigns (admin): { subject, message, postIds?, send?, idempotencyKey? }. With send: true it
  // goes to every confirmed subscriber at once. The same idempotency key (body or Idempotency-Key header) again
  // answers the first campaign and sends nothing more.
  POST: async ({ request }) => {
    const admin = await requireApiAdmin(request);
    const body = await readJsonBody(request);
    const header = request.headers.get("Idempotency-Key");
    const input = parseOrThrow(
      apiCampaignSchema,
      header && body && typeof body === "object" && !Array.isArray(body)
        ? { idempotencyKey: header, ...body }
        : body,
    );
    const { send, idempotencyKey, ...content } = input;
    const by = requestContext(request, admin, "api");
    const result = createCampaign(content, { send, idempotencyKey, createdBy: admin.id }, by);
    if (!result.ok) return apiRefusal(result);
    const { campaign, replayed } = result;
    const message = replayed
      ? "This idempotency key already made this campaign; nothing more was sent."
      : campaign.status === "draft"
        ? CAMPAIGN_MESSAGES.created
        : CAMPAIGN_MESSAGES.queued;
    return apiJson(
      { success: true, message, campaign: campaignToJson(getCampaign(campaign.id)!) },
      { status: 201 },
    );
  },
});
export const loader = route.loader;
export const action = route.action;
