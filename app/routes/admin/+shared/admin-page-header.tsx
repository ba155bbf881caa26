import type { ReactNode } from "react";
import { Link } from "react-router";

/** A link of a page's header, as a button: where it goes and what it says. */
export type HeaderLink = { to: string; label: string };

/**
 * A back-office page's heading with its actions beside it: its way back (to the list it belongs to, or the editor it
 * came from), a list's main button (adding to it), or any other links and buttons.
 */
export function AdminPageHeader({
  title,
  back,
  add,
  children,
}: {
  title: string;
  back?: HeaderLink;
  add?: HeaderLink;
  children?: ReactNode;
}) {
  return (
    <header className="admin-page-header">
      <h1>{title}</h1>
      {back ? (
        <Link to={back.to} className="button button-secondary">
          {back.label}
        </Link>
      ) : null}
      {add ? (
        <Link to={add.to} className="button">
          {add.label}
        </Link>
      ) : null}
      {children}
    </header>
  );
}

/** The way back to a back-office list from the pages of its items (adding one, editing one). */
export const BACK_TO = {
  blog: { to: "/admin/blog", label: "Back to Blog Posts" },
  serviceAreas: { to: "/admin/service-areas", label: "Back to Service Areas" },
  testimonials: { to: "/admin/testimonials", label: "Back to Testimonials" },
} as const satisfies Record<string, HeaderLink>;
