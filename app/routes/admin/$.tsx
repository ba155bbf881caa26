import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/$";

// An unknown back-office address: admins get a 404 inside the back office (admin.tsx's boundary), others the guard.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw new Response("Not found", { status: 404 });
}

// Never rendered (the loader always throws); having a component makes this a page, so the 404 renders in the layout.
export default function UnknownAdminPage() {
  return null;
}
