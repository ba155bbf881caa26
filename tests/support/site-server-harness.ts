// The site's own HTTP server (server/site-server.ts) in a test, in front of a build of only the routes the test gives:
// the server and React Router's request handling are the real ones, on a loopback port of their own.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { createSiteRequestListener, type SiteServerOptions } from "../../server/site-server";

export type TestRoute = { path: string; module: object };

/** A server build of `routes` (by id, under the root); documents are what `document` answers (a 404 by default). */
export function buildOf(
  routes: Record<string, TestRoute>,
  document: () => Response = () => new Response("no pages here", { status: 404 }),
): ServerBuild {
  const children = Object.fromEntries(
    Object.entries(routes).map(([id, route]) => [id, { id, parentId: "root", ...route }]),
  );
  return {
    entry: { module: { default: document } },
    routes: { root: { id: "root", path: "", module: {} }, ...children },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/** Listens on a free loopback port with the site's request listener for `build`; `options` adds to the defaults. */
export async function serveSite(build: ServerBuild, options: Partial<SiteServerOptions> = {}) {
  const server = http.createServer();
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  const listener = createSiteRequestListener({
    app: build,
    publicOrigin: origin,
    development: false,
    hsts: false,
    accessLog: { log: () => {}, flush: () => {} },
    ...options,
  });
  server.on("request", (req, res) => void listener(req, res));
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { server, port, origin, close };
}
