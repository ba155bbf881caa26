import { adminIndexData } from "./dashboard/+shared/admin-index.server";
import { AdminIndexScreen } from "./dashboard/+shared/admin-index";
import type { Route } from "./+types/index";

// /admin: the back office's index.
export const loader = ({ request }: Route.LoaderArgs) => adminIndexData(request);

export default function AdminIndex({ loaderData }: Route.ComponentProps) {
  return <AdminIndexScreen {...loaderData} />;
}
