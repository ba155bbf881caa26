import { Form, Link } from "react-router";
import type { ReactNode } from "react";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { formatShortDate } from "~/utils/dates";
import { CUSTOMER_STATUS_LABELS } from "~/newsletter/subscriber";
import { ESTIMATE_STATUS_LABELS } from "~/estimates/estimate-options";
import { SEARCH_QUERY_MAX } from "~/admin/admin-search";
import { searchAdmin } from "~/admin/admin-search.server";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/search";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const q = url.searchParams.get("q") ?? "";
  const results = searchAdmin(q);
  return {
    q: q.trim().slice(0, SEARCH_QUERY_MAX),
    results: results && {
      messages: results.messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      estimates: results.estimates.map((e) => ({
        ...e,
        status: ESTIMATE_STATUS_LABELS[e.status],
        createdAt: e.createdAt.toISOString(),
      })),
      customers: results.customers.map((c) => ({
        ...c,
        status: CUSTOMER_STATUS_LABELS[c.status],
        createdAt: c.createdAt.toISOString(),
      })),
      users: results.users,
      projects: results.projects,
      posts: results.posts.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    },
  };
}

function ResultGroup({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section aria-label={title}>
      <h2>
        {title} ({count})
      </h2>
      <ul>{children}</ul>
    </section>
  );
}

/** Results of the sidebar's search box: people (messages, estimates, subscribers), users, projects and blog posts. */
export default function AdminSearch({ loaderData }: Route.ComponentProps) {
  const { q, results } = loaderData;
  const total = results
    ? results.messages.length +
      results.estimates.length +
      results.customers.length +
      results.users.length +
      results.projects.length +
      results.posts.length
    : 0;
  return (
    <>
      <AdminTitle page={q ? `Search: ${q}` : "Search"} />
      <AdminPageHeader title="Search" />
      <Form method="get" role="search" className="data-table-filter">
        <label htmlFor="search-page-q">Search for</label>
        <input id="search-page-q" type="search" name="q" defaultValue={q} maxLength={SEARCH_QUERY_MAX} />
        <button type="submit" className="button">
          Search
        </button>
      </Form>
      {!results ? (
        <p className="muted">
          Type a name, an e-mail address, a phone number or words from a message, project or post.
        </p>
      ) : total === 0 ? (
        <p>Nothing found for &ldquo;{q}&rdquo;.</p>
      ) : (
        <div className="search-results">
          <p className="muted">
            {total} {total === 1 ? "result" : "results"} for &ldquo;{q}&rdquo;
          </p>
          <ResultGroup title="Messages" count={results.messages.length}>
            {results.messages.map((m) => (
              <li key={m.id}>
                <Link to={`/admin/messages/${m.id}`}>{m.name}</Link> ({m.email}),{" "}
                {formatShortDate(m.createdAt)}:{" "}
                {m.message.length > 80 ? `${m.message.slice(0, 80)}...` : m.message}
              </li>
            ))}
          </ResultGroup>
          <ResultGroup title="Estimates" count={results.estimates.length}>
            {results.estimates.map((e) => (
              <li key={e.id}>
                <Link to={`/admin/estimates/${e.id}`}>
                  {e.name}, {e.reference}
                </Link>{" "}
                ({e.email}), {e.service}, {e.status}, {formatShortDate(e.createdAt)}
              </li>
            ))}
          </ResultGroup>
          <ResultGroup title="Subscribers" count={results.customers.length}>
            {results.customers.map((c) => (
              <li key={c.id}>
                <Link to={`/admin/customers?${new URLSearchParams({ q: c.email })}`}>{c.email}</Link> (
                {c.status})
              </li>
            ))}
          </ResultGroup>
          <ResultGroup title="Users" count={results.users.length}>
            {results.users.map((u) => (
              <li key={u.id}>
                <Link to={`/admin/users?${new URLSearchParams({ q: u.email })}`}>{u.name}</Link> ({u.email})
                {u.isAdmin ? ", admin" : ""}
              </li>
            ))}
          </ResultGroup>
          <ResultGroup title="Projects" count={results.projects.length}>
            {results.projects.map((p) => (
              <li key={p.id}>
                <Link to={`/admin/projects/edit/${p.id}`}>{p.title}</Link>
                {p.projectType ? ` (${p.projectType})` : ""}
              </li>
            ))}
          </ResultGroup>
          <ResultGroup title="Blog posts" count={results.posts.length}>
            {results.posts.map((p) => (
              <li key={p.id}>
                <Link to={`/blog/${p.id}`}>{p.title}</Link> ({p.status}, {formatShortDate(p.createdAt)})
              </li>
            ))}
          </ResultGroup>
        </div>
      )}
    </>
  );
}
