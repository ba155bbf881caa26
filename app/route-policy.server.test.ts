import { expect, test } from "vitest";
import { bodyLimitFor, largestBodyLimit, largestFormLimit, routePolicy } from "./route-policy.server";

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
    "/api/docs",
    "/api/docs.data",
  ]) {
    expect(routePolicy(path).cached, path).toBe(true);
  }
  // "Open now" on the contact page: a cached copy is rendered again within a minute.
  expect(routePolicy("/contact").freshForMs).toBeLessThanOrEqual(60_000);
  expect(routePolicy("/services").freshForMs).toBeUndefined();
  for (const path of [
    "/admin",
    "/me",
    "/login",
    "/api/projects",
    "/api/docs/x",
    "/media/x.webp",
    "/projects/a/b",
  ]) {
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

test("uploads take far more than forms, and only as uploads: any other body gets the route's form limit", () => {
  const multipart = "multipart/form-data; boundary=x";
  const limit = (path: string, type = "application/x-www-form-urlencoded") =>
    bodyLimitFor(routePolicy(path), type);
  expect(limit("/admin/add-project", multipart).what).toBe("upload");
  expect(limit("/admin/projects/edit/abc", multipart)).toEqual(limit("/admin/add-project", multipart));
  expect(limit("/admin/add-images", multipart).bytes).toBeGreaterThan(
    limit("/admin/blog/new", multipart).bytes,
  );
  expect(largestBodyLimit()).toBe(limit("/admin/add-project", multipart).bytes);
  // An estimate request: ten photos of MEDIA_MAX_IMAGE_BYTES and 1 MiB of form, from the page or the API.
  expect(limit("/estimate", multipart)).toEqual({
    bytes: 10 * 15 * 1024 * 1024 + 1024 * 1024,
    what: "upload",
    slots: "public",
  });
  // The back office's uploads come in slots of their own.
  expect(limit("/admin/add-images", multipart).slots).toBe("admin");
  expect(limit("/api/upload", multipart).slots).toBe("admin");
  expect(limit("/uploads/estimate-photos/x", "application/offset+octet-stream").slots).toBe("public");
  expect(limit("/estimate.data", multipart)).toEqual(limit("/estimate", multipart));
  expect(limit("/api/estimates", multipart).bytes).toBe(limit("/estimate", multipart).bytes);
  // The same routes' other bodies: a public form's 64 KiB, whatever the address or the type claims.
  for (const path of ["/estimate", "/estimate.data", "/api/estimates", "/api/upload"]) {
    for (const type of [
      "application/x-www-form-urlencoded",
      "application/json",
      "text/plain",
      "",
      " multipart",
    ]) {
      expect(limit(path, type).bytes, `${path} ${type}`).toBe(64 * 1024);
    }
  }
  // A resumable upload's PATCH is its upload type; anything else there is small.
  expect(limit("/uploads/estimate-photos/abc", "application/offset+octet-stream").what).toBe("upload");
  expect(limit("/uploads/estimate-photos/abc", multipart).what).not.toBe("upload");
  expect(limit("/admin/settings").bytes).toBe(256 * 1024);
  expect(limit("/admin/pages/terms").bytes).toBe(512 * 1024);
  expect(limit("/admin/add-project").bytes).toBe(256 * 1024);
  expect(limit("/contact").bytes).toBe(128 * 1024);
  expect(limit("/login").bytes).toBe(64 * 1024);
  expect(limit("/contact.data")).toEqual(limit("/contact"));
  expect(limit("/api/user/signin", "application/json")).toEqual({ bytes: 64 * 1024, what: "request" });
  expect(limit("/api/blog/abc", "application/json").bytes).toBe(512 * 1024);
  expect(largestFormLimit()).toBe(512 * 1024);
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

test("a customer's quote is private and never cached, takes the accept form with a drawn signature, and may go on to the checkout; Stripe's webhook is signed, not a form", () => {
  for (const path of ["/q/abc", "/q/abc.data", "/q/abc/pdf", "/q/abc/deposit"]) {
    const policy = routePolicy(path);
    expect(policy.private, path).toBe(true);
    expect(policy.cached, path).toBeFalsy();
    expect(policy.formActions, path).toBeDefined();
  }
  // 40,000 characters of signature, every one percent-encoded, fit.
  expect(bodyLimitFor(routePolicy("/q/abc"), "application/x-www-form-urlencoded").bytes).toBeGreaterThan(
    3 * 40_000 + 8 * 1024,
  );
  const webhook = routePolicy("/webhooks/stripe");
  expect(webhook).toMatchObject({ private: true, signedPosts: true });
  expect(bodyLimitFor(webhook, "application/json").what).toBe("request");
  expect(routePolicy("/q/abc").signedPosts).toBeFalsy();
  expect(routePolicy("/contact").signedPosts).toBeFalsy();
});
