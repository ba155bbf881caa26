import { Form, Link, matchPath, NavLink, useLocation } from "react-router";
import { SubmitButton } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import { SignOutForm } from "~/components/sign-out-form";

type SidebarUser = { name: string; email: string; isAdmin: boolean };

const links: { to: string; label: string; also?: string[]; exact?: boolean }[] = [
  { to: "/admin", label: "Admin", also: ["/admin/dashboard"], exact: true },
  { to: "/", label: "Public Homepage", exact: true },
  { to: "/admin/customers", label: "Customers" },
  { to: "/admin/newsletter", label: "Newsletter" },
  { to: "/admin/messages", label: "Messages" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/keywords", label: "Keywords" },
  { to: "/admin/add-project", label: "Add Project", also: ["/admin/projects"] },
  { to: "/admin/blog", label: "Blog Posts" },
  { to: "/admin/images", label: "AI Images", also: ["/admin/add-images"] },
  { to: "/admin/settings", label: "Settings" },
  { to: "/admin/services", label: "Services" },
  { to: "/admin/pages", label: "Pages" },
  { to: "/admin/logs", label: "Logs" },
];

// As NavLink matches (case-insensitive, `exact` as its `end`), but also on the pages a link stands for (`also`).
const isCurrent = (pathname: string, link: (typeof links)[number]) =>
  matchPath({ path: link.to, end: link.exact ?? false }, pathname) !== null ||
  (link.also ?? []).some((target) => matchPath({ path: target, end: false }, pathname) !== null);

export const SIDEBAR_ID = "admin-sidebar";

/**
 * The back office's navigation. Below 768px it is a slide-over opened by a link to #admin-sidebar (CSS :target), so
 * it works without JavaScript; following any link closes it again.
 */
export function AdminSidebar({ user, unreadMessages }: { user: SidebarUser; unreadMessages: number }) {
  const { pathname } = useLocation();
  return (
    <aside id={SIDEBAR_ID} className="admin-sidebar" aria-label="Back office" tabIndex={-1}>
      <div className="admin-sidebar-head">
        <Link to="/admin" className="admin-brand">
          Back office
        </Link>
        <a href="#admin-main" className="admin-sidebar-close">
          Close menu
        </a>
      </div>
      <Form method="get" action="/admin/search" role="search" className="admin-search">
        <label htmlFor="admin-search-q">Search</label>
        <div className="admin-search-row">
          <input
            id="admin-search-q"
            type="search"
            name="q"
            maxLength={100}
            placeholder="Messages, customers, projects..."
          />
          <button type="submit" className="button button-small">
            Search
          </button>
        </div>
      </Form>
      <nav aria-label="Admin">
        <ul className="admin-nav">
          {links.map((link) => {
            const current = isCurrent(pathname, link);
            return (
              <li key={link.to}>
                <Link to={link.to} aria-current={current ? "page" : undefined}>
                  {link.label}
                  {link.to === "/admin/messages" && unreadMessages > 0 ? (
                    <span className="badge">
                      {unreadMessages}
                      <span className="visually-hidden"> unread</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {user.isAdmin ? (
        <section className="admin-actions" aria-labelledby="admin-actions-heading">
          <h2 id="admin-actions-heading">Actions</h2>
          <Form method="post" action="/admin/blog/generate">
            <CsrfInput />
            <SubmitButton formAction="/admin/blog/generate" pendingLabel="Generating...">
              Generate Blog Post
            </SubmitButton>
          </Form>
        </section>
      ) : null}
      <div className="admin-profile">
        <NavLink to="/me" end>
          <span className="admin-profile-name">{user.name}</span>
          <span className="admin-profile-email">{user.email}</span>
        </NavLink>
        <SignOutForm className="button button-secondary button-small" />
      </div>
    </aside>
  );
}
