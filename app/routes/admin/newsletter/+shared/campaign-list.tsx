import { Link } from "react-router";
import type { CampaignJson } from "~/api/contract/newsletter";
import { formatDateTime } from "~/utils/dates";
import { SimpleTable } from "~/routes/admin/+shared/simple-table";

const CAMPAIGN_STATUS_LABELS: Record<CampaignJson["status"], string> = {
  draft: "Draft",
  sending: "Sending",
  sent: "Sent",
};

export function CampaignStatus({ status }: { status: CampaignJson["status"] }) {
  return <span className={`badge badge-campaign-${status}`}>{CAMPAIGN_STATUS_LABELS[status]}</span>;
}

/** Past campaigns, newest first: subject (links to the campaign), status, date and delivery counts. */
export function CampaignList({ campaigns }: { campaigns: CampaignJson[] }) {
  if (campaigns.length === 0) return <p className="empty-state">No campaigns yet.</p>;
  return (
    <SimpleTable
      columns={["Subject", "Status", "Date", "Queued", "Sent", "Failed"]}
      caption="Past campaigns"
      captionHidden
      className="data-table campaign-table"
    >
      {campaigns.map((campaign) => (
        <tr key={campaign._id}>
          <td data-label="Subject">
            <Link to={`/admin/newsletter/${campaign._id}`}>{campaign.subject}</Link>
          </td>
          <td data-label="Status">
            <CampaignStatus status={campaign.status} />
          </td>
          <td data-label="Date">
            <time dateTime={campaign.queuedAt ?? campaign.createdAt}>
              {formatDateTime(campaign.queuedAt ?? campaign.createdAt)}
            </time>
          </td>
          <td data-label="Queued">{campaign.counts.queued}</td>
          <td data-label="Sent">{campaign.counts.sent}</td>
          <td data-label="Failed">{campaign.counts.failed}</td>
        </tr>
      ))}
    </SimpleTable>
  );
}
