// The route table (app/routes.ts, read from the folders) is the one list of the site's addresses. What else names
// addresses (the HTTP layer's bundle of each path, the route policy's body limits, the API contract) is held to it
// here, so that a renamed or moved route fails a test instead of silently losing its bundle or its limits.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { endpoints } from "~/api/contract/endpoints";
import { routePolicy, routePolicyTable } from "~/route-policy.server";
import { serverBundleOf, serverBundleOfRouteFile } from "~/server-bundles";
import { routeTable, samplePath } from "../support/route-table";

const table = await routeTable();
const source = (file: string) => fs.readFileSync(path.join("app", file), "utf8");

describe("the route table", () => {
  test("lives in the five audience folders", () => {
    expect(table.length).toBeGreaterThan(100);
    for (const route of table) expect(() => serverBundleOfRouteFile(route.file), route.file).not.toThrow();
  });

  test("the HTTP layer sends each route's path to the bundle its folder builds it into", () => {
    for (const route of table) {
      expect(serverBundleOf(samplePath(route.path)), route.file).toBe(serverBundleOfRouteFile(route.file));
    }
  });

  test("every row of the route policy serves a route of the table", () => {
    const paths = table.map((route) => samplePath(route.path));
    for (const { pattern } of routePolicyTable()) {
      if (pattern.source === ".") continue;
      expect(
        paths.some((p) => pattern.test(p)),
        `${pattern} matches no route`,
      ).toBe(true);
    }
  });

  test("every route that reads uploads has an upload limit in the route policy", () => {
    // The readers of multipart bodies and of resumable uploads, and the page helpers built on them.
    const readsUploads =
      /readFormWithFilesAndToken|readMultipartForm|answerPhotoUpload|estimatePageAction|createWithFilesAction|readUploadForm/;
    const uploadRoutes = table.filter((route) => readsUploads.test(source(route.file)));
    expect(uploadRoutes.length).toBeGreaterThanOrEqual(11);
    for (const route of uploadRoutes) {
      expect(routePolicy(samplePath(route.path)).body.upload, route.file).toBeDefined();
    }
  });

  test("the API contract documents exactly the API's routes", () => {
    const apiPaths = table
      .filter((route) => serverBundleOfRouteFile(route.file) === "api")
      .map((route) => route.path.replace(/^\/api/, "").replace(/:([^/]+)/g, "{$1}"))
      .filter((p) => !["/*", "/docs", "/openapi.json"].includes(p));
    const documented = [...new Set(endpoints.map((endpoint) => endpoint.path))];
    expect(new Set(documented)).toEqual(new Set(apiPaths));
  });
});
