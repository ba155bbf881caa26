import { Link } from "react-router";
import type { ReactNode } from "react";

/** The page a link in a newsletter e-mail opens: what happened (or what a button would do), then the way home. */
export function NewsletterLinkPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <main className="page page-narrow">
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {children}
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}
