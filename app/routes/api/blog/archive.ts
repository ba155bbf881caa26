import { apiRoute } from "~/api/api-route.server";
import { apiJson } from "~/api/http.server";
import { listBlogArchive } from "~/blog/blog-post.server";
import { A_MINUTE } from "~/utils/cache-control";
import type { Route } from "./+types/archive";

// GET /api/blog/archive: { titles: [{ _id, name, date, href }] }, newest first.
const route = apiRoute<Route.LoaderArgs>({
  GET: () => apiJson({ titles: listBlogArchive() }, { headers: { "Cache-Control": A_MINUTE } }),
});
export const loader = route.loader;
export const action = route.action;
