// Which parts of the public layout a path shows (navigation, solid bar, footer). Pure functions, shared by the
// root layout and its tests.

export const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

const NAV_HIDDEN = new Set(["/signup", "/forgot-password", "/reset-password"]);
const FOOTER_HIDDEN = new Set(["/login", "/signup", "/contact"]);

/** Without a trailing slash (except the root), so `/contact/` follows the same rules as `/contact`. */
export function normalizePath(pathname: string) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

export function showsNav(pathname: string) {
  const path = normalizePath(pathname);
  return !NAV_HIDDEN.has(path) && !isAdminPath(path);
}

/** The footer is hidden on the sign-in and contact pages and on any path that mentions admin. */
export function showsFooter(pathname: string) {
  const path = normalizePath(pathname);
  return !FOOTER_HIDDEN.has(path) && !path.includes("admin");
}

/**
 * The alert of the last redirect shows as a toast at the top, except where the page shows it in its own place: the
 * admin area (inside its layout) and a customer's quote (under its heading, which a toast would cover).
 */
export function showsToastAlert(pathname: string) {
  const path = normalizePath(pathname);
  return !isAdminPath(path) && !path.startsWith("/q/");
}

/**
 * The phone call bar goes with the navigation, except on the estimate form itself and a customer's quote: there its
 * "Estimate" leads nowhere new, and the bar would sit over the form's buttons and its messages.
 */
export function showsCallBar(pathname: string) {
  const path = normalizePath(pathname);
  return showsNav(path) && path !== "/estimate" && !path.startsWith("/q/");
}

/**
 * Only the landing page starts with a transparent bar over its full-screen photo; every other path is "always dark"
 * (the bar is solid from the top).
 */
export function isAlwaysDark(pathname: string) {
  return normalizePath(pathname) !== "/";
}

export const NAV_SOLID_AFTER_PX = 250;
export const SCROLL_TOP_AFTER_PX = 300;
