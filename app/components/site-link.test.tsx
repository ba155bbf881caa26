import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { isCurrentPage, navigatesInApp, SiteLink } from "./site-link";

test("a SiteLink is a plain anchor that names its path and how the app should follow it", () => {
  expect(renderToStaticMarkup(<SiteLink to="/projects">Projects</SiteLink>)).toBe(
    '<a href="/projects" data-discover="true" data-site-link="">Projects</a>',
  );
  expect(
    renderToStaticMarkup(
      <SiteLink to="?page=2" className="next" replace preventScrollReset>
        Next
      </SiteLink>,
    ),
  ).toBe('<a class="next" href="?page=2" data-discover="true" data-site-link="replace keep-scroll">Next</a>');
});

test("a page is current for its own link and, unless the link ends there, for the links above it", () => {
  expect(isCurrentPage("/projects", "/projects")).toBe(true);
  expect(isCurrentPage("/projects/", "/projects")).toBe(true);
  expect(isCurrentPage("/Projects/abc", "/projects")).toBe(true);
  expect(isCurrentPage("/projects/abc", "/projects", true)).toBe(false);
  expect(isCurrentPage("/projectsx", "/projects")).toBe(false);
  expect(isCurrentPage("/admin/customers", "/admin")).toBe(true);
  expect(isCurrentPage("/", "/", true)).toBe(true);
  expect(isCurrentPage("/contact", "/", true)).toBe(false);
  expect(isCurrentPage("/contact", "/")).toBe(false);
  expect(isCurrentPage("/blog", "/blog?page=2")).toBe(true);
});

test("only a plain primary click on a same-origin link for this tab is the app's to follow", () => {
  const click = {
    button: 0,
    modified: false,
    defaultPrevented: false,
    target: "",
    download: false,
    linkOrigin: "https://paving.example",
    pageOrigin: "https://paving.example",
  };
  expect(navigatesInApp(click)).toBe(true);
  expect(navigatesInApp({ ...click, target: "_self" })).toBe(true);
  expect(navigatesInApp({ ...click, button: 1 })).toBe(false);
  expect(navigatesInApp({ ...click, modified: true })).toBe(false);
  expect(navigatesInApp({ ...click, defaultPrevented: true })).toBe(false);
  expect(navigatesInApp({ ...click, target: "_blank" })).toBe(false);
  expect(navigatesInApp({ ...click, download: true })).toBe(false);
  expect(navigatesInApp({ ...click, linkOrigin: "https://elsewhere.example" })).toBe(false);
});
