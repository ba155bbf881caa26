import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireVerifiedUser } from "~/auth/session.server";
import { RouteErrorBoundary } from "~/components/error-pages";
import pageStyles from "~/styles/pages.css";
import { pageMeta } from "~/utils/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pageStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireVerifiedUser(request);
  return { name: user.name, email: user.email, isAdmin: user.isAdmin };
}

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Me", noindex: true });

export default function MePage() {
  const { name, email, isAdmin } = useLoaderData<typeof loader>();
  return (
    <main className="page page-narrow">
      <h1>Me</h1>
      <dl className="profile-list">
        <div>
          <dt>Name</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{email}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{isAdmin ? "Administrator" : "Member"}</dd>
        </div>
      </dl>
      <p>
        <Link to="/dashboard">Go to the dashboard</Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
