import { publicMediaKey, type MediaObjectInfo } from "~/media/media-store";
import { getMediaStore, isContentHashedName, mediaContentType } from "~/media/media-storage.server";
import { AN_HOUR, IMMUTABLE } from "~/utils/cache-control";
import type { Route } from "./+types/$";

const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

// Stored media, from the folder or the bucket (app/media/media-storage.server.ts); private keys are never served here.
export async function loader({ request }: Route.LoaderArgs) {
  // The raw (still encoded) path, so encoded traversal such as ..%2f is judged after one decoding by publicMediaKey.
  const rawPath = new URL(request.url).pathname.slice("/media/".length);
  const key = publicMediaKey(rawPath);
  const contentType = key ? mediaContentType(key) : null;
  if (!key || !contentType) return notFound();

  const store = await getMediaStore();
  const ifNoneMatch = request.headers.get("If-None-Match");
  // HEAD and revalidations need only the validators (a HEAD request to a bucket, no body opened).
  if (request.method === "HEAD" || ifNoneMatch) {
    const info = await store.stat(key);
    if (!info) return notFound();
    const headers = mediaHeaders(key, contentType, info);
    if (ifNoneMatch === info.etag) return new Response(null, { status: 304, headers });
    if (request.method === "HEAD") return new Response(null, { headers });
  }
  // A plain GET (or a revalidation that did not match): the object and its body in one request, streamed.
  const object = await store.open(key);
  if (!object) return notFound();
  return new Response(object.body, { headers: mediaHeaders(key, contentType, object) });
}

function mediaHeaders(key: string, contentType: string, object: MediaObjectInfo) {
  return new Headers({
    "Content-Type": contentType,
    "Content-Length": String(object.size),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": isContentHashedName(key) ? IMMUTABLE : AN_HOUR,
    ETag: object.etag,
    "Last-Modified": object.lastModified.toUTCString(),
    // Opened on its own, a stored file is never a page of this site: whatever its bytes hold, nothing in it may run
    // script, load from elsewhere or post a form. The browser's own viewer may still show the file itself.
    "Content-Security-Policy": MEDIA_CSP,
  });
}
