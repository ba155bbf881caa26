import { data, Link } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { replyFor } from "~/forms/form-reply";
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS } from "~/invoices/invoice-options";
import { invoicesOfQuote } from "~/invoices/invoice-records.server";
import { jobPageView } from "~/jobs/job-office-view.server";
import { jobLienViewOf } from "~/jobs/lien-view.server";
import { otherThanLien } from "~/jobs/lien-options";
import { formatCents } from "~/quotes/money";
import { JOB_MESSAGES } from "~/jobs/job-options";
import { requestContext } from "~/logs/audit.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import jobStyles from "~/styles/jobs-admin.css?url";
import { jobPageAction } from "./+shared/job-page.server";
import { JobBilling } from "./+shared/job-billing";
import { JobLien } from "./+shared/job-lien";
import { lienPageAction } from "./+shared/lien-page.server";
import { JobChangeOrders, JobFacts, JobMoves, JobTimeline } from "./+shared/job-sections";
import type { Route } from "./+types/$id";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: jobStyles }];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const job = jobPageView(params.id);
  if (!job) throw data(JOB_MESSAGES.notFound, { status: 404 });
  const invoices = invoicesOfQuote(job.quote.id).map((row) => ({
    id: row.id,
    reference: row.reference,
    kind: INVOICE_KIND_LABELS[row.kind],
    status: INVOICE_STATUS_LABELS[row.status],
    total: formatCents(row.totalCents),
  }));
  return { job, invoices, lien: jobLienViewOf(params.id)! };
}

// The status moves post here: Start job, Complete job, Close job, Put on hold, Resume job, Cancel job.
export async function action({ request, params }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  const formData = await readFormWithToken(request);
  return (await lienPageAction(params.id, formData, by)) ?? jobPageAction(params.id, formData, by);
}

/** One job, in sections: its facts, what its status allows next, and its timeline. */
export default function AdminJob({ loaderData, actionData: posted }: Route.ComponentProps) {
  const { job, invoices, lien } = loaderData;
  const actionData = otherThanLien(posted);
  const title = `Job ${job.reference}`;
  return (
    <>
      <AdminTitle page={title} />
      <AdminPageHeader title={title} back={{ to: "/admin/jobs", label: "Back to jobs" }}>
        <Link to="/admin/schedule" className="button button-secondary">
          Schedule
        </Link>
      </AdminPageHeader>
      <p className="job-admin-status">
        <span className={`lead-status job-status-${job.status}`}>{job.statusLabel}</span> {job.days}
        {job.window ? ` · ${job.window}` : ""} · {job.crew?.name ?? "Unassigned"}
      </p>
      <div className="job-admin-layout">
        <div>
          <JobFacts job={job} />
          <JobChangeOrders job={job} reply={actionData} />
          <JobBilling job={job} invoices={invoices} lastResult={replyFor(actionData, "retention")} />
          <JobLien jobId={job.id} lien={lien} reply={posted} />
        </div>
        <div>
          <JobMoves job={job} reply={actionData} />
          <JobTimeline timeline={job.timeline} />
        </div>
      </div>
    </>
  );
}
