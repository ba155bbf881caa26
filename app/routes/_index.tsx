import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireSiteSettings } from "~/models/site-settings.server";
import { listRecentProjects } from "~/models/project.server";

export async function loader() {
  const settings = requireSiteSettings();
  const projects = listRecentProjects(4).map((project) => ({
    id: project.id,
    title: project.title,
    image: project.images[0] ? { src: project.images[0].src, alt: project.images[0].alt } : null,
  }));
  return {
    companyName: settings.companyName,
    headquartersStatement: settings.headquartersStatement,
    landingServices: settings.landingServices,
    projects,
  };
}

export const meta: MetaFunction = () => [{ title: "Home" }];

export default function Index() {
  const data = useLoaderData<typeof loader>();
  return (
    <main>
      <section>
        <h1>{data.companyName}</h1>
        <h2>About</h2>
        <p>{data.headquartersStatement}</p>
        <ul>
          {data.landingServices.map((service) => (
            <li key={service.name}>
              <strong>{service.name}</strong>: {service.description}
            </li>
          ))}
        </ul>
        <a href="/contact">Connect with us</a> <a href="/services">Read More</a>
      </section>
      <section>
        <h2>Tailored Strategies</h2>
        <p>Build your vision with us</p>
        <ul>
          {data.projects.map((project) => (
            <li key={project.id}>
              <a href={`/projects/${project.id}`}>{project.title}</a>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>Quality and Precision</h2>
        <p>Reliable and efficient</p>
      </section>
    </main>
  );
}
