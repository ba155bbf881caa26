import { createRequestHandler, type ServerBuild } from "react-router";
import { pagePathOf } from "~/utils/page-url";

/** The server build split into bundles (react-router.config.ts), and which bundle serves a path. */
export type ServerBundles = {
  bundles: Record<string, ServerBuild>;
  bundleOf: (pathname: string) => string;
};

/** The app: its one build, a function that loads its current version (development), or its server bundles. */
export type AppBuild = ServerBuild | (() => Promise<ServerBuild>) | ServerBundles;

export type AppHandler = (request: Request, pathname: string, search: string) => Promise<Response>;

const isBundled = (app: AppBuild): app is ServerBundles => typeof app === "object" && "bundles" in app;

type FetchHandler = (request: Request) => Promise<Response>;

/** React Router's request handler for the app: with server bundles, one per bundle, each request sent to its own. */
export function createAppHandler(app: AppBuild, mode: "development" | "production"): AppHandler {
  if (!isBundled(app)) {
    const handle = createRequestHandler(app, mode);
    return (request) => handle(request);
  }
  const handlers = new Map<string, FetchHandler>(
    Object.entries(app.bundles).map(([id, build]) => [id, createRequestHandler(build, mode)]),
  );
  const manifestPath = Object.values(app.bundles)[0].routeDiscovery?.manifestPath ?? "/__manifest";
  return dispatchToBundles(handlers, app.bundleOf, manifestPath);
}

/**
 * Sends each request to the bundle that serves its path. Route discovery (`/__manifest?paths=…`) may ask about paths
 * of several bundles at once (the links of a page): each bundle answers for its own paths and the answers are merged,
 * as one build would have answered.
 */
export function dispatchToBundles(
  handlers: Map<string, FetchHandler>,
  bundleOf: (pathname: string) => string,
  manifestPath: string,
): AppHandler {
  const handlerOf = (pathname: string) => {
    const id = bundleOf(pathname);
    const handler = handlers.get(id);
    if (!handler) throw new Error(`No server bundle "${id}" for ${pathname}`);
    return handler;
  };

  async function discoverRoutes(request: Request, search: string) {
    const byBundle = new Map<string, string[]>();
    for (const path of (new URLSearchParams(search).get("paths") ?? "").split(",").filter(Boolean)) {
      const id = bundleOf(path.startsWith("/") ? path : `/${path}`);
      byBundle.set(id, [...(byBundle.get(id) ?? []), path]);
    }
    if (byBundle.size <= 1) return handlerOf(byBundle.values().next().value?.[0] ?? "/")(request);
    const answers = await Promise.all(
      [...byBundle.values()].map((paths) => {
        const url = new URL(request.url);
        url.searchParams.set("paths", paths.join(","));
        return handlerOf(paths[0])(new Request(url, { headers: request.headers, signal: request.signal }));
      }),
    );
    // A stale version (204: reload the document) or a refused query: any bundle's answer says the same for all.
    const refused = answers.find((answer) => answer.status !== 200);
    if (refused) return refused;
    const patches = Object.assign({}, ...(await Promise.all(answers.map((answer) => answer.json()))));
    const cacheControl = answers[0].headers.get("Cache-Control");
    return Response.json(patches, cacheControl ? { headers: { "Cache-Control": cacheControl } } : {});
  }

  return (request, pathname, search) =>
    pathname === manifestPath ? discoverRoutes(request, search) : handlerOf(pagePathOf(pathname))(request);
}
