import { expect, test } from "vitest";
import { formatSize, parseSize, SIZE_MESSAGES, sizeText } from "./estimate-size";

test("a size keeps up to two decimals, as typed", () => {
  expect(parseSize("2.5")).toEqual({ ok: true, size: 2.5, unit: null });
  expect(parseSize("0.5")).toEqual({ ok: true, size: 0.5, unit: null });
  expect(parseSize(".75")).toEqual({ ok: true, size: 0.75, unit: null });
  expect(parseSize("1,200")).toEqual({ ok: true, size: 1200, unit: null });
  expect(parseSize("1 200.25")).toEqual({ ok: true, size: 1200.25, unit: null });
  expect(parseSize("2.555")).toEqual({ ok: false, message: SIZE_MESSAGES.decimals });
});

test("a unit typed with the size is understood", () => {
  expect(parseSize("120 stalls")).toEqual({ ok: true, size: 120, unit: "parking stalls" });
  expect(parseSize("2.5 acres")).toEqual({ ok: true, size: 2.5, unit: "acres" });
  expect(parseSize("about 2.5 Acres")).toEqual({ ok: true, size: 2.5, unit: "acres" });
  expect(parseSize("12,000 sq. ft")).toEqual({ ok: true, size: 12000, unit: "sq ft" });
  expect(parseSize("12000sqft")).toEqual({ ok: true, size: 12000, unit: "sq ft" });
  expect(parseSize("300 linear feet")).toEqual({ ok: true, size: 300, unit: "linear ft" });
  expect(parseSize("40 parking spaces")).toEqual({ ok: true, size: 40, unit: "parking stalls" });
});

test("anything else is answered with an example", () => {
  expect(parseSize("big")).toEqual({ ok: false, message: "Enter the size as a number, such as 2.5" });
  expect(parseSize("120 trucks")).toEqual({ ok: false, message: SIZE_MESSAGES.notNumber });
  expect(parseSize("10 x 20 ft")).toEqual({ ok: false, message: SIZE_MESSAGES.notNumber });
  expect(parseSize("0")).toEqual({ ok: false, message: SIZE_MESSAGES.positive });
  expect(parseSize("-3")).toEqual({ ok: false, message: SIZE_MESSAGES.positive });
  expect(parseSize("100000000")).toEqual({ ok: false, message: SIZE_MESSAGES.tooLarge });
});

test("the office reads the size as the visitor typed it", () => {
  expect(formatSize(2.5)).toBe("2.5");
  expect(formatSize(0.5)).toBe("0.5");
  expect(formatSize(12000)).toBe("12,000");
  expect(formatSize(1200.25)).toBe("1,200.25");
  expect(sizeText(2.5, "acres")).toBe("2.5 acres");
  expect(sizeText(120, "")).toBe("120");
  expect(sizeText(null, "acres")).toBe("");
});
