import { apiReference, type ReferenceField } from "~/api/contract/reference.server";
import { TableHead } from "~/components/table-head";
import apiDocsStyles from "~/styles/api-docs.css?url";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/docs";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: apiDocsStyles, precedence: "default" },
];

// Made from the contract once per process: it changes only with a deploy. Anonymous readers get the page cache's copy
// (app/route-policy.server.ts), signed-in ones a rendering of this.
let reference: ReturnType<typeof apiReference> | undefined;
export const loader = () => ({ groups: (reference ??= apiReference()) });

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "API reference",
    description: "Endpoints, authentication, request and response shapes.",
  });

const authLabels = {
  public: "Public",
  optional: "Public (token optional)",
  user: "Bearer token",
  admin: "Admin token",
} as const;

function FieldTable({ caption, fields }: { caption: string; fields: ReferenceField[] }) {
  if (fields.length === 0) return null;
  return (
    <table className="api-fields">
      <caption>{caption}</caption>
      <TableHead columns={["Field", "Type", "Required", "Notes"]} />
      <tbody>
        {fields.map((field) => (
          <tr key={field.name}>
            <td>
              <code>{field.name}</code>
            </td>
            <td>
              <code>{field.type}</code>
            </td>
            <td>{field.required ? "yes" : "no"}</td>
            <td>{field.notes}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <main className="api-docs">
      <h1>API reference</h1>
      <p>
        Every endpoint lives under <code>/api</code>. Send and receive JSON (uploads are{" "}
        <code>multipart/form-data</code>). Sign in with <code>POST /api/user/signin</code> and send the token
        as <code>Authorization: Bearer &lt;token&gt;</code>. Errors answer{" "}
        <code>{"{ success: false, error, fieldErrors? }"}</code> with a 4xx status: 400 bad input, 401 no or
        bad token, 403 not an admin, 404 missing, 405 wrong method (see <code>Allow</code>), 413 too large,
        415 wrong content type, 429 too many requests (see <code>Retry-After</code>). The machine-readable
        contract is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).
      </p>
      <nav aria-label="API sections">
        <ul className="api-toc">
          {groups.map((group) => (
            <li key={group.tag}>
              <a href={`#${group.tag.toLowerCase()}`}>{group.tag}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.tag} id={group.tag.toLowerCase()} aria-labelledby={`${group.tag}-heading`}>
          <h2 id={`${group.tag}-heading`}>{group.tag}</h2>
          {group.endpoints.map((endpoint) => (
            <article key={endpoint.id} id={endpoint.id} className="api-endpoint">
              <h3>
                <span className={`api-method api-method-${endpoint.method.toLowerCase()}`}>
                  {endpoint.method}
                </span>{" "}
                <code>{endpoint.path}</code>
              </h3>
              <p>
                <strong>{endpoint.summary}.</strong> {endpoint.description}{" "}
                <span className="api-auth">{authLabels[endpoint.auth]}</span>
              </p>
              <FieldTable caption="Query parameters" fields={endpoint.query} />
              <FieldTable
                caption={endpoint.body === "multipart" ? "Multipart fields" : "JSON body"}
                fields={endpoint.fields}
              />
              {endpoint.bodyLimits ? <p className="api-limits">{endpoint.bodyLimits}</p> : null}
              <p>
                Answers <strong>{endpoint.successStatus}</strong>: {endpoint.successDescription}.
              </p>
              <pre className="api-shape">
                <code>{endpoint.responseExample}</code>
              </pre>
              <p className="api-errors">
                Errors:{" "}
                {endpoint.errors.map((error, index) => (
                  <span key={error.status}>
                    {index > 0 ? "; " : null}
                    <strong>{error.status}</strong> {error.description}
                  </span>
                ))}
                .
              </p>
            </article>
          ))}
        </section>
      ))}
    </main>
  );
}
