import { type LoaderFunctionArgs, type MetaFunction, Link, useLoaderData } from "react-router";
import type { ReactNode } from "react";
import { requireAdmin } from "~/auth/session.server";
import { replicaStatus, type ReplicaStatus } from "~/backup/replica-health.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { ErrorNotice } from "~/components/admin/error-notice";
import { TrendChart } from "~/components/admin/trend-chart";
import { adminCounts, weeklyCounts } from "~/models/admin-stats.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return {
    counts: adminCounts(),
    messageWeeks: weeklyCounts("messages"),
    subscriberWeeks: weeklyCounts("customers"),
    replica: await replicaStatus(),
  };
}

export const meta: MetaFunction = () => [{ title: "Admin | Back office" }];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const duration = (seconds: number) =>
  seconds < 120
    ? plural(seconds, "second", "seconds")
    : seconds < 2 * 60 * 60
      ? plural(Math.round(seconds / 60), "minute", "minutes")
      : plural(Math.round(seconds / 3600), "hour", "hours");

/** The off-host copy of the database (BACKUP_REPLICA_URL): a warning once it is minutes behind, else one quiet line. */
function ReplicaNotice({ replica }: { replica: ReplicaStatus }) {
  if (replica.state === "stale") {
    return (
      <ErrorNotice
        message={
          `Backup warning: the off-site copy of the database (${replica.url}) has not been updated for ` +
          `${duration(replica.lagSeconds)}. Changes made since then would be lost if this server failed. ` +
          (replica.problem ?? "Litestream cannot reach the backup; its errors are in the server log.")
        }
      />
    );
  }
  return (
    <p className="muted">
      Off-site copy of the database ({replica.url}):{" "}
      {replica.state === "current" ? "up to date" : `${duration(replica.lagSeconds)} behind`}.
    </p>
  );
}

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

/** The back-office index (also at /admin/dashboard): large link rows with live counts and 12-week trends. */
export default function AdminIndex() {
  const { counts, messageWeeks, subscriberWeeks, replica } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminPageHeader title="Admin" />
      {replica ? <ReplicaNotice replica={replica} /> : null}
      <ul className="dashboard-rows">
        <DashboardRow
          to="/admin/messages"
          title="Messages"
          count={`${counts.unreadMessages} unread of ${plural(counts.messages, "message", "messages")}`}
          chart={<TrendChart label="New messages" weeks={messageWeeks} />}
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
