import { createRequire } from "node:module";
import type { EntryContext } from "@remix-run/node";
import type * as RemixReact from "@remix-run/react";
import type * as Router from "@remix-run/router";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";

// patches/@remix-run+react+*.patch: RemixServer makes the server routes once per build, not once per render. The server
// runtime hands it a new object of the same route modules for every request, so the patch compares them one by one;
// this checks the routes are really kept across renders (a miss costs a third of a page's render time).
const require = createRequire(import.meta.url);
const { RemixServer } = require("@remix-run/react/dist/server.js") as typeof RemixReact;
const routesModule = require("@remix-run/react/dist/routes.js") as {
  createServerRoutes: (...args: never[]) => unknown;
};
const { createStaticHandler } = require("@remix-run/router") as typeof Router;

const manifestRoutes = {
  root: { id: "root", path: "", module: "/build/root.js", hasAction: false, hasLoader: false },
} as unknown as EntryContext["manifest"]["routes"];
const manifest = {
  routes: manifestRoutes,
  entry: { module: "/build/entry.js", imports: [] },
  url: "/build/manifest.js",
  version: "1",
} as unknown as EntryContext["manifest"];
const rootModule = { default: () => createElement("p", null, "Paving") };
const future = { v3_singleFetch: false } as EntryContext["future"];

/** The context the server runtime makes for each request: new objects around the same build. */
async function requestContext(): Promise<EntryContext> {
  const handler = createStaticHandler([{ id: "root", path: "/" }]);
  const staticHandlerContext = await handler.query(new Request("http://localhost/"));
  if (staticHandlerContext instanceof Response) throw new Error("unexpected response");
  return {
    manifest,
    routeModules: { root: rootModule },
    staticHandlerContext,
    future,
    isSpaMode: false,
    serverHandoffString: "{}",
    criticalCss: undefined,
  } as unknown as EntryContext;
}

afterEach(() => vi.restoreAllMocks());

test("the server routes are made on the first render of a build and kept for the next ones", async () => {
  const made = vi.spyOn(routesModule, "createServerRoutes");
  const first = renderToString(
    createElement(RemixServer, { context: await requestContext(), url: "http://localhost/" }),
  );
  const second = renderToString(
    createElement(RemixServer, { context: await requestContext(), url: "http://localhost/" }),
  );
  expect(first).toContain("Paving");
  expect(second).toBe(first);
  expect(made).toHaveBeenCalledTimes(1);
});

test("another set of route modules (another build) gets routes of its own", async () => {
  const made = vi.spyOn(routesModule, "createServerRoutes");
  const context = await requestContext();
  renderToString(createElement(RemixServer, { context, url: "http://localhost/" }));
  const otherRoot = { default: () => createElement("p", null, "Grading") };
  const rebuilt = { ...(await requestContext()), routeModules: { root: otherRoot } } as EntryContext;
  const html = renderToString(createElement(RemixServer, { context: rebuilt, url: "http://localhost/" }));
  expect(html).toContain("Grading");
  expect(made).toHaveBeenCalled();
});
