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
    "/estimate",
    "/projects",
    `/projects/${project._id}`,
    "/blog",
    "/blog/archive",
    `/blog/${post._id}`,
    "/service-areas",
    "/service-areas/chandler",
    "/newsletter",
    "/newsletter/confirm?token=unknown",
    "/newsletter/unsubscribe?token=unknown",
    "/no-such-page",
  ];
}

export const signedInPages = ["/dashboard", "/me"];

/**
 * The account pages, which are public too and share the JavaScript budget. /verify needs a signed-in user whose
 * address is not verified yet (anyone else is sent on); the reset page renders its form only for a live token, but
 * it loads the same scripts with any token.
 */
export const accountPages: { path: string; signedIn?: { isVerified: boolean } }[] = [
  { path: "/login" },
  { path: "/signup" },
  { path: "/verify", signedIn: { isVerified: false } },
  { path: "/forgot-password" },
  { path: "/reset-password?token=x" },
  // Signed in and verified: the change-password and sign-out-everywhere forms.
  { path: "/me", signedIn: { isVerified: true } },
];
