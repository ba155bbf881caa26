// deploy/nginx/contractor-site.conf keeps the app's body limits (app/route-policy.server.ts): outside the upload
// locations no more than the largest form; in each upload location the route's upload for its upload type only, and
// any other body sent on through an internal location with the route's form limit. tests/e2e/deploy-nginx.spec.ts runs
// the same file in front of the app.
import fs from "node:fs";
import { expect, test } from "vitest";
import { bodyLimitFor, largestFormLimit, routePolicy, routePolicyTable } from "~/route-policy.server";

const config = fs.readFileSync("deploy/nginx/contractor-site.conf", "utf8");
const MiB = 1024 * 1024;

function bytesOf(size: string) {
  const [, number, unit] = /^(\d+)([km]?)$/.exec(size) ?? [];
  return Number(number) * (unit === "m" ? MiB : unit === "k" ? 1024 : 1);
}

type Location = { kind: string; path: string; body: string };
const locations: Location[] = [
  ...config.matchAll(/\n {4}location (~\*?|=|\^~)? ?(\S+) \{([\s\S]*?)\n {4}\}/g),
].map(([, kind = "", path, body]) => ({ kind, path, body }));

/** The location nginx picks for a path: an exact match, else the first matching regex, else the longest prefix. */
function locationFor(path: string) {
  const exact = locations.find((location) => location.kind === "=" && location.path === path);
  if (exact) return exact;
  const regex = locations.find(
    (location) => location.kind.startsWith("~") && new RegExp(location.path).test(path),
  );
  if (regex) return regex;
  return locations
    .filter((location) => location.kind === "" && path.startsWith(location.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
const limitIn = (block: string) => /client_max_body_size (\w+);/.exec(block)?.[1];

// A path of each route that takes uploads.
const UPLOAD_PATHS = [
  "/estimate",
  "/estimate.data",
  "/api/estimates",
  "/admin/add-project",
  "/admin/projects/edit/abc",
  "/admin/projects/edit/abc.data",
  "/api/projects/abc/images",
  "/admin/add-images",
  "/api/upload",
  "/admin/blog/new",
  "/admin/blog/abc/edit",
  "/admin/customers",
  "/admin/jobs/abc",
  "/admin/jobs/abc.data",
  "/uploads/estimate-photos/abc",
];

test("every route that takes uploads is one of the paths below", () => {
  const uploadRows = routePolicyTable().filter(({ policy }) => policy.body.upload);
  for (const { pattern } of uploadRows) {
    expect(
      UPLOAD_PATHS.some((path) => pattern.test(path.replace(/\.data$/, ""))),
      String(pattern),
    ).toBe(true);
  }
});

test("outside the upload locations nginx takes the app's largest form, and no more", () => {
  const serverLevel = config.slice(config.lastIndexOf("server {")).split("\n    location")[0];
  expect(bytesOf(limitIn(serverLevel) ?? "")).toBe(largestFormLimit());
});

test("each upload location takes the route's upload, and sends any other body on with the route's form limit", () => {
  for (const path of UPLOAD_PATHS) {
    const location = locationFor(path);
    expect(location, path).toBeDefined();
    const policy = routePolicy(path);
    const upload = policy.body.upload!;
    const nginxUpload = bytesOf(limitIn(location.body.replace(/if \([^)]*\) \{[^}]*\}/g, "")) ?? "");
    expect(nginxUpload, path).toBeGreaterThanOrEqual(upload.bytes);
    expect(nginxUpload, path).toBeLessThan(upload.bytes + MiB);
    // The upload type nginx checks is the app's.
    const type = /if \(\$content_type !~\* "([^"]+)"\) \{ rewrite \^ (\/__form_\w+)\$uri last; \}/.exec(
      location.body,
    );
    expect(type, path).not.toBeNull();
    const [, uploadType, formLocation] = type!;
    const sample = uploadType.replace(/^\^/, "").replace(/\\/g, "");
    expect(bodyLimitFor(policy, sample).what, path).toBe("upload");
    const internal = locations.find((candidate) => candidate.path === `${formLocation}/`);
    expect(internal?.body, path).toContain("internal;");
    expect(bytesOf(limitIn(internal!.body) ?? ""), path).toBe(bodyLimitFor(policy, "text/plain").bytes);
  }
});
