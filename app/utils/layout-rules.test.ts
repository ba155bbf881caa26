import { describe, expect, test } from "vitest";
import {
  isAdminPath,
  isAlwaysDark,
  normalizePath,
  showsCallBar,
  showsFooter,
  showsNav,
} from "./layout-rules";

describe("public layout rules", () => {
  test("the navigation is hidden on signup, password pages and admin paths only", () => {
    for (const path of [
      "/signup",
      "/forgot-password",
      "/reset-password",
      "/admin",
      "/admin/messages/1",
      "/signup/",
      "/forgot-password/",
      "/reset-password/",
    ]) {
      expect(showsNav(path), path).toBe(false);
    }
    for (const path of [
      "/",
      "/login",
      "/contact",
      "/projects/abc",
      "/blog",
      "/verify",
      "/administration-tips",
    ]) {
      expect(showsNav(path), path).toBe(true);
    }
  });

  test("the footer is hidden on login, signup, contact and any path containing admin", () => {
    for (const path of [
      "/login",
      "/signup",
      "/contact",
      "/contact/",
      "/admin",
      "/admin/users",
      "/blog/admin-notes",
    ]) {
      expect(showsFooter(path), path).toBe(false);
    }
    for (const path of ["/", "/services", "/projects", "/blog/abc", "/forgot-password", "/terms"]) {
      expect(showsFooter(path), path).toBe(true);
    }
  });

  test("only the landing page starts with a transparent bar", () => {
    expect(isAlwaysDark("/")).toBe(false);
    expect(isAlwaysDark("/projects")).toBe(true);
    expect(isAlwaysDark("/blog/x")).toBe(true);
  });

  test("admin paths are /admin and below", () => {
    expect(isAdminPath("/admin")).toBe(true);
    expect(isAdminPath("/admin/blog")).toBe(true);
    expect(isAdminPath("/administration")).toBe(false);
    expect(normalizePath("/blog///")).toBe("/blog");
    expect(normalizePath("/")).toBe("/");
  });
});

test("the call bar shows wherever the navigation does, except on the estimate form", () => {
  expect(showsCallBar("/estimate")).toBe(false);
  expect(showsCallBar("/estimate/")).toBe(false);
  expect(showsCallBar("/estimate/thanks")).toBe(true);
  expect(showsCallBar("/service-areas/gilbert")).toBe(true);
  expect(showsCallBar("/admin/estimates")).toBe(false);
  // A customer's quote: the bar would sit over its answers.
  expect(showsCallBar("/q/abc")).toBe(false);
});
