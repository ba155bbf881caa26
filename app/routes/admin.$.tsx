import type { LoaderFunctionArgs } from "react-router";
import { requireAdmin } from "~/auth/session.server";

// An unknown back-office address: admins get a 404 inside the back office (admin.tsx's boundary), others the guard.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  throw new Response("Not found", { status: 404 });
}

// Never rendered (the loader always throws); having a component makes this a page, so the 404 renders in the layout.
export default function UnknownAdminPage() {
  return null;
}
