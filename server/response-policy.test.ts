import { expect, test } from "vitest";
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
  for (const pathname of [
    "/admin",
    "/admin/messages",
    "/me",
    "/dashboard",
    "/api/user",
    "/api/user/all",
    "/me.data",
  ]) {
    expect(mustNotBeStored({ pathname, ...anonymous })).toBe(true);
  }
  expect(mustNotBeStored({ pathname: "/", ...anonymous })).toBe(false);
  expect(mustNotBeStored({ pathname: "/api/projects", ...anonymous })).toBe(false);
  expect(mustNotBeStored({ pathname: "/", setsCookie: true, signedIn: false })).toBe(true);
  expect(mustNotBeStored({ pathname: "/blog", setsCookie: false, signedIn: true })).toBe(true);
});
