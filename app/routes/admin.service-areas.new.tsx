import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { useActionData } from "react-router";
import { saveServiceAreaForm } from "~/admin/service-area-form.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { BACK_TO } from "~/components/admin/back-links";
import { ServiceAreaForm } from "~/components/admin/service-area-form";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/models/audit.server";
import { AdminTitle } from "~/components/admin/admin-title";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return saveServiceAreaForm(await readFormWithToken(request), requestContext(request, admin));
}

export default function NewServiceArea() {
  const lastResult = useActionData<typeof action>();
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
