import { expect, test } from "vitest";
import { renderMarkdown } from "./markdown.server";

test("plain paragraphs become paragraphs", () => {
  expect(renderMarkdown("First line.\n\nSecond paragraph.")).toBe(
    "<p>First line.</p>\n<p>Second paragraph.</p>\n",
  );
});

test("markup typed by an admin is shown as text", () => {
  const html = renderMarkdown('<script>alert(1)</script> <img src=x onerror="alert(2)">');
  expect(html).not.toContain("<script");
  expect(html).not.toContain("<img");
  expect(html).toContain("&lt;script&gt;");
});

test("javascript: links are not made into links", () => {
  expect(renderMarkdown("[x](javascript:alert(1))")).not.toContain("href");
  expect(renderMarkdown("[site](https://example.com)")).toContain('<a href="https://example.com">site</a>');
});
