import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { newJobView, quotesToSchedule } from "~/jobs/job-office-view.server";
import { JOB_MESSAGES } from "~/jobs/job-options";
import { newJobFormSchema } from "~/jobs/job-schema";
import { scheduleJob } from "~/jobs/schedule-job.server";
import { requestContext } from "~/logs/audit.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";
import jobStyles from "~/styles/jobs-admin.css?url";
import { JobForm } from "./+shared/job-form";
import type { Route } from "./+types/new";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: jobStyles }];

const FIX_FIELDS = "The job was not scheduled. Fix the fields marked below.";

// /admin/jobs/new?quote={id} ("Schedule job" on an accepted quote); a quote that has its job opens it. Without a
// quote: the accepted quotes still to schedule.
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const quoteId = url.searchParams.get("quote");
  if (!quoteId) return { view: { kind: "choose" as const, quotes: quotesToSchedule() } };
  const view = newJobView(quoteId);
  if (view.kind === "existing") throw redirect(`/admin/jobs/${view.jobId}`);
  if (view.kind === "missing") throw data(JOB_MESSAGES.quoteNotFound, { status: 404 });
  return { view };
}

export async function action({ request }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  const submission = parseWithZod(await readFormWithToken(request), { schema: newJobFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: [FIX_FIELDS] }) }, { status: 400 });
  }
  const result = scheduleJob(submission.value, by);
  if (!result.ok) {
    const reply = submission.reply({ formErrors: [result.error], fieldErrors: result.fieldErrors });
    return data({ result: reply }, { status: result.status });
  }
  return redirectWithAlert(request, `/admin/jobs/${result.job.id}`, {
    kind: "success",
    message: `${JOB_MESSAGES.scheduled}: ${result.job.reference}. The customer was sent the dates.`,
  });
}

export default function NewJob({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <>
      <AdminTitle page="Schedule job" />
      <div className="admin-page">
        <AdminPageHeader title="Schedule job" back={{ to: "/admin/jobs", label: "Back to jobs" }} />
        {view.kind === "choose" ? (
          <>
            <p>A job is scheduled from an accepted quote.</p>
            {view.quotes.length ? (
              <ul className="job-quote-list">
                {view.quotes.map((quote) => (
                  <li key={quote.id}>
                    <Link to={`/admin/jobs/new?quote=${quote.id}`}>
                      {quote.reference} · {quote.customerName}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="empty-state">No accepted quote is waiting for its job.</p>
            )}
          </>
        ) : (
          <>
            <p>
              For quote <Link to={`/admin/quotes/${view.quote.id}`}>{view.quote.reference}</Link>:{" "}
              {view.quote.customerName}, {view.quote.site}.
            </p>
            {view.quote.accepted ? (
              <JobForm values={view.values} crews={view.crews} lastResult={actionData?.result} isNew />
            ) : (
              <ErrorNotice message={JOB_MESSAGES.notAccepted} />
            )}
          </>
        )}
      </div>
    </>
  );
}
