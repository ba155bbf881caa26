import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/auth/session.server";

// SPEC §2 names /admin/keywords/edit without a screen of its own: the keywords screen is already the editor.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect("/admin/keywords");
}
