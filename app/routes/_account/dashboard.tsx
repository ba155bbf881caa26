import { Link } from "react-router";
import { requireVerifiedUser } from "~/auth/session.server";
import { RouteErrorBoundary } from "~/components/error-pages";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireVerifiedUser(request);
  return { name: user.name, isAdmin: user.isAdmin };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Dashboard", noindex: true });

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { name, isAdmin } = loaderData;
  return (
    <main className="page page-narrow">
      <h1>Dashboard</h1>
      <p className="lead">Welcome, {name}.</p>
      <ul className="link-list">
        <li>
          <Link to="/me">Your profile</Link>
        </li>
        {isAdmin ? (
          <li>
            <Link to="/admin">Back office</Link>
          </li>
        ) : null}
        <li>
          <Link to="/blog">Read the blog</Link>
        </li>
      </ul>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
