import { saveServiceAreaForm } from "./+shared/service-area-form.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader, BACK_TO } from "~/routes/admin/+shared/admin-page-header";
import { ServiceAreaForm } from "./+shared/service-area-form";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/logs/audit.server";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/new";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return saveServiceAreaForm(await readFormWithToken(request), requestContext(request, admin));
}

export default function NewServiceArea({ actionData }: Route.ComponentProps) {
  const lastResult = actionData;
  return (
    <>
      <AdminTitle page="Add a service area" />
      <div className="admin-page">
        <AdminPageHeader title="Add a service area" back={BACK_TO.serviceAreas} />
        <ServiceAreaForm
          values={{ name: "", slug: "", intro: "", zipCodes: "" }}
          lastResult={lastResult}
          submitLabel="Save"
        />
      </div>
    </>
  );
}
