import { Link } from "react-router";
import { RouteErrorBoundary } from "~/components/error-pages";
import { RenderedHtml } from "~/components/rendered-html";
import { servicesPageView } from "~/content/content-page-view.server";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/services";

export function loader() {
  const { groups, description, introHtml, cta } = servicesPageView();
  return { groups, description, introHtml, cta };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Our Services", description: args.loaderData?.description });

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { groups, introHtml, cta } = loaderData;
  return (
    <main className="page">
      <header className="page-header">
        <p className="eyebrow">What we do</p>
        <h1>Our Services</h1>
        <RenderedHtml html={introHtml} className="lead" />
        <nav aria-label="Service groups" className="chip-nav">
          <ul>
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          <Link to="/service-areas">See the cities we serve</Link>
        </p>
      </header>
      {groups.map((group) => (
        <section key={group.id} id={group.id} className="service-group" aria-labelledby={`${group.id}-title`}>
          <h2 id={`${group.id}-title`}>{group.title}</h2>
          <ul className="card-grid service-list">
            {group.services.map((service, index) => (
              <li key={index} id={service.anchor} className="service-item">
                <h3>{service.name}</h3>
                {service.description ? <p>{service.description}</p> : null}
                <Link
                  to={`/estimate?${new URLSearchParams({ service: service.name })}`}
                  className="service-estimate-link"
                >
                  Request an estimate<span className="visually-hidden"> for {service.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <aside className="cta-band" aria-labelledby="services-cta-title">
        <h2 id="services-cta-title">{cta.title}</h2>
        {cta.html ? <RenderedHtml html={cta.html} /> : null}
        <Link to="/contact" className="button button-large">
          {cta.button}
        </Link>
      </aside>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
