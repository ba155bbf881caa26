import { apiRoute } from "~/api/api-route.server";
import { apiJson } from "~/api/http.server";
import { blogPostToJson } from "~/api/serialize/blog-post.server";
import { optionalApiUser } from "~/api/token.server";
import { listBlogPosts } from "~/blog/blog-post.server";
import type { Route } from "./+types/all";

// GET /api/blog/all: { blogPosts }; with an admin bearer token the drafts are included. A token that is sent must be
// valid (401 otherwise); without one this is the public list.
const route = apiRoute<Route.LoaderArgs>({
  GET: async ({ request }) => {
    const user = await optionalApiUser(request);
    return apiJson({
      blogPosts: listBlogPosts({ includeDrafts: Boolean(user?.isAdmin) }).map(blogPostToJson),
    });
  },
});
export const loader = route.loader;
export const action = route.action;
