import { describe, expect, test } from "vitest";
import { dispatchToBundles } from "./app-handler";

// Stand-ins for React Router's handlers: each says which bundle answered, and route discovery answers with one patch
// per path it was asked about, as React Router does for the routes it has.
function bundle(id: string) {
  const seen: string[] = [];
  const handler = async (request: Request) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname}${url.search}`);
    if (url.pathname !== "/__manifest") return Response.json({ bundle: id });
    if (url.searchParams.get("version") !== "v1") return new Response(null, { status: 204 });
    const paths = url.searchParams.get("paths")!.split(",");
    return Response.json(Object.fromEntries([["root", id], ...paths.map((path) => [path, id])]), {
      headers: { "Cache-Control": "public, max-age=31536000, immutable" },
    });
  };
  return { handler, seen };
}

const site = bundle("site");
const admin = bundle("admin");
const bundleOf = (pathname: string) => (pathname.startsWith("/admin") ? "admin" : "site");
const handle = dispatchToBundles(
  new Map([
    ["site", site.handler],
    ["admin", admin.handler],
  ]),
  bundleOf,
  "/__manifest",
);
const ask = async (target: string) => {
  const url = new URL(target, "http://site.test");
  return handle(new Request(url), url.pathname, url.search);
};

describe("dispatchToBundles", () => {
  test("a page, and the data request of a page, go to the bundle of the page's path", async () => {
    expect(await (await ask("/admin/messages")).json()).toEqual({ bundle: "admin" });
    expect(await (await ask("/admin/messages.data")).json()).toEqual({ bundle: "admin" });
    expect(await (await ask("/_.data")).json()).toEqual({ bundle: "site" });
    expect(await (await ask("/blog?page=2")).json()).toEqual({ bundle: "site" });
  });

  test("route discovery for one bundle's paths is that bundle's answer", async () => {
    const answer = await ask("/__manifest?paths=%2Fadmin%2Fusers&version=v1");
    expect(await answer.json()).toEqual({ root: "admin", "/admin/users": "admin" });
  });

  test("route discovery across bundles asks each about its own paths and merges the answers", async () => {
    const answer = await ask("/__manifest?paths=%2Fadmin%2Fusers%2C%2Fblog%2C%2Fcontact&version=v1");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Every bundle has the root route (the same entry in each).
    expect(await answer.json()).toEqual({
      root: "site",
      "/admin/users": "admin",
      "/blog": "site",
      "/contact": "site",
    });
    expect(site.seen).toContain("/__manifest?paths=%2Fblog%2C%2Fcontact&version=v1");
    expect(admin.seen).toContain("/__manifest?paths=%2Fadmin%2Fusers&version=v1");
  });

  test("a stale version is answered as React Router answers it (reload the page), even across bundles", async () => {
    expect((await ask("/__manifest?paths=%2Fadmin%2Cx&version=old")).status).toBe(204);
  });
});
