import path from "node:path";
import { describe, expect, test } from "vitest";
import { isContentHashedName, mediaContentType, resolveMediaPath, uploadsRoot } from "./media-storage.server";

describe("resolveMediaPath", () => {
  test("maps a plain path inside the uploads folder", () => {
    expect(resolveMediaPath("projects/abc.jpg")).toBe(path.join(uploadsRoot, "projects", "abc.jpg"));
  });

  test.each([
    "../secret.txt",
    "projects/../../secret.txt",
    "..%2fsecret.txt",
    "%2e%2e/secret.txt",
    "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "projects/%2e%2e/%2e%2e/x",
    "/etc/passwd",
    "projects//x.jpg",
    ".session-secret",
    "projects/x.jpg%00.png",
    "..\\secret",
    "%E0%A4%A",
    "",
    "private/estimates/x.jpg",
    "private%2Festimates%2Fx.jpg",
    "Private/estimates/x.jpg",
  ])("refuses %s", (input) => {
    expect(resolveMediaPath(input)).toBeNull();
  });
});

test("content types come from an allow-list of media extensions", () => {
  expect(mediaContentType("a.avif")).toBe("image/avif");
  expect(mediaContentType("a.webm")).toBe("video/webm");
  expect(mediaContentType("a.html")).toBeNull();
  expect(mediaContentType("a.db")).toBeNull();
});

test("content-hashed names are recognised", () => {
  expect(isContentHashedName("0123456789abcdef0123-480.avif")).toBe(true);
  expect(isContentHashedName("0123456789abcdef0123.jpg")).toBe(true);
  expect(isContentHashedName("logo.png")).toBe(false);
});
