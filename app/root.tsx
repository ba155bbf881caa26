import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { takeAlert } from "~/auth/alert.server";
import { getUser } from "~/auth/session.server";
import { listKeywords } from "~/models/keyword.server";
import { requireSiteSettings } from "~/models/site-settings.server";
import globalStyles from "~/styles/global.css";
import tokenStyles from "~/styles/tokens.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: tokenStyles },
  { rel: "stylesheet", href: globalStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const settings = requireSiteSettings();
  const user = await getUser(request);
  const { alert, setCookie } = await takeAlert(request);
  const body = {
    site: {
      companyName: settings.companyName,
      siteTitle: settings.siteTitle,
      description: settings.description,
      phone: settings.phone,
      email: settings.email,
      address: settings.address,
      licenseLine: settings.licenseLine,
    },
    keywords: listKeywords(),
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
  };
  return data(body, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.site.siteTitle ?? "Paving and construction" },
  { name: "description", content: data?.site.description ?? "" },
  { name: "keywords", content: data?.keywords.join(", ") ?? "" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2328" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="error-page">
        <h1>Page not found</h1>
        <p>We could not find that page. It may have moved, or the link may be mistyped.</p>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </main>
    );
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || (typeof error.data === "string" ? error.data : "")}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <main className="error-page">
      <h1>Unexpected Application Error!</h1>
      <p className="error-message">{message}</p>
    </main>
  );
}
