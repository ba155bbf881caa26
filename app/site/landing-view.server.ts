import { homePageView } from "~/content/content-page-view.server";
import { memoByContentVersion } from "~/db/content-version.server";
import { projectCard } from "./page-data.server";
import { pictureOf } from "~/media/picture";
import { listRecentProjects } from "~/projects/project.server";
import { listPublishedTestimonials, testimonialCard } from "~/testimonials/testimonial.server";

const LANDING_PROJECTS = 4;
const LANDING_TESTIMONIALS = 6;

/**
 * What the landing page shows, the same for every visitor: built once per content version (one version read per
 * page instead of one per part, and the cards' image sources written once).
 */
export const landingPageView = memoByContentVersion(() => {
  const { settings, tagline, aboutHtml, projectsIntroHtml, qualityPoints } = homePageView();
  return {
    companyName: settings.companyName,
    tagline,
    aboutHtml,
    landingServices: settings.landingServices.map((service) => service.name),
    projectsIntroHtml,
    qualityPoints,
    licenseLine: settings.licenseLine,
    // Only the image an admin chose in Settings; without one the hero keeps its built-in background.
    hero: settings.homeImage ? pictureOf(settings.homeImage) : null,
    projects: listRecentProjects(LANDING_PROJECTS).map(projectCard),
    testimonials: listPublishedTestimonials().slice(0, LANDING_TESTIMONIALS).map(testimonialCard),
  };
});
