import { createRequire } from "node:module";
import type * as Router from "@remix-run/router";
import type { AgnosticRouteObject } from "@remix-run/router";
import { expect, test } from "vitest";

// The server loads the router's CommonJS build, the one patches/@remix-run+router+*.patch changes: compiled patterns,
// ranked branches and each pathname's first matching branch are kept between matches.
const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as typeof Router;

const routeTree = (): AgnosticRouteObject[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "blog", path: "blog", index: true },
      { id: "post", path: "blog/:id" },
      { id: "admin", path: "admin", children: [{ id: "admin-page", path: "pages/:slug" }] },
      { id: "media", path: "media/*" },
      { id: "not-found", path: "*" },
    ],
  },
];

const describeMatch = (routes: AgnosticRouteObject[], pathname: string) =>
  matchRoutes(routes, pathname)?.map(({ route, params, pathname: matched }) => ({
    id: route.id,
    params: { ...params },
    pathname: matched,
  })) ?? null;

test("matching the same pathname again gives the same matches, as fresh objects", () => {
  const routes = routeTree();
  for (const pathname of [
    "/",
    "/blog",
    "/blog/first-post",
    "/admin/pages/home",
    "/media/a/b.jpg",
    "/nowhere",
  ]) {
    const first = describeMatch(routes, pathname);
    expect(describeMatch(routes, pathname)).toEqual(first);
  }
  expect(describeMatch(routes, "/blog/first-post")?.map((match) => match.id)).toEqual(["root", "post"]);
  expect(describeMatch(routes, "/blog/first-post")?.[1].params).toEqual({ id: "first-post" });
  expect(describeMatch(routes, "/nowhere")?.map((match) => match.id)).toEqual(["root", "not-found"]);

  const once = matchRoutes(routes, "/blog/x")!;
  const again = matchRoutes(routes, "/blog/x")!;
  expect(again).not.toBe(once);
  expect(again[1]).not.toBe(once[1]);
  expect(again[1].params).not.toBe(once[1].params);
});

test("a route added to a tree already matched is found (the kept branches are made again)", () => {
  const routes = routeTree();
  expect(describeMatch(routes, "/projects/7")?.map((match) => match.id)).toEqual(["root", "not-found"]);
  expect(describeMatch(routes, "/projects/7")?.map((match) => match.id)).toEqual(["root", "not-found"]);

  routes[0].children!.push({ id: "project", path: "projects/:id" });
  expect(describeMatch(routes, "/projects/7")).toEqual([
    { id: "root", params: { id: "7" }, pathname: "/" },
    { id: "project", params: { id: "7" }, pathname: "/projects/7" },
  ]);
});

test("a separate routes array with other paths is matched on its own", () => {
  const routes = routeTree();
  const other: AgnosticRouteObject[] = [{ id: "only", path: "blog/:slug" }];
  expect(describeMatch(routes, "/blog/a")?.map((match) => match.id)).toEqual(["root", "post"]);
  expect(describeMatch(other, "/blog/a")).toEqual([
    { id: "only", params: { slug: "a" }, pathname: "/blog/a" },
  ]);
  expect(describeMatch(other, "/")).toBeNull();
});
