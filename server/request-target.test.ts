import { describe, expect, test } from "vitest";
import { canonicalPath, splitTarget } from "./request-target";

describe("canonicalPath", () => {
  test("leaves an ordinary path as it is", () => {
    for (const path of [
      "/",
      "/blog",
      "/blog/",
      "/projects/42",
      "/build/_shared/chunk-AB12.js",
      "/contact.data",
    ])
      expect(canonicalPath(path)).toBe(path);
  });

  test("reads backslashes and dot segments as the URL parser (and so React Router) does", () => {
    expect(canonicalPath("/admin/projects/edit/..\\..\\..\\login")).toBe("/login");
    expect(canonicalPath("/projects/..\\.\\.\\blog")).toBe("/blog");
    expect(canonicalPath("/api/../admin/keywords")).toBe("/admin/keywords");
    expect(canonicalPath("/a/%2e%2E/b")).toBe("/b");
    expect(canonicalPath("/x/../../..")).toBe("/");
  });

  test("never gives a path that reads as another host", () => {
    expect(canonicalPath("//evil.example/phish")).toBe("/evil.example/phish");
    expect(canonicalPath("/\\evil.example/phish")).toBe("/evil.example/phish");
    expect(canonicalPath("///")).toBe("/");
  });

  test("percent-encodes as browsers do, and leaves encoded slashes encoded", () => {
    expect(canonicalPath('/a"<>')).toBe("/a%22%3C%3E");
    expect(canonicalPath("/media/..%2f..%2fetc/passwd")).toBe("/media/..%2f..%2fetc/passwd");
    expect(canonicalPath("/.well-known/security.txt")).toBe("/.well-known/security.txt");
  });

  test("a target that is not a path has none", () => {
    expect(canonicalPath("*")).toBeNull();
    expect(canonicalPath("http://evil.example/x")).toBeNull();
  });
});

test("splitTarget keeps the query with its question mark", () => {
  expect(splitTarget("/blog?page=2&x=?")).toEqual({ rawPath: "/blog", search: "?page=2&x=?" });
  expect(splitTarget("/blog")).toEqual({ rawPath: "/blog", search: "" });
});
