import type { RouteConfig } from "@react-router/dev/routes";
import { autoRoutes } from "react-router-auto-routes";

// Routes live in one folder per audience, the server bundles' own parts (app/server-bundles.ts): `_site/` (public
// pages), `_account/` (sign-in and the signed-in user's pages), `admin/` (the back office, under its `_layout`),
// `api/` (the JSON API) and `_resources/` (files and machine answers). A folder whose name starts with `_` adds no URL
// segment; route-private modules sit beside their routes in `+shared/` folders, which are not routes.
export default autoRoutes({
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.server.{ts,tsx}"],
}) satisfies RouteConfig;
