import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { Form, Link, matchPath, NavLink, useLocation } from "react-router";
import { SubmitButton } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import { SignOutForm } from "~/components/sign-out-form";
import { adminNavGroups, type AdminNavLink } from "./admin-nav-links";

type SidebarUser = { name: string; email: string; isAdmin: boolean };

// As NavLink matches (case-insensitive, `exact` as its `end`), but also on the pages a link stands for (`also`).
const isCurrent = (pathname: string, link: AdminNavLink) =>
  matchPath({ path: link.to, end: link.exact ?? false }, pathname) !== null ||
  (link.also ?? []).some((target) => matchPath({ path: target, end: false }, pathname) !== null);

export const SIDEBAR_ID = "admin-sidebar";

function CountBadge({ count, what }: { count: number; what: string }) {
  if (count <= 0) return null;
  return (
    <span className="badge">
      {count}
      <span className="visually-hidden"> {what}</span>
    </span>
  );
}

type SidebarProps = {
  user: SidebarUser;
  unreadMessages: number;
  newEstimates: number;
  /** The quotes of the dashboard's "Quotes needing attention". */
  quotesNeedingAttention: number;
  /** Open as the phone's slide-over (with JavaScript; without it, `:target` opens it). */
  open?: boolean;
  /** Closes the slide-over and gives focus back to the Menu button (with JavaScript): a link chosen or a form sent. */
  onClose?: () => void;
};

/**
 * The back office's navigation, in groups. Below 768px it is a slide-over opened by a link to #admin-sidebar (CSS
 * :target), so it works without JavaScript: following any link loads a page without that fragment, which closes it.
 * With JavaScript the layout opens it instead, and choosing a link, Escape or "Close menu" closes it.
 */
export function AdminSidebar({
  user,
  unreadMessages,
  newEstimates,
  quotesNeedingAttention,
  open = false,
  onClose,
}: SidebarProps) {
  const { pathname } = useLocation();
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (onClose && event.target instanceof Element && event.target.closest("a[href]")) onClose();
  };
  return (
    // The handlers only listen for links chosen and forms sent inside (each link stays a link for the keyboard).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <aside
      id={SIDEBAR_ID}
      className="admin-sidebar"
      aria-label="Back office"
      tabIndex={-1}
      data-open={open || undefined}
      onClick={closeOnLink}
      onSubmit={() => onClose?.()}
    >
      <div className="admin-sidebar-head">
        <Link to="/admin" className="admin-brand">
          Back office
        </Link>
        <a
          href="#admin-main"
          className="admin-sidebar-close"
          onClick={(event) => {
            if (!onClose) return;
            event.preventDefault();
            onClose();
          }}
        >
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
            placeholder="Name, e-mail or phone..."
          />
          <button type="submit" className="button button-small">
            Search
          </button>
        </div>
      </Form>
      <nav aria-label="Admin" className="admin-nav-groups">
        {adminNavGroups.map((group) => {
          const headingId = `admin-nav-${group.title.toLowerCase()}`;
          return (
            <section key={group.title} className="admin-nav-group" aria-labelledby={headingId}>
              <h2 id={headingId} className="admin-nav-title">
                {group.title}
              </h2>
              <ul className="admin-nav">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} aria-current={isCurrent(pathname, link) ? "page" : undefined}>
                      {link.label}
                      {link.to === "/admin/messages" ? (
                        <CountBadge count={unreadMessages} what="unread" />
                      ) : null}
                      {link.to === "/admin/estimates" ? <CountBadge count={newEstimates} what="new" /> : null}
                      {link.to === "/admin/quotes" ? (
                        <CountBadge count={quotesNeedingAttention} what="need attention" />
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
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
      {/* Sticky at the sidebar's bottom: Sign out stays in view however long the menu is. */}
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

/**
 * The phone menu's open state once JavaScript runs. Without JavaScript the Menu link opens the sidebar through
 * `:target` and any followed link closes it again (the new page has no #admin-sidebar). Client-side navigation does
 * not change `:target`, so with JavaScript the layout keeps the state: choosing a link, submitting a form in it,
 * Escape or "Close menu" closes the menu and gives focus back to the Menu button, and Back or Forward closes it.
 *
 * It closes on those events, not when the new location renders: the URL changes before React commits the new page,
 * and a Menu tap in between used to be undone by the late close.
 */
export function useAdminMenu(sidebarId: string) {
  const [open, setOpen] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const buttonRef = useRef<HTMLAnchorElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    // Opened before the page was hydrated: leave the fragment, or `:target` would keep it open.
    if (window.location.hash === `#${sidebarId}`) window.location.replace("#admin-main");
    buttonRef.current?.focus();
  }, [sidebarId]);

  useEffect(() => {
    setEnhanced(true);
    if (window.location.hash === `#${sidebarId}`) setOpen(true);
    const onHistoryMove = () => setOpen(false);
    window.addEventListener("popstate", onHistoryMove);
    return () => window.removeEventListener("popstate", onHistoryMove);
  }, [sidebarId]);

  useEffect(() => {
    if (!open) return;
    document.getElementById(sidebarId)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close, sidebarId]);

  return {
    open,
    close,
    /** Props for the Menu link: it stays a link to #sidebar; with JavaScript it toggles the state instead. */
    buttonProps: {
      ref: buttonRef,
      "aria-controls": sidebarId,
      "aria-expanded": enhanced ? open : undefined,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        setOpen(true);
      },
    },
  };
}
