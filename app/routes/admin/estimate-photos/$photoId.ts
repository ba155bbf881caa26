import { requireAdmin } from "~/auth/session.server";
import { findEstimatePhotoFile } from "~/estimates/estimate.server";
import { privatePhotoResponse } from "~/media/private-photo-response.server";
import type { Route } from "./+types/$photoId";

// GET /admin/estimate-photos/:photoId[?w=<variant width>]: an estimate's job-site photo, to a signed-in admin only
// (anyone else is sent to /login by the guard, and never gets the bytes). The files live under private/, which the
// public /media/ route refuses.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const width = Number(new URL(request.url).searchParams.get("w")) || undefined;
  return privatePhotoResponse(params.photoId ? findEstimatePhotoFile(params.photoId, width) : undefined);
}
