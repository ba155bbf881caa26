import { describe, expect, test } from "vitest";
import { serverBundleOf, serverBundleOfRouteFile } from "./server-bundles";

describe("serverBundleOf", () => {
  test("the back office, the API and the files own everything under their first segment", () => {
    expect(serverBundleOf("/admin")).toBe("admin");
    expect(serverBundleOf("/admin/blog/12/edit")).toBe("admin");
    expect(serverBundleOf("/api/projects")).toBe("api");
    expect(serverBundleOf("/api/no/such/endpoint")).toBe("api");
    expect(serverBundleOf("/media/projects/a.webp")).toBe("resources");
    expect(serverBundleOf("/uploads/estimate-photos")).toBe("resources");
  });

  test("the account pages and the one-segment files, but nothing below them", () => {
    expect(serverBundleOf("/login")).toBe("account");
    expect(serverBundleOf("/login/")).toBe("account");
    expect(serverBundleOf("/dashboard")).toBe("account");
    expect(serverBundleOf("/robots.txt")).toBe("resources");
    expect(serverBundleOf("/healthz")).toBe("resources");
    // The site's catch-all answers these with its 404 page, as it did with one bundle.
    expect(serverBundleOf("/login/extra")).toBe("site");
    expect(serverBundleOf("/healthz/x")).toBe("site");
  });

  test("everything else is the public site, the home page and unknown paths included", () => {
    for (const path of [
      "/",
      "",
      "/services",
      "/blog/rss.xml",
      "/service-areas/chandler",
      "/administrator",
      "/x/y",
    ]) {
      expect(serverBundleOf(path), path).toBe("site");
    }
  });

  test("reads a path as React Router matches it: in any case, percent-decoded", () => {
    expect(serverBundleOf("/ADMIN/Messages")).toBe("admin");
    expect(serverBundleOf("/%61dmin/users")).toBe("admin");
    expect(serverBundleOf("/LogIn")).toBe("account");
    expect(serverBundleOf("/%E0%A4%A/x")).toBe("site");
  });

  test("a route module's bundle is its audience folder", () => {
    expect(serverBundleOfRouteFile("routes/_site/contact.tsx")).toBe("site");
    expect(serverBundleOfRouteFile("/srv/site/app/routes/_site/contact.tsx")).toBe("site");
    expect(serverBundleOfRouteFile("routes/_account/login.tsx")).toBe("account");
    expect(serverBundleOfRouteFile("routes/admin/_layout.tsx")).toBe("admin");
    expect(serverBundleOfRouteFile("routes/api/projects/$id.ts")).toBe("api");
    expect(serverBundleOfRouteFile("routes/_resources/media/$.ts")).toBe("resources");
    expect(() => serverBundleOfRouteFile("routes/contact.tsx")).toThrow(/outside the audience folders/);
  });
});
