import { expect, test } from "vitest";
import { telHref } from "./tel";

test("a phone number as people write it becomes a dialable tel: link", () => {
  expect(telHref("(480) 555-0199")).toBe("tel:4805550199");
  expect(telHref("+1 480.555.0199")).toBe("tel:+14805550199");
  expect(telHref("480-555-0199 ext. 12")).toBe("tel:4805550199;ext=12");
  expect(telHref("n/a")).toBeNull();
});
