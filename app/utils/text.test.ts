import { expect, test } from "vitest";
import { formatDate, isoDate, toParagraphs } from "./text";

test("paragraphs split on blank lines and join wrapped lines", () => {
  expect(toParagraphs("One\nline.\n\nTwo.\r\n\r\n  \n\nThree.")).toEqual(["One line.", "Two.", "Three."]);
  expect(toParagraphs("")).toEqual([]);
});

test("dates read in Arizona time, calendar dates stay on their day", () => {
  expect(formatDate("2025-03-01")).toBe("March 1, 2025");
  expect(formatDate("2025-03-01T03:00:00.000Z")).toBe("February 28, 2025");
  expect(formatDate(new Date("2024-07-04T18:00:00Z"))).toBe("July 4, 2024");
  expect(formatDate("not a date")).toBe("");
  expect(isoDate("2025-03-01")).toBe("2025-03-01");
  expect(isoDate("2025-03-01T03:00:00Z")).toBe("2025-03-01T03:00:00.000Z");
});

test("phone numbers become tel: links", async () => {
  const { telHref } = await import("./text");
  expect(telHref("(480) 555-0186")).toBe("tel:4805550186");
  expect(telHref("+1 480.555.0186")).toBe("tel:+14805550186");
});
