import { Link } from "react-router";
import { deleteTestimonialForm } from "./+shared/testimonial-form.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { ConfirmDelete } from "~/routes/admin/+shared/dialogs";
import { SimpleTable } from "~/routes/admin/+shared/simple-table";
import { listRowDelete } from "~/routes/admin/+shared/confirmed-delete.server";
import { listTestimonials } from "~/testimonials/testimonial.server";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/index";

const QUOTE_PREVIEW = 120;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {
    testimonials: listTestimonials().map((row) => ({
      id: row.id,
      quote: row.quote.length > QUOTE_PREVIEW ? `${row.quote.slice(0, QUOTE_PREVIEW)}…` : row.quote,
      name: row.name,
      city: row.city,
      project: row.projectTitle ?? "",
      published: row.published,
    })),
  };
}

export const action = ({ request }: Route.ActionArgs) => listRowDelete(request, deleteTestimonialForm);

export default function AdminTestimonials({ loaderData }: Route.ComponentProps) {
  const { testimonials } = loaderData;
  return (
    <>
      <AdminTitle page="Testimonials" />
      <div className="admin-page">
        <AdminPageHeader
          title="Testimonials"
          add={{ to: "/admin/testimonials/new", label: "Add testimonial" }}
        />
        <p className="muted">
          Published testimonials show on the landing page under “What our customers say”, on the page of the
          project they name and on the service-area page of their city.
        </p>
        {testimonials.length === 0 ? (
          <p>No testimonials yet.</p>
        ) : (
          <SimpleTable
            columns={["Quote", "Name", "City", "Project", "Published", "Actions"]}
            caption="Testimonials"
            captionHidden
          >
            {testimonials.map((row) => (
              <tr key={row.id}>
                <td>{row.quote}</td>
                <td>{row.name}</td>
                <td>{row.city}</td>
                <td>{row.project}</td>
                <td>{row.published ? "Yes" : "No"}</td>
                <td>
                  <div className="button-row">
                    <Link
                      to={`/admin/testimonials/${row.id}`}
                      className="button button-secondary button-small"
                    >
                      Edit<span className="visually-hidden"> the testimonial by {row.name}</span>
                    </Link>
                    <ConfirmDelete
                      id={row.id}
                      question={`Delete the testimonial by ${row.name}?`}
                      what={`the testimonial by ${row.name}`}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </SimpleTable>
        )}
      </div>
    </>
  );
}
