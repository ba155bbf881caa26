import { Outlet, useRouteError, useRouteLoaderData } from "react-router";
import type { ReactNode } from "react";
import { requireAdmin } from "~/auth/session.server";
import { AdminErrorPage, type AdminErrorTexts } from "~/routes/admin/+shared/admin-error-page";
import { AlertBanner } from "~/components/alert-banner";
import { AdminSidebar, SIDEBAR_ID, useAdminMenu } from "~/routes/admin/+shared/admin-sidebar";
import { errorMessage, UnexpectedError } from "~/components/error-pages";
import { useFlashAlert } from "~/routes/admin/+shared/flash-alert";
import { countUnreadMessagesExcept } from "~/admin/admin-stats.server";
import { countNewEstimates } from "~/estimates/estimate.server";
import { countQuotesNeedingAttention } from "~/quotes/quotes-needing-attention.server";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/_layout";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStyles, precedence: "default" },
];

// What every back-office screen shares; each screen names itself with <AdminTitle> (React 19 puts it in the head).
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

// React Router runs child loaders in parallel with this one, so every admin route guards itself as well.
export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const opening = /^\/admin\/messages\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? null;
  return {
    user: { name: user.name, email: user.email, isAdmin: user.isAdmin },
    unreadMessages: countUnreadMessagesExcept(opening),
    newEstimates: countNewEstimates(),
    quotesNeedingAttention: countQuotesNeedingAttention(),
  };
}

type AdminLayoutData = Awaited<ReturnType<typeof loader>>;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell {...loaderData}>
      <Outlet />
    </AdminShell>
  );
}

const ADMIN_ERROR_TEXTS: AdminErrorTexts = {
  back: { to: "/admin/dashboard", label: "Back to the dashboard" },
  notFound: { title: "Page not found", message: "There is no back-office page at this address." },
  failed: { title: "Something went wrong", message: errorMessage },
};

// A failing admin page keeps the sidebar, so the admin can go on elsewhere; pages with their own texts say more.
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>("routes/admin/_layout");
  if (!layout) return <UnexpectedError error={error} />;
  return (
    <AdminShell {...layout}>
      <div className="admin-page">
        <AdminErrorPage error={error} texts={ADMIN_ERROR_TEXTS} />
      </div>
    </AdminShell>
  );
}

function AdminShell({
  user,
  unreadMessages,
  newEstimates,
  quotesNeedingAttention,
  children,
}: AdminLayoutData & { children: ReactNode }) {
  const alert = useFlashAlert();
  const menu = useAdminMenu(SIDEBAR_ID);
  return (
    <div className="admin-shell">
      <a href="#admin-main" className="skip-link">
        Skip to content
      </a>
      <header className="admin-topbar">
        <a href={`#${SIDEBAR_ID}`} className="admin-menu-link" {...menu.buttonProps}>
          Menu
        </a>
        <span className="admin-topbar-title">Back office</span>
      </header>
      <AdminSidebar
        user={user}
        unreadMessages={unreadMessages}
        newEstimates={newEstimates}
        quotesNeedingAttention={quotesNeedingAttention}
        open={menu.open}
        onClose={menu.close}
      />
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        {/* The flash alert of the last redirect (the public layout leaves admin paths to this one), unless it belongs
            beside a part of the page (SavedNotice); either stays until the next action. */}
        <AlertBanner alert={alert?.at ? null : alert} placement="inline" persistent />
        {children}
      </main>
    </div>
  );
}
