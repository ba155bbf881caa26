// The production server: `node build/server/index.js`. Vite compiles this file together with the app (vite.config.ts
// makes it the server build's entry), so our own HTTP layer runs in front of React Router's request handler.
import http from "node:http";
import path from "node:path";
import * as build from "virtual:react-router/server-build";
import type { ServerBuild } from "react-router";
import { env, isProduction, servesHttps } from "~/env.server";
import { currentContentVersion } from "~/models/content-version.server";
import { stopNewsletterWorker } from "~/newsletter/worker.server";
import { createAccessLog } from "./access-log";
import { createSiteRequestListener } from "./site-server";

const serverBuild = build as unknown as ServerBuild;
const accessLog = createAccessLog();
const server = http.createServer(
  createSiteRequestListener({
    build: serverBuild,
    clientFiles: { publicPath: serverBuild.publicPath, dir: path.resolve(serverBuild.assetsBuildDirectory) },
    publicOrigin: env.PUBLIC_URL,
    development: !isProduction,
    hsts: servesHttps,
    pageCache: isProduction ? { contentVersion: currentContentVersion } : undefined,
    accessLog,
  }),
);
// Longer than a proxy's idle keep-alive (nginx: 60 s), so the proxy, not the app, closes idle connections.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

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
