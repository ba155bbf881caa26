import { requireAdmin } from "~/auth/session.server";
import { getMediaStore } from "~/media/media-storage.server";
import { findEstimatePhotoFile } from "~/estimates/estimate.server";
import { PRIVATE_NO_STORE } from "~/utils/cache-control";
import type { Route } from "./+types/$photoId";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

// GET /admin/estimate-photos/:photoId[?w=<variant width>]: an estimate's job-site photo, to a signed-in admin only
// (anyone else is sent to /login by the guard, and never gets the bytes). The files live under private/, which the
// public /media/ route refuses.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const width = Number(new URL(request.url).searchParams.get("w")) || undefined;
  const key = params.photoId ? findEstimatePhotoFile(params.photoId, width) : undefined;
  if (!key) return notFound();
  const object = await (await getMediaStore()).open(key);
  if (!object) return notFound();
  return new Response(object.body, {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(object.size),
      "Cache-Control": PRIVATE_NO_STORE,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
