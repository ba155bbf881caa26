import { Link } from "react-router";
import type { ReactNode } from "react";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { ReplicaNotice } from "./replica-notice";
import { TrendChart } from "./trend-chart";
import { formatDuration } from "~/estimates/estimate-admin";
import { EstimateAgenda } from "./estimate-agenda";
import { MoneyPanel } from "./money-panel";
import { QuotesAttentionPanel } from "./quotes-attention-panel";
import { NoticesDuePanel } from "./notices-due";
import { plural } from "~/utils/text";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { AdminIndexData } from "./admin-index.server";

function DashboardRow({
  to,
  title,
  count,
  chart,
}: {
  to: string;
  title: string;
  count: string;
  chart?: ReactNode;
}) {
  return (
    <li className="dashboard-row">
      <Link to={to} className="dashboard-row-link">
        <span className="dashboard-row-title">{title}</span>
        <span className="dashboard-row-count">{count}</span>
      </Link>
      {chart}
    </li>
  );
}

/** The back-office index: large link rows with live counts and 12-week trends, and today's agenda. */
export function AdminIndexScreen({
  counts,
  messageWeeks,
  subscriberWeeks,
  estimates,
  followUps,
  siteVisits,
  money,
  quotesAttention,
  noticesDue,
  replica,
}: AdminIndexData) {
  return (
    <>
      <AdminTitle page="Admin" />
      <AdminPageHeader title="Admin" />
      {replica ? <ReplicaNotice replica={replica} /> : null}
      <div className="estimate-agendas">
        <EstimateAgenda
          id="dashboard-site-visits"
          title="Site visits today"
          items={siteVisits}
          show="time"
          empty="No site visit is booked for today."
        />
        <EstimateAgenda
          id="dashboard-follow-ups"
          title="Follow-ups due"
          items={followUps}
          show="date"
          empty="No follow-up is due."
          more={{ to: "/admin/estimates?followUp=due&sort=followUpOn&dir=asc", label: "All due follow-ups" }}
        />
      </div>
      <QuotesAttentionPanel panel={quotesAttention} />
      <MoneyPanel money={money} />
      <NoticesDuePanel notices={noticesDue} />
      <ul className="dashboard-rows">
        <DashboardRow
          to="/admin/messages"
          title="Messages"
          count={`${counts.unreadMessages} unread of ${plural(counts.messages, "message", "messages")}`}
          chart={<TrendChart label="New messages" weeks={messageWeeks} />}
        />
        <DashboardRow
          to="/admin/estimates"
          title="Estimates"
          count={`${plural(estimates.newThisWeek, "new request", "new requests")} this week · median time to first contact: ${formatDuration(estimates.medianFirstContactMs)}`}
        />
        <DashboardRow
          to="/admin/keywords"
          title="Keywords"
          count={plural(counts.keywords, "keyword", "keywords")}
        />
        <DashboardRow
          to="/admin/add-project"
          title="Projects"
          count={plural(counts.projects, "project", "projects")}
        />
        <DashboardRow to="/admin/blog" title="Blog Posts" count={plural(counts.blogPosts, "post", "posts")} />
        <DashboardRow
          to="/admin/customers"
          title="Subscribers"
          count={plural(counts.subscribers, "confirmed subscriber", "confirmed subscribers")}
          chart={<TrendChart label="Newsletter sign-ups" weeks={subscriberWeeks} />}
        />
      </ul>
    </>
  );
}
