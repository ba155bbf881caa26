import { expect, test } from "vitest";
import { groupDigits, toParagraphs } from "./text";

test("paragraphs split on blank lines and join wrapped lines", () => {
  expect(toParagraphs("One\nline.\n\nTwo.\r\n\r\n  \n\nThree.")).toEqual(["One line.", "Two.", "Three."]);
  expect(toParagraphs("")).toEqual([]);
});

test("counts read with thousands separators, as en-US writes them", () => {
  for (const count of [0, 1, 12, 999, 1000, 10_000, 123_456, 1_234_567]) {
    expect(groupDigits(count)).toBe(count.toLocaleString("en-US"));
  }
});
