import { expect, test } from "vitest";
import { isHoneypotFilled } from "./honeypot";

test("an absent or blank trap field passes", () => {
  for (const value of [undefined, null, "", "   "])
    expect(isHoneypotFilled(value), String(value)).toBe(false);
});

test("any content in the trap field gives a bot away, whatever its type", () => {
  for (const value of ["http://spam.example", ["x"], { a: 1 }, 1, 0, true, false, new Blob(["x"])]) {
    expect(isHoneypotFilled(value), JSON.stringify(value)).toBe(true);
  }
});
