import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// Flat-routes file names, as under Remix 2, so every address stays the same.
export default flatRoutes({ ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"] }) satisfies RouteConfig;
