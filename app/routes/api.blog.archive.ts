import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, methodNotAllowed, runApi } from "~/api/http.server";
import { listBlogArchive } from "~/models/blog-post.server";

// GET /api/blog/archive: { titles: [{ _id, name, date, href }] }, newest first.
export const loader = (_args: LoaderFunctionArgs) =>
  runApi(() =>
    apiJson({ titles: listBlogArchive() }, { headers: { "Cache-Control": "public, max-age=60" } }),
  );

export const action = () => runApi(() => methodNotAllowed(["GET"]));
