import type { CampaignJson } from "~/api/contract/newsletter";
import type { CampaignWithCounts } from "~/newsletter/newsletter-campaign.server";

export function campaignToJson(campaign: CampaignWithCounts): CampaignJson {
  return {
    _id: campaign.id,
    subject: campaign.subject,
    message: campaign.message,
    postIds: campaign.postIds,
    status: campaign.status,
    createdBy: campaign.createdBy,
    createdAt: campaign.createdAt.toISOString(),
    queuedAt: campaign.queuedAt?.toISOString() ?? null,
    finishedAt: campaign.finishedAt?.toISOString() ?? null,
    counts: campaign.counts,
  };
}
