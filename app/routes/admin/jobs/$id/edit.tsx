import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { jobEditView } from "~/jobs/job-office-view.server";
import { JOB_MESSAGES, JOB_STATUS_LABELS } from "~/jobs/job-options";
import { scheduleFormSchema } from "~/jobs/job-schema";
import { rescheduleJob } from "~/jobs/reschedule-job.server";
import { requestContext } from "~/logs/audit.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";
import jobStyles from "~/styles/jobs-admin.css?url";
import { JobForm } from "../+shared/job-form";
import type { Route } from "./+types/edit";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: jobStyles }];

const FIX_FIELDS = "The job was not saved. Fix the fields marked below.";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const view = jobEditView(params.id);
  if (!view) throw data(JOB_MESSAGES.notFound, { status: 404 });
  return view;
}

// Rescheduling: the schedule form again; the schedule's drag and drop posts here too.
export async function action({ request, params }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  const submission = parseWithZod(await readFormWithToken(request), { schema: scheduleFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: [FIX_FIELDS] }) }, { status: 400 });
  }
  const result = rescheduleJob(params.id, submission.value, by);
  if (!result.ok) {
    if (result.status === 404) throw data(JOB_MESSAGES.notFound, { status: 404 });
    const reply = submission.reply({ formErrors: [result.error], fieldErrors: result.fieldErrors });
    return data({ result: reply }, { status: result.status });
  }
  // The schedule's drag and drop comes back to the week it was dropped on.
  const back = new URL(request.url).searchParams.get("back");
  const toSchedule = back && /^\/admin\/schedule(\?week=\d{4}-W\d{2})?$/.test(back) ? back : null;
  return redirectWithAlert(request, toSchedule ?? `/admin/jobs/${params.id}`, {
    kind: "success",
    message: result.changed ? JOB_MESSAGES.rescheduled : JOB_MESSAGES.nothingToChange,
  });
}

export default function RescheduleJob({ loaderData, actionData }: Route.ComponentProps) {
  const { job, values, crews } = loaderData;
  const title = `Reschedule job ${job.reference}`;
  return (
    <>
      <AdminTitle page={title} />
      <div className="admin-page">
        <AdminPageHeader title={title} back={{ to: `/admin/jobs/${job.id}`, label: "Back to the job" }} />
        {job.reschedulable ? (
          <>
            <p className="muted">
              New dates or a new arrival window send the customer “New dates for your job” with an updated
              invitation; every change shows in the crew&apos;s calendar.
            </p>
            <JobForm values={values} crews={crews} lastResult={actionData?.result} isNew={false} />
          </>
        ) : (
          <ErrorNotice
            message={`A job that is ${JOB_STATUS_LABELS[job.status].toLowerCase()} cannot be rescheduled.`}
          />
        )}
      </div>
    </>
  );
}
