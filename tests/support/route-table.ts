// The site's route table as React Router builds it (app/routes.ts reads the route folders): for tests and scripts
// that walk every address, so a new or renamed route is walked without a list to keep.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "../../app/routes";

/** A route module (`routes/admin/blog/new.tsx`, relative to app/) and its whole path pattern (`/admin/blog/new`). */
export type TableRoute = { file: string; path: string };

function flatten(entries: RouteConfigEntry[], parentPath = ""): TableRoute[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parentPath}/${entry.path}`.replace(/\/+/g, "/") : parentPath;
    return [{ file: entry.file, path: own || "/" }, ...flatten(entry.children ?? [], own)];
  });
}

export async function routeTable(): Promise<TableRoute[]> {
  return flatten(await routeConfig);
}

/** A path the pattern matches: each `:param` and the splat filled in. */
export const samplePath = (pattern: string, param = "x1", splat = "a/b") =>
  pattern.replace(/:[^/]+/g, param).replace(/\*$/, splat);
