import { data } from "react-router";
import { deleteTestimonialForm, saveTestimonialForm } from "./+shared/testimonial-form.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader, BACK_TO } from "~/routes/admin/+shared/admin-page-header";
import { ConfirmDelete } from "~/routes/admin/+shared/dialogs";
import { TestimonialForm } from "./+shared/testimonial-form";
import type { FormReply } from "~/components/form";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/logs/audit.server";
import { TESTIMONIAL_MESSAGES } from "~/testimonials/testimonial";
import { cityChoices, getTestimonial, projectChoices } from "~/testimonials/testimonial.server";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/$id";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const row = getTestimonial(params.id);
  if (!row) throw data(TESTIMONIAL_MESSAGES.notFound, { status: 404 });
  return {
    testimonial: {
      id: row.id,
      quote: row.quote,
      name: row.name,
      city: row.city,
      projectId: row.projectId ?? "",
      published: row.published ? "on" : "",
      updatedAt: row.updatedAt.toISOString(),
    },
    projects: projectChoices(),
    cities: cityChoices(),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = params.id;
  const by = requestContext(request, admin);
  const formData = await readFormWithToken(request);
  if (formData.get("intent") === "delete") {
    return deleteTestimonialForm(formData, by, id);
  }
  return saveTestimonialForm(formData, by, id);
}

/** The save's reply, when the action answered one (a delete's confirm step is no form reply). */
const formReplyOf = (value: unknown): FormReply =>
  value && typeof value === "object" && "status" in value ? (value as FormReply) : undefined;

export default function EditTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonial, projects, cities } = loaderData;
  const lastResult = formReplyOf(actionData);
  return (
    <>
      <AdminTitle page="Edit a testimonial" />
      <div className="admin-page">
        <AdminPageHeader title={`Testimonial by ${testimonial.name}`} back={BACK_TO.testimonials} />
        <TestimonialForm
          key={testimonial.updatedAt}
          values={testimonial}
          projects={projects}
          cities={cities}
          lastResult={lastResult}
        />
        <section className="danger-zone" aria-labelledby="delete-heading">
          <h2 id="delete-heading">Delete</h2>
          <ConfirmDelete
            id={testimonial.id}
            small={false}
            question={`Delete the testimonial by ${testimonial.name}?`}
            label="Delete testimonial"
          />
        </section>
      </div>
    </>
  );
}
