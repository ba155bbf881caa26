import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { ReactNode } from "react";
import { AlertBanner } from "~/components/alert-banner";
import { NotFound, UnexpectedError } from "~/components/error-pages";
import { LogoMark } from "~/components/logo";
import { useScriptMark } from "~/components/script-mark";
import { ScrollToTop } from "~/components/scroll-to-top";
import { CallBar } from "~/components/call-bar";
import { SiteFooter } from "~/components/site-footer";
import { SiteNav } from "~/components/site-nav";
import { takeAlert } from "~/auth/alert.server";
import { csrfTokenFor } from "~/security/csrf.server";
import { getUser } from "~/auth/session.server";
import { readLayoutContent } from "~/content/layout-content.server";
import { readBusinessJsonLd } from "~/content/business-json-ld.server";
import publicStyles from "~/styles/public.css?url";
import { showsCallBar, showsFooter, showsNav, showsToastAlert } from "~/utils/layout-rules";
import { pageMeta } from "~/utils/seo";
import { publicOrigin } from "~/http/public-url.server";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  // A precedence makes React 19 hoist the stylesheet ahead of the module preloads <Scripts /> renders, which it puts
  // in the head too: on a slow link the page paints once its CSS is in, not after the scripts (decision 025).
  { rel: "stylesheet", href: publicStyles, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { site, keywords } = readLayoutContent();
  const user = await getUser(request);
  const { alert, setCookie } = await takeAlert(request);
  const body = {
    // The site's public address (PUBLIC_URL): canonical URLs and Open Graph tags are built from it.
    origin: publicOrigin,
    // The company as the header, footer and meta tags show it.
    site,
    keywords,
    // The company as schema.org's GeneralContractor: pageMeta puts it in every public page's JSON-LD.
    businessJsonLd: readBusinessJsonLd(),
    user: user
      ? {
          id: user.id,
          name: user.name,
          email: user.email,
          isAdmin: user.isAdmin,
          isVerified: user.isVerified,
        }
      : null,
    alert,
    // The anti-forgery token every post form carries (CsrfInput).
    csrf: await csrfTokenFor(request),
  };
  return data(body, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

// Pages without their own meta (e.g. sign-in) still get the site title, description, keywords and a canonical URL.
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function Layout({ children }: { children: ReactNode }) {
  const scriptMark = useScriptMark();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#22262b" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={scriptMark} />
        <Scripts nonce={scriptMark} />
      </body>
    </html>
  );
}

/**
 * The public layout: navigation, the server-rendered alert, the page, the footer and "Back to top". The navigation
 * and footer step aside on the paths that utils/layout-rules.ts names (sign-in pages, contact, the admin area).
 */
export default function App() {
  const data = useRootData();
  const { pathname } = useLocation();
  if (!data) return <Outlet />;
  const nav = showsNav(pathname);
  return (
    <>
      <div id="top" tabIndex={-1} />
      {nav ? <SiteNav companyName={data.site.companyName} user={data.user} /> : null}
      {/* The admin area and a customer's quote show the same alert inside the page. */}
      {showsToastAlert(pathname) ? <AlertBanner alert={data.alert} /> : null}
      <div id="main-content" className="site-content">
        <Outlet />
      </div>
      {showsFooter(pathname) ? <SiteFooter site={data.site} alert={data.alert} /> : null}
      {nav ? <ScrollToTop withCallBar={showsCallBar(pathname)} /> : null}
      {showsCallBar(pathname) ? <CallBar phoneHref={data.site.phoneHref} /> : null}
    </>
  );
}

/** Errors no page caught (or thrown by the root loader itself): a plain frame, since the site data may be missing. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  return (
    <>
      <header className="site-header">
        <div className="site-header-inner">
          {/* A whole new document: the app that failed may not be able to navigate. */}
          <a href="/" className="site-brand">
            <LogoMark size={36} />
            <span className="site-brand-name">{data?.site.companyName ?? "Home"}</span>
          </a>
        </div>
      </header>
      <div id="main-content" className="site-content">
        {isRouteErrorResponse(error) && error.status === 404 ? (
          <NotFound />
        ) : (
          <UnexpectedError error={error} />
        )}
      </div>
    </>
  );
}
