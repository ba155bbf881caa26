import fs from "node:fs";
import type { LoaderFunctionArgs } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isContentHashedName, mediaContentType, resolveMediaPath } from "~/media/media-storage.server";
import { AN_HOUR, IMMUTABLE } from "~/utils/cache-control";

const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

export async function loader({ request }: LoaderFunctionArgs) {
  // The raw (still encoded) path, so encoded traversal such as ..%2f is judged after one decoding by resolveMediaPath.
  const rawPath = new URL(request.url).pathname.slice("/media/".length);
  const file = resolveMediaPath(rawPath);
  const contentType = file ? mediaContentType(file) : null;
  if (!file || !contentType) return notFound();

  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
  } catch {
    return notFound();
  }
  if (!stat.isFile()) return notFound();

  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    "Content-Type": contentType,
    "Content-Length": String(stat.size),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": isContentHashedName(file) ? IMMUTABLE : AN_HOUR,
    ETag: etag,
    "Last-Modified": stat.mtime.toUTCString(),
    // Opened on its own, a stored file is never a page of this site: whatever its bytes hold, nothing in it may run
    // script, load from elsewhere or post a form. The browser's own viewer may still show the file itself.
    "Content-Security-Policy": MEDIA_CSP,
  });
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  if (request.method === "HEAD") return new Response(null, { headers });
  return new Response(createReadableStreamFromReadable(fs.createReadStream(file)), { headers });
}
