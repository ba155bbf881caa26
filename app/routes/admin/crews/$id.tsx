import { data, Form } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { SubmitButton } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import { CREW_MESSAGES } from "~/crews/crew-options";
import { crewOfficeView } from "~/crews/crew-office-view.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/logs/audit.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import { ConfirmDelete } from "~/routes/admin/+shared/dialogs";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";
import { ShareLink } from "~/routes/admin/images/+shared/share-link";
import { formatDateTime } from "~/utils/dates";
import { CrewForm } from "./+shared/crew-form";
import { crewPageAction } from "./+shared/crew-form.server";
import jobStyles from "~/styles/jobs-admin.css?url";
import type { Route } from "./+types/$id";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: jobStyles }];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const crew = crewOfficeView(params.id);
  if (!crew) throw data(CREW_MESSAGES.notFound, { status: 404 });
  return { crew };
}

// Save, "New link" and "Delete" post here.
export async function action({ request, params }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  return crewPageAction(params.id, await readFormWithToken(request), by);
}

/** A crew: its details, its private calendar link ("Copy link", "New link") and Delete. */
export default function AdminCrew({ loaderData, actionData }: Route.ComponentProps) {
  const { crew } = loaderData;
  const reply = actionData && "result" in actionData ? actionData.result : undefined;
  const error = actionData && "error" in actionData ? String(actionData.error) : null;
  return (
    <>
      <AdminTitle page={crew.name} />
      <div className="admin-page">
        <AdminPageHeader title={crew.name} back={{ to: "/admin/crews", label: "Back to crews" }} />
        {error ? <ErrorNotice message={error} /> : null}
        <CrewForm key={crew.updatedAt} values={crew.values} lastResult={reply} submitLabel="Save crew" />
        <section className="panel crew-calendar" id="crew-calendar" aria-labelledby="crew-calendar-title">
          <h2 id="crew-calendar-title">Calendar link</h2>
          <p className="muted">
            Subscribe to this link in a phone&apos;s calendar or in Google Calendar (“From URL”): it shows the
            crew&apos;s jobs from 60 days back to a year ahead. Anyone with the link can read them, so share
            it with the crew only.
          </p>
          {crew.calendarUrl ? (
            <ShareLink url={crew.calendarUrl} label={`Calendar link of ${crew.name}`} />
          ) : (
            <p>This link stopped working when the site&apos;s secret changed. Make a new link.</p>
          )}
          <p className="muted">Made {formatDateTime(crew.linkCreatedAt)}.</p>
          <Form method="post">
            <CsrfInput />
            <p>A new link stops the old one: every phone subscribed to it must subscribe again.</p>
            <SubmitButton name="intent" value="new-link" className="button button-secondary">
              New link
            </SubmitButton>
          </Form>
        </section>
        <section className="danger-zone" aria-labelledby="crew-delete-title">
          <h2 id="crew-delete-title">Delete</h2>
          {crew.openJobs ? (
            <p>
              This crew has {crew.openJobs} {crew.openJobs === 1 ? "job" : "jobs"} still to do. Move its jobs
              to another crew first.
            </p>
          ) : null}
          <ConfirmDelete
            id={crew.id}
            small={false}
            question={`Delete the crew ${crew.name}?`}
            label="Delete crew"
          />
        </section>
      </div>
    </>
  );
}
