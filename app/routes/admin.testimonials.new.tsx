import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { saveTestimonialForm } from "~/admin/testimonial-form.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { BACK_TO } from "~/components/admin/back-links";
import { TestimonialForm } from "~/components/admin/testimonial-form";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/models/audit.server";
import { cityChoices, projectChoices } from "~/models/testimonial.server";
import { AdminTitle } from "~/components/admin/admin-title";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { projects: projectChoices(), cities: cityChoices() };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return saveTestimonialForm(await readFormWithToken(request), requestContext(request, admin));
}

export default function NewTestimonial() {
  const { projects, cities } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <>
      <AdminTitle page="Add a testimonial" />
      <div className="admin-page">
        <AdminPageHeader title="Add a testimonial" back={BACK_TO.testimonials} />
        <TestimonialForm
          values={{ quote: "", name: "", city: "", projectId: "", published: "on" }}
          projects={projects}
          cities={cities}
          lastResult={lastResult}
        />
      </div>
    </>
  );
}
