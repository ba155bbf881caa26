import { Link, useNavigate } from "react-router";
import { RouteErrorBoundary } from "~/components/error-pages";
import { ProjectImageCarousel } from "~/components/project-carousel";
import { ResponsiveImage } from "~/components/responsive-image";
import { getPublishedProject } from "~/projects/project.server";
import { projectPicture } from "~/site/page-data.server";
import { pageMeta } from "~/utils/seo";
import { breadcrumbJsonLd } from "~/content/structured-data.server";
import { formatLongDate } from "~/utils/dates";
import { TestimonialList } from "~/components/testimonial-list";
import { publishedTestimonialsFor, testimonialCard } from "~/testimonials/testimonial.server";
import { publicOrigin } from "~/http/public-url.server";
import type { Route } from "./+types/$id";

export function loader({ params }: Route.LoaderArgs) {
  // A draft is not on the public site: its page is a 404 like an unknown one.
  const project = getPublishedProject(params.id);
  if (!project) throw new Response("Project not found", { status: 404 });
  const origin = publicOrigin;
  return {
    project: {
      id: project.id,
      title: project.title,
      description: project.description,
      projectType: project.projectType,
      category: project.category,
      date: project.date,
      images: project.images.map(projectPicture),
    },
    // What the customers of this job said (published testimonials that name it).
    testimonials: publishedTestimonialsFor(project.id).map(testimonialCard),
    breadcrumbs: breadcrumbJsonLd(origin, [
      { name: "Home", path: "/" },
      { name: "Projects", path: "/projects" },
      { name: project.title, path: `/projects/${project.id}` },
    ]),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const project = args.loaderData?.project;
  if (!project) return pageMeta(args, { title: "Project not found", noindex: true });
  return pageMeta(args, {
    title: project.title,
    description: project.description.slice(0, 158) || `${project.projectType} project`,
    image: project.images[0]?.src,
    imageAlt: project.images[0]?.alt,
    jsonLd: [args.loaderData!.breadcrumbs],
  });
};

function BackToProjects() {
  const navigate = useNavigate();
  return (
    <Link
      to="/projects"
      className="back-link"
      onClick={(event) => {
        // Like the browser's back button when the visitor came from within the site (keeps their place in the grid).
        const state = window.history.state as { idx?: number } | null;
        if (state?.idx && state.idx > 0) {
          event.preventDefault();
          navigate(-1);
        }
      }}
    >
      <span aria-hidden="true">←</span> Back to Projects
    </Link>
  );
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, testimonials } = loaderData;
  const details = [
    { label: "Category", value: project.category },
    { label: "Date", value: project.date ? formatLongDate(project.date) : "" },
    { label: "Type", value: project.projectType },
  ].filter((detail) => detail.value);

  return (
    <main className="page page-wide project-page">
      <BackToProjects />
      <div className="project-stage">
        {project.images.length > 1 ? (
          <ProjectImageCarousel key={project.id} images={project.images} label={`${project.title} photos`} />
        ) : project.images.length === 1 ? (
          <figure className="project-single-image">
            <ResponsiveImage image={project.images[0]} sizes="(min-width: 1200px) 1100px, 100vw" priority />
          </figure>
        ) : (
          <div className="project-no-image">
            <p>No image available</p>
          </div>
        )}
        <div className="project-overlay">
          <h1>{project.title}</h1>
          {project.description ? <p>{project.description}</p> : null}
          {details.length ? (
            <dl className="project-details">
              {details.map((detail) => (
                <div key={detail.label}>
                  <dt>{detail.label}</dt>
                  <dd>{detail.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
      {testimonials.length ? (
        <section className="project-testimonials" aria-labelledby="project-testimonials-title">
          <h2 id="project-testimonials-title">What the customer says</h2>
          <TestimonialList testimonials={testimonials} />
        </section>
      ) : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary what="project" />;
}
