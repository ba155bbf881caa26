import { expect, test } from "vitest";
import { absolutizeMailLinks } from "./absolute-links";

const origin = "https://paving.example";

test("site paths in href and src become PUBLIC_URL links; others are left alone", () => {
  const html =
    '<a href="/contact">Contact</a> <img src="/media/a.webp" alt=""> <a href="/">Home</a>' +
    ' <a href="https://other.example/x">Other</a> <a href="//cdn.example/y">CDN</a>' +
    ' <a href="mailto:office@example.com">Mail</a> <a href="#top">Top</a>';
  expect(absolutizeMailLinks(html, `${origin}/`)).toBe(
    `<a href="${origin}/contact">Contact</a> <img src="${origin}/media/a.webp" alt=""> <a href="${origin}/">Home</a>` +
      ' <a href="https://other.example/x">Other</a> <a href="//cdn.example/y">CDN</a>' +
      ' <a href="mailto:office@example.com">Mail</a> <a href="#top">Top</a>',
  );
});

test("query strings and escaped ampersands are kept as written", () => {
  expect(absolutizeMailLinks("<a href='/blog?page=2&amp;q=seal'>x</a>", origin)).toBe(
    `<a href='${origin}/blog?page=2&amp;q=seal'>x</a>`,
  );
});

test("text that merely mentions href= outside a tag attribute pattern is not touched", () => {
  expect(absolutizeMailLinks("<p>Write href=/contact in your notes</p>", origin)).toBe(
    "<p>Write href=/contact in your notes</p>",
  );
});
