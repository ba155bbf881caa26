import { redirect, type LoaderFunctionArgs } from "react-router";
import { requireAdmin } from "~/auth/session.server";

// /admin/keywords/edit is a known address without a screen of its own: the keywords screen is already the editor.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect("/admin/keywords");
}
