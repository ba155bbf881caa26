import { Link } from "react-router";
import type { PictureData } from "~/media/picture";
import { ResponsiveImage } from "./responsive-image";

export type ProjectCardData = {
  id: string;
  title: string;
  projectType: string;
  image: PictureData | null;
};

/**
 * A project as an image card linking to its page: the first image fills the card, with the type label and title
 * over it. `reveal` (landing page) shows the title only on hover or keyboard focus, and always on touch screens.
 */
export function ProjectCard({
  project,
  sizes,
  reveal = false,
  priority = false,
  headingLevel = 2,
}: {
  project: ProjectCardData;
  sizes: string;
  reveal?: boolean;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={`project-card${reveal ? " project-card-reveal" : ""}`}>
      {project.image ? (
        <ResponsiveImage
          image={project.image}
          alt=""
          sizes={sizes}
          priority={priority}
          className="project-card-image"
        />
      ) : (
        <span className="project-card-placeholder" aria-hidden="true" />
      )}
      <div className="project-card-body">
        {project.projectType ? <p className="project-card-type">{project.projectType}</p> : null}
        <Heading className="project-card-title">
          <Link to={`/projects/${project.id}`} className="project-card-link">
            {project.title}
          </Link>
        </Heading>
      </div>
    </article>
  );
}
