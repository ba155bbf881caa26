import type { ReactNode } from "react";
import { Link } from "react-router";
import { RouteErrorBoundary } from "~/components/error-pages";
import { ProjectCard } from "~/components/project-card";
import { RenderedHtml } from "~/components/rendered-html";
import { TestimonialList } from "~/components/testimonial-list";
import { serviceAreaPageView } from "~/site/service-area-view.server";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/$slug";

export function loader({ params }: Route.LoaderArgs) {
  const view = serviceAreaPageView(params.slug);
  if (!view) throw new Response("Service area not found", { status: 404 });
  return view;
}

export const meta: Route.MetaFunction = (args) => {
  const view = args.loaderData;
  if (!view) return pageMeta(args, { title: "Service area not found", noindex: true });
  return pageMeta(args, {
    title: view.heading,
    description: `Asphalt paving, sealcoating, striping and concrete work in ${view.area.name}: our services, projects and customers there.`,
    path: `/service-areas/${view.area.slug}`,
    jsonLd: view.jsonLd,
  });
};

/** One part of the page, under its heading; the page shows only the parts it has something for. */
function AreaSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="area-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export default function ServiceAreaPage({ loaderData }: Route.ComponentProps) {
  const { area, heading, introHtml, serviceGroups, projects, testimonials } = loaderData;
  const estimate = `/estimate?city=${encodeURIComponent(area.name)}`;
  return (
    <main className="page service-area-page">
      <header className="page-header">
        <p className="eyebrow">
          <Link to="/service-areas">Service Areas</Link>
        </p>
        <h1>{heading}</h1>
        {/* Right under the heading: on a phone's first screen, above the call bar, whatever the intro's length. */}
        <p>
          <Link to={estimate} className="button button-large">
            Request an estimate<span className="visually-hidden"> in {area.name}</span>
          </Link>
        </p>
        {introHtml ? <RenderedHtml html={introHtml} className="lead" /> : null}
      </header>

      {serviceGroups.length ? (
        <AreaSection id="area-services-title" title={`Services in ${area.name}`}>
          <div className="area-services">
            {serviceGroups.map((group) => (
              <div key={group.title}>
                <h3>{group.title}</h3>
                <ul>
                  {group.services.map((service, index) => (
                    <li key={index}>
                      <Link to={service.href}>{service.name}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <p>
            <Link to="/services">Read about our services</Link>
          </p>
        </AreaSection>
      ) : null}

      {projects.length ? (
        <AreaSection id="area-projects-title" title={`Projects in ${area.name}`}>
          <ul className="card-grid area-projects">
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} headingLevel={3} sizes="(min-width: 700px) 50vw, 100vw" />
              </li>
            ))}
          </ul>
        </AreaSection>
      ) : null}

      {testimonials.length ? (
        <AreaSection id="area-testimonials-title" title={`What our customers in ${area.name} say`}>
          <TestimonialList testimonials={testimonials} />
        </AreaSection>
      ) : null}

      {area.zipCodes.length ? (
        <p className="muted area-zips">ZIP codes we serve here: {area.zipCodes.join(", ")}</p>
      ) : null}

      <aside className="cta-band" aria-labelledby="area-cta-title">
        <h2 id="area-cta-title">Planning work in {area.name}?</h2>
        <p>Tell us about the lot, the driveway or the slab, and we will come and measure.</p>
        <Link to={estimate} className="button button-large">
          Request an estimate<span className="visually-hidden"> for {area.name}</span>
        </Link>
      </aside>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
