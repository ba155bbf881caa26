import { expect, test } from "vitest";
import { markdownBlocks } from "./pdf-markdown";

test("paragraphs, headings, bold, italic and both kinds of list become styled blocks, without their syntax", () => {
  const blocks = markdownBlocks(
    "## Scope\n\nWe **mill** and *pave*.\n\n- One\n- Two\n  1. Nested\n\n3. Third\n\n<b>raw</b>, [terms](/terms)",
    "https://paving.example",
  );
  expect(blocks).toEqual([
    {
      runs: [{ text: "Scope", bold: true, italic: false }],
      marker: null,
      depth: 0,
      heading: true,
      follows: false,
    },
    {
      runs: [
        { text: "We ", bold: false, italic: false },
        { text: "mill", bold: true, italic: false },
        { text: " and ", bold: false, italic: false },
        { text: "pave", bold: false, italic: true },
        { text: ".", bold: false, italic: false },
      ],
      marker: null,
      depth: 0,
      heading: false,
      follows: false,
    },
    {
      runs: [{ text: "One", bold: false, italic: false }],
      marker: "•",
      depth: 1,
      heading: false,
      follows: false,
    },
    {
      runs: [{ text: "Two", bold: false, italic: false }],
      marker: "•",
      depth: 1,
      heading: false,
      follows: true,
    },
    {
      runs: [{ text: "Nested", bold: false, italic: false }],
      marker: "1.",
      depth: 2,
      heading: false,
      follows: true,
    },
    {
      runs: [{ text: "Third", bold: false, italic: false }],
      marker: "3.",
      depth: 1,
      heading: false,
      follows: false,
    },
    {
      // No HTML is read: a tag stays text; a site link prints its whole address.
      runs: [{ text: "<b>raw</b>, terms (https://paving.example/terms)", bold: false, italic: false }],
      marker: null,
      depth: 0,
      heading: false,
      follows: false,
    },
  ]);
});
