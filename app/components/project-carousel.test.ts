import { expect, test } from "vitest";
import { DRAG_THRESHOLD_PX, slideAfterDrag } from "./project-carousel";

test("a drag beyond 50 px moves one image, wrapping at both ends; shorter drags stay", () => {
  expect(DRAG_THRESHOLD_PX).toBe(50);
  expect(slideAfterDrag(0, 3, -51)).toBe(1);
  expect(slideAfterDrag(2, 3, -120)).toBe(0);
  expect(slideAfterDrag(0, 3, 51)).toBe(2);
  expect(slideAfterDrag(1, 3, 49)).toBe(1);
  expect(slideAfterDrag(1, 3, -49)).toBe(1);
  expect(slideAfterDrag(1, 3, 0)).toBe(1);
});
