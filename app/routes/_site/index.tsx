import { Link } from "react-router";
import type { ReactNode } from "react";
import { RouteErrorBoundary } from "~/components/error-pages";
import { LogoMark } from "~/components/logo";
import { ProjectCard } from "~/components/project-card";
import { RenderedHtml } from "~/components/rendered-html";
import { ResponsiveImage } from "~/components/responsive-image";
import { landingPageView } from "~/site/landing-view.server";
import { pageMeta } from "~/utils/seo";
import { TestimonialList } from "~/components/testimonial-list";
import type { Route } from "./+types/index";

export function loader() {
  return landingPageView();
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: "/", image: args.loaderData?.hero?.src, imageAlt: args.loaderData?.hero?.alt });

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <main className="landing">
      <section className="landing-section landing-hero" aria-labelledby="landing-title">
        {data.hero ? (
          <ResponsiveImage image={data.hero} alt="" sizes="100vw" priority className="landing-hero-image" />
        ) : null}
        <div className="landing-inner landing-hero-inner">
          <h1 id="landing-title" className="landing-title">
            <LogoMark size={64} className="landing-logo" />
            <span>{data.companyName}</span>
          </h1>
          {data.tagline ? <p className="landing-tagline">{data.tagline}</p> : null}
          {/* The call to action comes before the About text, so a phone shows it on the first screen. */}
          <div className="landing-actions">
            <Link to="/contact" className="button button-large landing-cta">
              Connect with us
            </Link>
            <Link to="/estimate" className="button button-large button-outline-light">
              Request an estimate
            </Link>
          </div>
          <div className="landing-about">
            <h2 id="landing-about-title">About</h2>
            <RenderedHtml html={data.aboutHtml} />
            <ul className="landing-services">
              {data.landingServices.map((name, index) => (
                <li key={index}>{name}</li>
              ))}
            </ul>
            <p className="landing-more-services">
              <Link to="/services" className="button button-large button-outline-light">
                Read More<span className="visually-hidden"> about our services</span>
              </Link>
            </p>
          </div>
        </div>
      </section>

      <LandingSection name="projects" title="Tailored Strategies" subtitle="Build your vision with us">
        {data.projectsIntroHtml ? (
          <RenderedHtml html={data.projectsIntroHtml} className="landing-intro" />
        ) : null}
        {data.projects.length ? (
          <ul className="landing-project-grid">
            {data.projects.map((project) => (
              <li key={project.id}>
                <ProjectCard
                  project={project}
                  reveal
                  headingLevel={3}
                  sizes="(min-width: 1100px) 540px, (min-width: 700px) 50vw, 100vw"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p>Our first projects are on their way.</p>
        )}
        <p className="landing-more">
          <Link to="/projects" className="button button-outline-light">
            See all projects
          </Link>
        </p>
      </LandingSection>

      {data.testimonials.length ? (
        <LandingSection name="testimonials" title="What our customers say" subtitle="In their own words">
          <TestimonialList testimonials={data.testimonials} />
        </LandingSection>
      ) : null}

      <LandingSection name="quality" title="Quality and Precision" subtitle="Reliable and efficient">
        <ul className="landing-points">
          {data.qualityPoints.map((point, index) => (
            <li key={index}>
              <h3>{point.title}</h3>
              <RenderedHtml html={point.html} />
            </li>
          ))}
        </ul>
        {data.licenseLine ? <p className="landing-license">{data.licenseLine}</p> : null}
        <p>
          <Link to="/mission-statement" className="landing-link">
            Our mission and values
          </Link>
        </p>
      </LandingSection>
    </main>
  );
}

/** A band of the landing page below the hero, under a heading and a subtitle. */
function LandingSection({
  name,
  title,
  subtitle,
  children,
}: {
  name: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <section className={`landing-section landing-${name}`} aria-labelledby={`landing-${name}-title`}>
      <div className="landing-inner">
        <header className="landing-heading">
          <h2 id={`landing-${name}-title`}>{title}</h2>
          <p className="landing-subtitle">{subtitle}</p>
        </header>
        {children}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
