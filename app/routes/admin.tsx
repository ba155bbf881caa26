import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/session.server";
import { AlertBanner } from "~/components/alert-banner";
import { AdminSidebar, SIDEBAR_ID } from "~/components/admin/admin-sidebar";
import { countUnreadMessagesExcept } from "~/models/admin-stats.server";
import { useRootData } from "~/root";
import adminStyles from "~/styles/admin.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction = () => [{ title: "Back office" }, { name: "robots", content: "noindex" }];

// Remix runs child loaders in parallel with this one, so every admin route guards itself as well.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const opening = /^\/admin\/messages\/([^/]+)\/?$/.exec(new URL(request.url).pathname)?.[1] ?? null;
  return {
    user: { name: user.name, email: user.email, isAdmin: user.isAdmin },
    unreadMessages: countUnreadMessagesExcept(opening),
  };
}

export default function AdminLayout() {
  const { user, unreadMessages } = useLoaderData<typeof loader>();
  const alert = useRootData()?.alert;
  return (
    <div className="admin-shell">
      <a href="#admin-main" className="skip-link">
        Skip to content
      </a>
      <header className="admin-topbar">
        <a href={`#${SIDEBAR_ID}`} className="admin-menu-link">
          Menu
        </a>
        <span className="admin-topbar-title">Back office</span>
      </header>
      <AdminSidebar user={user} unreadMessages={unreadMessages} />
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        {/* The flash alert of the last redirect (the public layout leaves admin paths to this one). */}
        <AlertBanner alert={alert} placement="inline" />
        <Outlet />
      </main>
    </div>
  );
}
