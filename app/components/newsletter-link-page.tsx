import type { ReactNode } from "react";
import { SiteLink } from "~/components/site-link";

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
        <SiteLink to="/">Back to the home page</SiteLink>
      </p>
    </main>
  );
}
