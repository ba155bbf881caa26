import type { LoaderFunctionArgs } from "react-router";
import { publicMediaKey, type MediaObjectInfo } from "~/media/media-store";
import { getMediaStore, isContentHashedName, mediaContentType } from "~/media/media-storage.server";
import { AN_HOUR, IMMUTABLE } from "~/utils/cache-control";

const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

// Stored media, from the folder or the bucket (app/media/media-storage.server.ts); private keys are never served here.
export async function loader({ request }: LoaderFunctionArgs) {
  // The raw (still encoded) path, so encoded traversal such as ..%2f is judged after one decoding by publicMediaKey.
  const rawPath = new URL(request.url).pathname.slice("/media/".length);
  const key = publicMediaKey(rawPath);
  const contentType = key ? mediaContentType(key) : null;
  if (!key || !contentType) return notFound();

  const store = await getMediaStore();
  const ifNoneMatch = request.headers.get("If-None-Match");
  // A plain GET opens the body at once (one request to a bucket); HEAD and revalidations need only the validators.
  let object = request.method === "HEAD" || ifNoneMatch ? await store.stat(key) : await store.open(key);
  if (!object) return notFound();
  const headers = mediaHeaders(key, contentType, object);
  if (ifNoneMatch === object.etag) return new Response(null, { status: 304, headers });
  if (request.method === "HEAD") return new Response(null, { headers });
  // A revalidation that did not match: the body is needed after all.
  if (!("body" in object)) object = await store.open(key);
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
