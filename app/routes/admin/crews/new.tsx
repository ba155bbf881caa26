import { requireAdmin } from "~/auth/session.server";
import { crewFormValues } from "~/crews/crew-office-view.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/logs/audit.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import { CrewForm } from "./+shared/crew-form";
import { saveCrewForm } from "./+shared/crew-form.server";
import jobStyles from "~/styles/jobs-admin.css?url";
import type { Route } from "./+types/new";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: jobStyles }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { values: crewFormValues() };
}

export async function action({ request }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  return saveCrewForm(await readFormWithToken(request), by);
}

export default function NewCrew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminTitle page="Add crew" />
      <div className="admin-page">
        <AdminPageHeader title="Add crew" back={{ to: "/admin/crews", label: "Back to crews" }} />
        <CrewForm values={loaderData.values} lastResult={actionData?.result} submitLabel="Add crew" />
      </div>
    </>
  );
}
