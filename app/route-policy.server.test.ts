import { expect, test } from "vitest";
import { largestBodyLimit, routePolicy } from "./route-policy.server";

test("the public reading pages are cached; accounts, the back office, the API and media are not", () => {
  for (const path of [
    "/",
    "/projects",
    "/projects/abc",
    "/blog",
    "/blog/abc",
    "/blog/rss.xml",
    "/terms",
    "/contact",
    "/service-areas",
    "/service-areas/chandler",
  ]) {
    expect(routePolicy(path).cached, path).toBe(true);
  }
  // "Open now" on the contact page: a cached copy is rendered again within a minute.
  expect(routePolicy("/contact").freshForMs).toBeLessThanOrEqual(60_000);
  expect(routePolicy("/services").freshForMs).toBeUndefined();
  for (const path of ["/admin", "/me", "/login", "/api/projects", "/media/x.webp", "/projects/a/b"]) {
    expect(routePolicy(path).cached, path).toBeFalsy();
  }
});

test("pages about the signed-in user are private, their data requests included", () => {
  for (const path of [
    "/admin",
    "/admin/messages",
    "/me",
    "/me.data",
    "/dashboard",
    "/api/user",
    "/api/user/all",
  ]) {
    expect(routePolicy(path).private, path).toBe(true);
  }
  for (const path of ["/", "/blog", "/api/projects", "/login"])
    expect(routePolicy(path).private, path).toBeFalsy();
});

test("uploads take far more than forms; the contact form a little more than the others", () => {
  const bytes = (path: string) => routePolicy(path).body.bytes;
  expect(routePolicy("/admin/add-project").body.what).toBe("upload");
  expect(bytes("/admin/projects/edit/abc")).toBe(bytes("/admin/add-project"));
  expect(bytes("/admin/add-images")).toBeGreaterThan(bytes("/admin/blog/new"));
  expect(bytes("/admin/settings")).toBe(1024 * 1024);
  expect(bytes("/contact")).toBe(128 * 1024);
  expect(bytes("/login")).toBe(64 * 1024);
  expect(bytes("/contact.data")).toBe(bytes("/contact"));
  expect(largestBodyLimit()).toBe(bytes("/admin/add-project"));
  // An estimate request: ten photos of MEDIA_MAX_IMAGE_BYTES and 1 MiB of form, from the page or the API.
  expect(bytes("/estimate")).toBe(10 * 15 * 1024 * 1024 + 1024 * 1024);
  expect(bytes("/estimate.data")).toBe(bytes("/estimate"));
  expect(bytes("/api/estimates")).toBe(bytes("/estimate"));
  expect(routePolicy("/estimate").cached).toBe(true);
  expect(routePolicy("/estimate/thanks").cached).toBeFalsy();
});

test("only a blog post is drawn in variants: its two layouts", () => {
  const draws = new Set(Array.from({ length: 200 }, () => routePolicy("/blog/some-post").drawVariant?.()));
  expect(draws).toEqual(new Set(["spotlight", "classic"]));
  for (const path of ["/blog", "/blog/archive", "/blog/rss.xml", "/projects/abc"]) {
    expect(routePolicy(path).drawVariant, path).toBeUndefined();
  }
});
