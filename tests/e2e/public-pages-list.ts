// The public pages that the accessibility and JavaScript-budget checks walk through.
import type { APIRequestContext } from "@playwright/test";
import { apiPosts, projectWithImages } from "./public-fixtures";

export async function publicPages(request: APIRequestContext) {
  const project = await projectWithImages(request, 2);
  const [post] = await apiPosts(request);
  return [
    "/",
    "/services",
    "/mission-statement",
    "/terms",
    "/privacy",
    "/contact",
    "/projects",
    `/projects/${project._id}`,
    "/blog",
    "/blog/archive",
    `/blog/${post._id}`,
    "/newsletter",
    "/newsletter/confirm?token=unknown",
    "/newsletter/unsubscribe?token=unknown",
    "/no-such-page",
  ];
}

export const signedInPages = ["/dashboard", "/me"];
