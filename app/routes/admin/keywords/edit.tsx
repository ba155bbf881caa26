import { redirect } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/edit";

// /admin/keywords/edit is a known address without a screen of its own: the keywords screen is already the editor.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect("/admin/keywords");
}
