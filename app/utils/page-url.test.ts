import { expect, test } from "vitest";
import { pagePathOf, pageUrlOf } from "./page-url";

test("a data request stands for its page; other paths are left as they are", () => {
  expect(pagePathOf("/blog.data")).toBe("/blog");
  expect(pagePathOf("/_.data")).toBe("/");
  expect(pagePathOf("/blog/_.data")).toBe("/blog/");
  expect(pagePathOf("/admin/messages/abc.data")).toBe("/admin/messages/abc");
  expect(pagePathOf("/blog/rss.xml")).toBe("/blog/rss.xml");
  expect(pagePathOf("/")).toBe("/");
});

test("the page URL drops React Router's own parameters and keeps the page's", () => {
  const url = (href: string) => pageUrlOf(new Request(`http://127.0.0.1${href}`));
  expect(url("/admin/messages.data?_routes=routes%2Fadmin.messages._index&status=new").href).toBe(
    "http://127.0.0.1/admin/messages?status=new",
  );
  expect(url("/admin/messages?index").search).toBe("");
  expect(url("/admin/messages?index&q=a&index=2").search).toBe("?q=a&index=2");
  expect(url("/_.data").pathname).toBe("/");
  expect(url("/admin?tab=1").href).toBe("http://127.0.0.1/admin?tab=1");
});
