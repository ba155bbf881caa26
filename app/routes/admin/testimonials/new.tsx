import { saveTestimonialForm } from "./+shared/testimonial-form.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader, BACK_TO } from "~/routes/admin/+shared/admin-page-header";
import { TestimonialForm } from "./+shared/testimonial-form";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/logs/audit.server";
import { cityChoices, projectChoices } from "~/testimonials/testimonial.server";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/new";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { projects: projectChoices(), cities: cityChoices() };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return saveTestimonialForm(await readFormWithToken(request), requestContext(request, admin));
}

export default function NewTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  const { projects, cities } = loaderData;
  const lastResult = actionData;
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
