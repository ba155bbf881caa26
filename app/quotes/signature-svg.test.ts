import { describe, expect, test } from "vitest";
import { acceptFormSchema } from "./quote-schema";
import { cleanSignatureSvg, readSignature, SIGNATURE_REFUSAL } from "./signature-svg";

const svg = (body: string, viewBox = "0 0 300 100") =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="300" height="100">${body}</svg>`;

// What signature_pad 5 writes: one path per curve, with the pen's width, and a circle for a tap.
const padOutput = svg(
  '<path d="M 10.123,50.456 C 40.001,10.2 80.5,90.75 120.333,50" stroke-width="2.250" stroke="#111" fill="none" stroke-linecap="round"></path>' +
    '<circle r="1.5" cx="200.25" cy="40.5" fill="#111"></circle>' +
    '<line x1="5" y1="5" x2="25" y2="8" stroke-width="3"></line>',
);

describe("a drawn signature", () => {
  test("is kept as its strokes, parsed and written back at two decimals", () => {
    expect(cleanSignatureSvg(padOutput)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100">' +
        '<g fill="none" stroke="#000" stroke-linecap="round" stroke-linejoin="round">' +
        '<path d="M 10.12 50.46 C 40 10.2 80.5 90.75 120.33 50" stroke-width="2.25"/>' +
        '<path d="M 200.25 40.5 L 200.25 40.5" stroke-width="3"/>' +
        '<path d="M 5 5 L 25 8" stroke-width="3"/>' +
        "</g></svg>",
    );
  });

  test("relative commands, implicit linetos and every command letter end as absolute ones", () => {
    const drawing = readSignature(
      svg('<path d="m10 10 20 0 0 20h5v5c1 1 2 2 3 3s1 1 2 2q1 1 2 2t1 1l-1-1zM50 50L60 60"/>'),
    );
    expect(drawing?.strokes[0].d).toBe(
      "M 10 10 L 30 10 L 30 30 H 35 V 35 C 36 36 37 37 38 38 S 39 39 40 40 Q 41 41 42 42 T 43 43 L 42 42 Z M 50 50 L 60 60",
    );
    // What was stored reads back the same.
    const stored = cleanSignatureSvg(padOutput)!;
    expect(cleanSignatureSvg(stored)).toBe(stored);
  });

  test.each([
    ["a number far outside the pad", '<path d="M 10 10 L 1e300 50"/>'],
    ["a number past the pad's reach", '<path d="M 10 10 L 10 401"/>'],
    ["a relative step that walks off the pad", `<path d="M 10 10${" l 100 0".repeat(20)}"/>`],
    ["an infinite number", '<path d="M 10 10 L 1e999 5"/>'],
    ["NaN", '<path d="M 10 10 L NaN 5"/>'],
    ["an arc", '<path d="M 10 10 A 5 5 0 0 1 20 20"/>'],
    ["a stray character", '<path d="M 10 10 L 20 20 X"/>'],
    ["a missing number", '<path d="M 10 10 C 1 2 3 4 5"/>'],
    ["numbers before any command", '<path d="10 10 L 20 20"/>'],
    ["a path with no moveto first", '<path d="L 20 20"/>'],
    ["a dot with a bad radius", '<circle cx="5" cy="5" r="x"/>'],
    ["no stroke at all", "<script>alert(1)</script>"],
  ])("is refused with %s", (_, body) => {
    expect(readSignature(svg(body))).toBeNull();
    expect(cleanSignatureSvg(svg(body))).toBeNull();
  });

  test.each([
    ["no viewBox", '<svg xmlns="http://www.w3.org/2000/svg"><path d="M 1 1 L 2 2"/></svg>'],
    ["a huge viewBox", svg('<path d="M 1 1 L 2 2"/>', "0 0 1e9 100")],
    ["a viewBox of three numbers", svg('<path d="M 1 1 L 2 2"/>', "0 0 300")],
  ])("is refused with %s", (_, text) => expect(readSignature(text)).toBeNull());

  test("the accept form stores the clean SVG, refuses one it cannot read and takes none as none", () => {
    const base = { version: "1", consent: "on", name: "Rosa Alvarez" };
    expect(acceptFormSchema.parse({ ...base, signature: padOutput }).signature).toBe(
      cleanSignatureSvg(padOutput),
    );
    expect(acceptFormSchema.parse({ ...base, signature: "" }).signature).toBeNull();
    expect(acceptFormSchema.parse(base).signature).toBeNull();
    const refused = acceptFormSchema.safeParse({
      ...base,
      signature: svg('<path d="M 10 10 L 1e300 50"/>'),
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ["signature"], message: SIGNATURE_REFUSAL }),
    ]);
  });

  test("ignores elements other than strokes, and a stroke-width out of bounds takes the default pen", () => {
    const drawing = readSignature(
      svg('<rect width="100%" height="100%" fill="#fff"/><path d="M 1 1 L 9 9" stroke-width="1e6"/>'),
    );
    expect(drawing).toMatchObject({ width: 300, height: 100, strokes: [{ d: "M 1 1 L 9 9", width: 2 }] });
  });
});
