import { RouteErrorBoundary } from "~/components/error-pages";
import { ProjectCard } from "~/components/project-card";
import { listProjects } from "~/projects/project.server";
import { projectCard } from "~/site/page-data.server";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/index";

export function loader() {
  return { projects: listProjects().map(projectCard) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Projects",
    description:
      "Recent paving, sealcoating, striping, concrete, grading and heavy civil projects for HOAs, businesses and public agencies in Arizona.",
    image: args.loaderData?.projects.find((project) => project.image)?.image?.src,
  });

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData;
  return (
    <main className="page page-wide projects-page">
      <ul className="card-grid project-grid">
        <li className="project-grid-lead">
          <div className="project-lead-tile">
            <p className="eyebrow">Projects</p>
            <h1>Check out our Recent Projects</h1>
            <p>Parking lots, private streets, concrete and site work across the Valley.</p>
          </div>
        </li>
        {projects.map((project, index) => (
          <li key={project.id}>
            <ProjectCard
              project={project}
              priority={index < 2}
              sizes="(min-width: 1200px) 400px, (min-width: 700px) 50vw, 100vw"
            />
          </li>
        ))}
      </ul>
      {projects.length === 0 ? <p className="muted">No projects yet. Check back soon.</p> : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
