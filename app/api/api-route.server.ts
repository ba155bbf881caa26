import { createHash } from "node:crypto";
import { withCors } from "./cors.server";
import { methodNotAllowed, runApi } from "./http.server";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** What a route hands its loader and action: its generated `Route.LoaderArgs` (the request and typed params). */
type ApiArgs = { request: Request };
export type ApiHandler<Args extends ApiArgs> = (args: Args) => Promise<Response> | Response;

/**
 * One API endpoint's methods as a React Router route's loader and action, with the uniform edges: 405 with Allow for other
 * methods, errors as JSON (runApi), CORS for allowed origins, and ETag revalidation for publicly cacheable GETs.
 * HEAD runs the GET handler, unless `getChangesData` says the GET writes (the spec's generate and enhance calls): a
 * HEAD, which clients and crawlers send freely, must never write a post.
 */
export function apiRoute<Args extends ApiArgs>(
  methods: Partial<Record<Method, ApiHandler<Args>>>,
  options: { getChangesData?: boolean } = {},
) {
  const allowed = Object.keys(methods) as Method[];
  const handle = async (args: Args) => {
    const { request } = args;
    const headAsGet = request.method === "HEAD" && !options.getChangesData;
    const method = (headAsGet ? "GET" : request.method) as Method;
    const handler = methods[method];
    const response = await runApi(() => (handler ? handler(args) : methodNotAllowed(allowed)));
    return withCors(request, await revalidate(request, response));
  };
  return { loader: handle, action: handle };
}

/** Public GET answers get a content ETag; a matching If-None-Match is answered 304 with no body. */
async function revalidate(request: Request, response: Response) {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (request.method !== "GET" || response.status !== 200 || !cacheControl.includes("public"))
    return response;
  const body = await response.arrayBuffer();
  const etag = `W/"${createHash("sha1").update(new Uint8Array(body)).digest("base64url")}"`;
  const headers = new Headers(response.headers);
  headers.set("ETag", etag);
  const ifNoneMatch = request.headers.get("If-None-Match") ?? "";
  if (ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")) {
    headers.delete("Content-Type");
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}
