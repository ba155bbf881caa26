// The back office's index (at /admin and /admin/dashboard): live counts, 12-week trends and today's agenda.
import { requireAdmin } from "~/auth/session.server";
import { replicaStatus } from "~/backup/replica-health.server";
import { adminCounts, weeklyCounts } from "~/admin/admin-stats.server";
import { estimateStats, followUpsDue, siteVisitsToday } from "~/estimates/estimate-admin.server";
import { moneyPanel } from "~/invoices/money-panel.server";
import { quotesAttentionPanel } from "./quotes-attention.server";
import { preliminaryNoticesDue } from "~/jobs/notices-due.server";

export async function adminIndexData(request: Request) {
  await requireAdmin(request);
  return {
    counts: adminCounts(),
    messageWeeks: weeklyCounts("messages"),
    subscriberWeeks: weeklyCounts("customers"),
    estimates: estimateStats(),
    followUps: followUpsDue(),
    siteVisits: siteVisitsToday(),
    money: moneyPanel(),
    quotesAttention: quotesAttentionPanel(),
    noticesDue: preliminaryNoticesDue(),
    replica: await replicaStatus(),
  };
}

export type AdminIndexData = Awaited<ReturnType<typeof adminIndexData>>;
