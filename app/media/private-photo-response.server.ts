// The answer that serves a privately stored photo (an estimate's, a job's after photo) to whoever the route let in:
// never cached, never sniffed, sandboxed; a 404 for no file.
import { PRIVATE_NO_STORE } from "~/utils/cache-control";
import { getMediaStore } from "./media-storage.server";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

export async function privatePhotoResponse(key: string | undefined) {
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
