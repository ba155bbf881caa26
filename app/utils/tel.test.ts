import { describe, expect, test } from "vitest";
import { formatPhone, telHref, usPhoneDigits } from "./tel";

describe("the US phone rule", () => {
  test("ten digits written any usual way are kept as the digits", () => {
    for (const written of [
      "480.555.0142",
      "(480) 555-0142",
      "480-555-0142",
      "480 555 0142",
      "4805550142",
      "+1 480 555 0142",
      "+1 (480) 555-0142",
      "1-480-555-0142",
      "  480.555.0142  ",
    ]) {
      expect(usPhoneDigits(written), written).toBe("4805550142");
    }
  });

  test("anything else is refused", () => {
    for (const written of [
      "12",
      "602-555-014",
      "602-555-01423",
      "480-555-0142 ext 3",
      "call me",
      "+44 20 7946 0958",
      "148-055-5014",
      "480-055-0142",
      "",
    ]) {
      expect(usPhoneDigits(written), written).toBeNull();
    }
  });
});

test("a phone is shown as (480) 555-0142, and a number stored before the rule as it was typed", () => {
  expect(formatPhone("4805550142")).toBe("(480) 555-0142");
  expect(formatPhone("480.555.0142")).toBe("(480) 555-0142");
  expect(formatPhone("480-555-0142 ext. 12")).toBe("480-555-0142 ext. 12");
});

test("a US number dials in full international form; others as people write them", () => {
  expect(telHref("4805550142")).toBe("tel:+14805550142");
  expect(telHref("(480) 555-0199")).toBe("tel:+14805550199");
  expect(telHref("+1 480.555.0199")).toBe("tel:+14805550199");
  expect(telHref("480-555-0199 ext. 12")).toBe("tel:4805550199;ext=12");
  expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
  expect(telHref("12")).toBeNull();
  expect(telHref("n/a")).toBeNull();
});
