import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/error-pages";
import { requireSiteSettings } from "~/models/site-settings.server";
import pageStyles from "~/styles/pages.css";
import { pageMeta } from "~/utils/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pageStyles }];

export function loader() {
  const settings = requireSiteSettings();
  return {
    groups: [
      { id: "asphalt", title: "Asphalt Maintenance Services", services: settings.asphaltServices },
      { id: "concrete", title: "Concrete Flatwork Services", services: settings.concreteServices },
      { id: "heavy-civil", title: "Heavy Civil Construction", services: settings.newConstructionServices },
    ],
  };
}

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Our Services",
    description:
      "Asphalt maintenance and paving, concrete flatwork and heavy civil construction for owners, HOAs and public agencies in the Phoenix area.",
  });

export default function ServicesPage() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <main className="page">
      <header className="page-header">
        <p className="eyebrow">What we do</p>
        <h1>Our Services</h1>
        <p className="lead">
          From a single pothole to a new commercial pad, one crew handles the dirt, the concrete and the
          asphalt.
        </p>
        <nav aria-label="Service groups" className="chip-nav">
          <ul>
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {groups.map((group) => (
        <section key={group.id} id={group.id} className="service-group" aria-labelledby={`${group.id}-title`}>
          <h2 id={`${group.id}-title`}>{group.title}</h2>
          <ul className="card-grid service-list">
            {group.services.map((service) => (
              <li key={service.name} className="service-item">
                <h3>{service.name}</h3>
                <p>{service.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <aside className="cta-band" aria-labelledby="services-cta-title">
        <h2 id="services-cta-title">Not sure what your pavement needs?</h2>
        <p>We walk the site with you and put the options, costs and timing in writing.</p>
        <Link to="/contact" className="button button-large">
          Ask for a site visit
        </Link>
      </aside>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
