// `npm run dev`: Vite in middleware mode serves the browser modules with hot reload; every other request goes to our
// HTTP layer (server/site-server.ts) in front of the app's current server build, both loaded through Vite so edits
// apply without a restart.
import http from "node:http";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import type * as EnvModule from "../app/env.server";
import type * as SiteServerModule from "../server/site-server";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const load = <T>(id: string) => vite.ssrLoadModule(id) as Promise<T>;

const { env } = await load<typeof EnvModule>("/app/env.server.ts");
const { createSiteRequestListener } = await load<typeof SiteServerModule>("/server/site-server.ts");
const onRequest = createSiteRequestListener({
  app: () => load<ServerBuild>("virtual:react-router/server-build"),
  publicOrigin: env.PUBLIC_URL,
  development: true,
  hsts: false,
});

http
  .createServer((req, res) => vite.middlewares(req, res, () => void onRequest(req, res)))
  .listen(env.PORT, env.HOST, () => console.info(`Development server on ${env.PUBLIC_URL}`));
