import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/error-pages";
import { requireSiteSettings } from "~/models/site-settings.server";
import pageStyles from "~/styles/pages.css";
import { pageMeta } from "~/utils/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pageStyles }];

const coreValues = [
  {
    name: "Quality Craftsmanship",
    text: "We build every lot, slab and street as if we had to drive on it every day: proper base, proper compaction, clean edges and joints where they belong.",
  },
  {
    name: "Customer Centricity",
    text: "We plan around your tenants, residents and business hours, tell you what we will do before we do it, and answer the phone after the job is done.",
  },
  {
    name: "Ethical Integrity",
    text: "Honest estimates, no work you do not need, and no shortcuts an inspector or an owner would not see until it is too late.",
  },
  {
    name: "Continuous Innovation",
    text: "GPS machine control, better sealers and smarter scheduling: we adopt what makes the work more precise, safer and less disruptive.",
  },
  {
    name: "Sustainability",
    text: "We recycle milled asphalt and broken concrete, keep dust and storm water on site, and extend the life of pavement before replacing it.",
  },
  {
    name: "Lifelong Learning",
    text: "Our crews keep training on safety, equipment and standards, and we learn from every job so the next one goes better.",
  },
];

export function loader() {
  const settings = requireSiteSettings();
  return {
    companyName: settings.companyName,
    legalName: settings.legalName || settings.companyName,
    foundedYear: settings.foundedYear,
    city: settings.address.city,
  };
}

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Mission Statement",
    description:
      "Our mission, who we are, the six values behind our work and our vision for pavement and site work in Arizona.",
  });

export default function MissionStatementPage() {
  const { companyName, legalName, foundedYear, city } = useLoaderData<typeof loader>();
  return (
    <main className="page">
      <header className="page-header">
        <p className="eyebrow">About us</p>
        <h1>Mission Statement</h1>
      </header>
      <div className="prose">
        <section aria-labelledby="mission-title">
          <h2 id="mission-title">Our Mission</h2>
          <p className="lead">
            To build and care for the pavement, concrete and infrastructure that Arizona communities rely on
            every day, with craftsmanship that lasts, honest advice and crews who treat every site as if it
            were their own.
          </p>
        </section>
        <section aria-labelledby="who-title">
          <h2 id="who-title">Who We Are</h2>
          <p>
            {companyName} was founded in {foundedYear} in {city}, Arizona. {legalName} is an Arizona S
            Corporation, owned and run by people who came up through the trade: estimators who still run
            equipment and foremen who still walk every site before the work starts.
          </p>
          <p>
            We serve property managers, HOA boards, churches, schools, developers and public agencies across
            the East Valley and greater Phoenix, with asphalt maintenance and paving, concrete flatwork,
            grading, underground utilities and heavy civil work.
          </p>
        </section>
        <section aria-labelledby="values-title">
          <h2 id="values-title">Our Core Values</h2>
          <ul className="value-grid">
            {coreValues.map((value) => (
              <li key={value.name} className="value-card">
                <h3>{value.name}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="vision-title">
          <h2 id="vision-title">Our Vision</h2>
          <p>
            To be the contractor Arizona owners call first: known for pavement that outlasts the desert, job
            sites that stay safe and tidy, and a team people are proud to work with. We want every parking
            lot, street and sidewalk we touch to be a little better than the plans asked for.
          </p>
          <p>
            <Link to="/contact">Talk to us about your project</Link>
          </p>
        </section>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
