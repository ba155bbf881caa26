import { expect, test } from "vitest";
import { markdownToText } from "./markdown-text";

const origin = "https://paving.example";

test("emphasis loses its asterisks and links read 'text (absolute url)'", () => {
  expect(
    markdownToText(
      "Hello **neighbours**, see *our* [contact page](/contact) or [the city](https://city.example).",
      origin,
    ),
  ).toBe(
    "Hello neighbours, see our contact page (https://paving.example/contact) or the city (https://city.example).",
  );
});

test("headings, paragraphs and lists are laid out as text", () => {
  const source =
    "# Spring news\n\nWe seal cracks.\n\n- Crack sealing\n- Sealcoating\n\n1. Call\n2. Book\n\nThanks";
  expect(markdownToText(source, origin)).toBe(
    "Spring news\n\nWe seal cracks.\n\n- Crack sealing\n- Sealcoating\n\n1. Call\n2. Book\n\nThanks",
  );
});

test("a bare address is written once, and raw HTML stays text", () => {
  expect(markdownToText("Visit https://paving.example/blog today. <b>hi</b>", origin)).toBe(
    "Visit https://paving.example/blog today. <b>hi</b>",
  );
});
