// The production server. Vite compiles this file into every server bundle (vite.config.ts makes it the server build's
// input; react-router.config.ts splits the build into bundles, app/server-bundles.ts): each bundle's index.js exports
// its part of the app as `serverBuild`, and `node build/server/index.js` (written when the build ends) loads them all
// and starts the site bundle's HTTP layer with them. Loading a bundle starts nothing but the app's one-time start-up.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as build from "virtual:react-router/server-build";
import type { ServerBuild } from "react-router";
import { env, isProduction, servesHttps } from "~/env.server";
import { currentContentVersion } from "~/db/content-version.server";
import { stopNewsletterWorker } from "~/newsletter/worker.server";
import { configurePdfRenderer } from "~/pdf/pdf-renderer.server";
import { serverBundleOf } from "~/server-bundles";
import { createAccessLog } from "./access-log";
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, MAX_HEADER_BYTES } from "./http-limits";
import { createSiteRequestListener } from "./site-server";

export const serverBuild = build as unknown as ServerBuild;

// The PDF worker thread's entry, built beside the server bundles (react-router.config.ts): this file is each bundle's
// index.js, one folder below it. Without this the renderer runs app/pdf-worker.ts from the sources (dev, tests).
configurePdfRenderer({
  entry: {
    file: path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "pdf-worker.js"),
    execArgv: [],
  },
});

/** Serves the site with `bundles`, every server bundle's build by its id. */
export function startSiteServer(bundles: Record<string, ServerBuild>) {
  const accessLog = createAccessLog();
  const server = http.createServer(
    { maxHeaderSize: MAX_HEADER_BYTES },
    createSiteRequestListener({
      app: { bundles, bundleOf: serverBundleOf },
      clientFiles: {
        publicPath: serverBuild.publicPath,
        dir: path.resolve(serverBuild.assetsBuildDirectory),
      },
      publicOrigin: env.PUBLIC_URL,
      development: !isProduction,
      hsts: servesHttps,
      pageCache: isProduction ? { contentVersion: currentContentVersion } : undefined,
      accessLog,
    }),
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;

  server.listen(env.PORT, env.HOST, () => {
    console.info(`Serving ${env.PUBLIC_URL} on port ${env.PORT}${env.HOST ? ` (${env.HOST})` : ""}`);
  });

  function shutDown(signal: string) {
    console.info(`${signal}: finishing open requests and the newsletter mail in flight, then stopping`);
    const requestsDone = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
    void Promise.all([requestsDone, stopNewsletterWorker()]).finally(() => {
      accessLog.flush();
      process.exit(0);
    });
  }
  process.once("SIGTERM", () => shutDown("SIGTERM"));
  process.once("SIGINT", () => shutDown("SIGINT"));
}
