import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { addChangeOrder, takesChangeOrders } from "~/jobs/add-change-order.server";
import { CHANGE_ORDER_MESSAGES } from "~/jobs/change-order-options";
import { changeOrderFormSchema } from "~/jobs/change-order-schema";
import { JOB_MESSAGES } from "~/jobs/job-options";
import { loadJob } from "~/jobs/job-records.server";
import { requestContext } from "~/logs/audit.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";
import jobStyles from "~/styles/jobs-admin.css?url";
import quoteAdminStyles from "~/styles/quotes-admin.css?url";
import { ChangeOrderForm } from "../../+shared/change-order-form";
import type { Route } from "./+types/new";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: jobStyles },
  { rel: "stylesheet", href: quoteAdminStyles },
];

const FIX_FIELDS = "The change order was not added. Fix the fields marked below.";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const job = loadJob(params.id);
  if (!job) throw data(JOB_MESSAGES.notFound, { status: 404 });
  return { job: { id: job.id, reference: job.reference, open: takesChangeOrders(job.status) } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  const submission = parseWithZod(await readFormWithToken(request), { schema: changeOrderFormSchema });
  // "Add line" and "Remove" come back as the form with its new list.
  if (submission.status !== "success") {
    const failed = submission.status === "error";
    return data(
      { result: submission.reply(failed ? { formErrors: [FIX_FIELDS] } : undefined) },
      { status: failed ? 400 : 200 },
    );
  }
  const result = addChangeOrder(params.id, submission.value, by);
  if (!result.ok) {
    if (result.status === 404) throw data(JOB_MESSAGES.notFound, { status: 404 });
    const reply = submission.reply({ formErrors: [result.error], fieldErrors: result.fieldErrors });
    return data({ result: reply }, { status: result.status });
  }
  return redirectWithAlert(request, `/admin/jobs/${params.id}#job-change-orders`, {
    kind: "success",
    message: CHANGE_ORDER_MESSAGES.created,
  });
}

export default function NewChangeOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { job } = loaderData;
  const title = `Add change order to job ${job.reference}`;
  return (
    <>
      <AdminTitle page={title} />
      <div className="admin-page">
        <AdminPageHeader title={title} back={{ to: `/admin/jobs/${job.id}`, label: "Back to the job" }} />
        {job.open ? (
          <ChangeOrderForm lastResult={actionData?.result} />
        ) : (
          <ErrorNotice message={CHANGE_ORDER_MESSAGES.jobClosed} />
        )}
      </div>
    </>
  );
}
