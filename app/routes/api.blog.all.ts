import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, methodNotAllowed, runApi } from "~/api/http.server";
import { requireApiUser } from "~/auth/api-token.server";
import { blogPostToJson, listBlogPosts } from "~/models/blog-post.server";

// GET /api/blog/all: { blogPosts }; with an admin bearer token the drafts are included. A token that is sent must be
// valid (401 otherwise); without one this is the public list.
export const loader = ({ request }: LoaderFunctionArgs) =>
  runApi(async () => {
    const user = request.headers.has("Authorization") ? await requireApiUser(request) : null;
    const includeDrafts = Boolean(user?.isAdmin);
    return apiJson({ blogPosts: listBlogPosts({ includeDrafts }).map(blogPostToJson) });
  });

export const action = () => runApi(() => methodNotAllowed(["GET"]));
