import { Link, NavLink, useLocation } from "react-router";
import { useEffect, useRef } from "react";
import { isAlwaysDark, NAV_SOLID_AFTER_PX } from "~/utils/layout-rules";
import { LogoMark } from "./logo";
import { useScrolledPast } from "./use-scrolled-past";
import { SignOutForm } from "~/components/sign-out-form";

type NavUser = { isAdmin: boolean } | null;

function NavItems({ user }: { user: NavUser }) {
  return (
    <>
      <ul className="site-nav-list">
        <li>
          <NavLink to="/" end>
            Home
          </NavLink>
        </li>
        <li>
          <NavLink to="/services">Our Services</NavLink>
        </li>
        <li>
          <NavLink to="/projects">Projects</NavLink>
        </li>
        {/* In the phone menu only: a wide screen's bar has no room, and its footer lists the areas. */}
        <li className="site-nav-phone-only">
          <NavLink to="/service-areas">Service Areas</NavLink>
        </li>
        <li>
          <NavLink to="/contact">Contact</NavLink>
        </li>
        <li className="site-nav-cta">
          <NavLink to="/estimate" className="button">
            Request an estimate
          </NavLink>
        </li>
        {user?.isAdmin ? (
          <li>
            <NavLink to="/admin">Admin</NavLink>
          </li>
        ) : null}
      </ul>
      <div className="site-nav-account">
        {user ? (
          <SignOutForm className="button button-outline" />
        ) : (
          // Outlined: the page's own call to action, not signing in, is what stands out.
          <Link to="/login" className="button button-outline">
            Sign in
          </Link>
        )}
      </div>
    </>
  );
}

/**
 * The public navigation bar. Wide screens show the links inline; below 768 px a `<details>` toggle, which opens
 * without JavaScript, shows them as a panel. On the landing page the bar starts transparent over the photo and turns solid after
 * 250 px of scroll (CSS scroll timeline where supported, this component's scroll listener everywhere else).
 */
export function SiteNav({ companyName, user }: { companyName: string; user: NavUser }) {
  const { pathname } = useLocation();
  const overlay = !isAlwaysDark(pathname);
  const solid = useScrolledPast(NAV_SOLID_AFTER_PX, overlay);
  const menuRef = useRef<HTMLDetailsElement>(null);

  // Close the mobile menu after moving to another page, and on Escape. Only a change of page closes it: a menu the
  // visitor opened before the scripts arrived stays open when they do.
  const menuPathname = useRef(pathname);
  useEffect(() => {
    if (menuPathname.current === pathname) return;
    menuPathname.current = pathname;
    if (menuRef.current) menuRef.current.open = false;
  }, [pathname]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const menu = menuRef.current;
      if (event.key === "Escape" && menu?.open) {
        menu.open = false;
        menu.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const className = ["site-header", overlay ? "site-header-overlay" : "", overlay && solid ? "is-solid" : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <header className={className}>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <div className="site-header-inner">
        <Link to="/" className="site-brand">
          <LogoMark size={36} />
          <span className="site-brand-name">{companyName}</span>
        </Link>
        {/* Below 768 px the toggle shows the navigation after it (CSS), so each link is rendered once. */}
        <details className="site-menu" ref={menuRef}>
          <summary className="site-menu-toggle">
            <span className="site-menu-icon" aria-hidden="true" />
            Menu
          </summary>
        </details>
        <nav aria-label="Main" className="site-nav">
          <NavItems user={user} />
        </nav>
      </div>
    </header>
  );
}
