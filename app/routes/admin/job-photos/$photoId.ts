import { requireAdmin } from "~/auth/session.server";
import { findJobPhotoFile } from "~/jobs/job-photos.server";
import { privatePhotoResponse } from "~/media/private-photo-response.server";
import type { Route } from "./+types/$photoId";

// GET /admin/job-photos/:photoId[?w=<variant width>]: a job's after photo, to a signed-in admin only. The files live
// under private/, which the public /media/ route refuses.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const width = Number(new URL(request.url).searchParams.get("w")) || undefined;
  return privatePhotoResponse(params.photoId ? findJobPhotoFile(params.photoId, { width }) : undefined);
}
