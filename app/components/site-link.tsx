import { useLocation, useNavigate } from "react-router";
import { useEffect, type AnchorHTMLAttributes } from "react";

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path on this site ("/projects/abc", "/login?redirectTo=%2Fme") or a query for this page ("?page=2"). */
  to: string;
  /** The navigation replaces the current history entry (sorting or filtering a list). */
  replace?: boolean;
  /** The page keeps its scroll position after the navigation. */
  preventScrollReset?: boolean;
};

/**
 * A link to a page of this site: a plain anchor, which `useSiteLinkNavigation` (root) turns into a navigation inside
 * the app once the scripts run; before that, and for a click the browser should handle itself (a new tab, a
 * download), the browser follows it. Remix's `<Link>` gives the same result but resolves its path and builds a click
 * handler for every link of every render, about a tenth of the server's time for a page with 30 links.
 * `data-discover` lets Remix learn the routes behind the links on screen before they are clicked, as for `<Link>`.
 */
export function SiteLink({ to, replace, preventScrollReset, children, ...props }: SiteLinkProps) {
  return (
    <a
      {...props}
      href={to}
      data-discover="true"
      data-site-link={[replace ? "replace" : "", preventScrollReset ? "keep-scroll" : ""].join(" ").trim()}
    >
      {children}
    </a>
  );
}

/** Whether the page at `pathname` is the one `to` names, or (unless `end`) a page below it. Case-insensitive. */
export function isCurrentPage(pathname: string, to: string, end = false) {
  const here = pathname.toLowerCase();
  const target = (to.split(/[?#]/)[0] ?? "").toLowerCase().replace(/(.)\/+$/, "$1");
  if (here === target || here === `${target}/`) return true;
  return !end && target !== "/" && here.startsWith(`${target}/`);
}

/** A SiteLink that marks itself `aria-current="page"` while its page (or, unless `end`, one below it) is shown. */
export function SiteNavLink({ end, ...props }: SiteLinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  return <SiteLink {...props} aria-current={isCurrentPage(pathname, props.to, end) ? "page" : undefined} />;
}

/** The parts of a click and of the link clicked that decide whether the app should handle it. */
type LinkClick = {
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
  target: string;
  download: boolean;
  linkOrigin: string;
  pageOrigin: string;
};

/** A plain primary click on a same-origin link for this tab: the app navigates; anything else stays the browser's. */
export function navigatesInApp(click: LinkClick) {
  return (
    click.button === 0 &&
    !click.modified &&
    !click.defaultPrevented &&
    (click.target === "" || click.target === "_self") &&
    !click.download &&
    click.linkOrigin === click.pageOrigin
  );
}

/** Follows clicks on SiteLinks inside the app (one listener for the document); root mounts it once. */
export function useSiteLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    // After React's own listener on the document, so a link's onClick can still call preventDefault.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[data-site-link]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const follow = navigatesInApp({
        button: event.button,
        modified: event.metaKey || event.altKey || event.ctrlKey || event.shiftKey,
        defaultPrevented: event.defaultPrevented,
        target: link.target,
        download: link.hasAttribute("download"),
        linkOrigin: link.origin,
        pageOrigin: window.location.origin,
      });
      if (!follow) return;
      event.preventDefault();
      const options = link.dataset.siteLink ?? "";
      const to = link.pathname + link.search + link.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      void navigate(to, {
        // As Remix's <Link>: a link to the page already shown does not add a history entry.
        replace: options.includes("replace") || to === here,
        preventScrollReset: options.includes("keep-scroll"),
      });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
