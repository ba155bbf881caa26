import { expect, test } from "vitest";
import { routePolicy } from "~/route-policy.server";
import { mustNotBeStored, securityHeaders } from "./response-policy";

test("every answer gets nosniff and a referrer policy; HSTS only for an https site", () => {
  const plain = new Map(securityHeaders({ hsts: false }));
  expect(plain.get("X-Content-Type-Options")).toBe("nosniff");
  expect(plain.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(plain.has("Strict-Transport-Security")).toBe(false);
  const https = new Map(securityHeaders({ hsts: true }));
  expect(https.get("Strict-Transport-Security")).toMatch(/max-age=(\d+)/);
  expect(Number(/max-age=(\d+)/.exec(https.get("Strict-Transport-Security")!)![1])).toBeGreaterThanOrEqual(
    31536000,
  );
});

test("user pages, signed-in requests and cookie-setting answers are never stored", () => {
  const anonymous = { setsCookie: false, signedIn: false };
  const stored = (pathname: string, visitor = anonymous) =>
    !mustNotBeStored({ privateRoute: !!routePolicy(pathname).private, ...visitor });
  for (const pathname of [
    "/admin",
    "/admin/messages",
    "/me",
    "/dashboard",
    "/api/user",
    "/api/user/all",
    "/me.data",
  ]) {
    expect(stored(pathname)).toBe(false);
  }
  expect(stored("/")).toBe(true);
  expect(stored("/api/projects")).toBe(true);
  expect(stored("/", { setsCookie: true, signedIn: false })).toBe(false);
  expect(stored("/blog", { setsCookie: false, signedIn: true })).toBe(false);
});
