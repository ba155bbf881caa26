import { adminIndexData } from "./dashboard/+shared/admin-index.server";
import { AdminIndexScreen } from "./dashboard/+shared/admin-index";
import type { Route } from "./+types/dashboard";

// /admin/dashboard shows the admin index; sign-in lands here.
export const loader = ({ request }: Route.LoaderArgs) => adminIndexData(request);

export default function AdminIndex({ loaderData }: Route.ComponentProps) {
  return <AdminIndexScreen {...loaderData} />;
}
