import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, methodNotAllowed, runApi } from "~/api/http.server";
import { blogPostToJson, listBlogPosts } from "~/models/blog-post.server";

// GET /api/blog: { blogPosts }, the published posts newest first.
export const loader = (_args: LoaderFunctionArgs) =>
  runApi(() =>
    apiJson(
      { blogPosts: listBlogPosts().map(blogPostToJson) },
      { headers: { "Cache-Control": "public, max-age=60" } },
    ),
  );

export const action = () => runApi(() => methodNotAllowed(["GET"]));
