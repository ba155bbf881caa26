// Fresh pavement markings close up: either an accessible stall with its hatched aisle, wheel stops and symbol
// against a sidewalk, or a continental crosswalk with a stop bar, double yellow centre line and a painted curb.
import { between, chance, pick } from "../seeded-random";
import { ADA_BLUE, accessSymbol, asphaltBase, hatch } from "./pavement";
import { band, line, linearGradient, outline, rect, shadow } from "./svg";
import type { Canvas } from "./svg";

function accessibleStall(c: Canvas, white: string, stripeW: number): string[] {
  const { rng, w, h } = c;
  const parts: string[] = [];
  // Sidewalk with joints, curb and its shadow.
  const walkH = h * between(rng, 0.14, 0.2);
  parts.push(band(c, 0, walkH, "#d8d4cc"));
  for (let x = -rng() * w * 0.25; x < w; x += w * 0.25) parts.push(line(x, 0, x, walkH, "#a7a299", 2));
  parts.push(band(c, walkH, h * 0.025, "#e6e3dc"));
  parts.push(band(c, walkH + h * 0.025, h * 0.012, "#000000", `opacity="0.35"`));
  const top = walkH + h * 0.037;
  const stallW = w * between(rng, 0.3, 0.36);
  const aisleW = stallW * between(rng, 0.55, 0.7);
  const x0 = w * between(rng, 0.02, 0.12);
  const adaFirst = chance(rng, 0.5);
  const adaX = adaFirst ? x0 : x0 + aisleW;
  const aisleX = adaFirst ? x0 + stallW : x0;
  parts.push(
    hatch(
      c,
      "aisle",
      { x: aisleX, y: top, width: aisleW, height: h - top },
      aisleW / 3.2,
      h,
      ADA_BLUE,
      stripeW * 0.9,
    ),
  );
  parts.push(outline(aisleX + stripeW / 2, top, aisleW - stripeW, h - top + stripeW, ADA_BLUE, stripeW));
  // Stall lines (blue around the accessible stall, white elsewhere).
  parts.push(rect(adaX - stripeW / 2, top, stripeW, h - top, ADA_BLUE));
  parts.push(rect(adaX + stallW - stripeW / 2, top, stripeW, h - top, ADA_BLUE));
  for (let x = Math.max(adaX, aisleX) + (adaFirst ? stallW : aisleW) + stallW; x < w + stallW; x += stallW) {
    parts.push(rect(x - stripeW / 2, top, stripeW, h - top, white));
  }
  // Wheel stops.
  const stopW = stallW * 0.55;
  const stopH = h * 0.035;
  const stopY = top + h * 0.06;
  for (let x = adaX; x < w; x += stallW) {
    if (x >= aisleX && x < aisleX + aisleW) continue;
    parts.push(shadow(x + (stallW - stopW) / 2, stopY, stopW, stopH, 4, 0.3, 3));
    parts.push(rect(x + (stallW - stopW) / 2, stopY, stopW, stopH, "#c9c5bc", `rx="3"`));
  }
  const symbol = stallW * between(rng, 0.5, 0.6);
  parts.push(
    accessSymbol(adaX + (stallW - symbol) / 2, top + (h - top) * 0.5 - symbol * 0.3, symbol, ADA_BLUE, white),
  );
  return parts;
}

function crosswalk(c: Canvas, white: string, stripeW: number): string[] {
  const { rng, w, h } = c;
  const parts: string[] = [];
  const vertical = chance(rng, 0.5);
  // `along` is the direction of travel, which the crosswalk bars, centre lines and curb follow; `across` the other.
  const along = vertical ? w : h;
  const across = vertical ? h : w;
  // A strip following the direction of travel, at `at` across the road, `size` wide, from `from` for `length`.
  const lengthwise = (at: number, size: number, from: number, length: number, fill: string) =>
    vertical ? rect(from, at, length, size, fill) : rect(at, from, size, length, fill);
  // A strip across the road, at `at` along it, `size` wide, from `from` for `length`.
  const crosswise = (at: number, size: number, from: number, length: number, fill: string) =>
    vertical ? rect(at, from, size, length, fill) : rect(from, at, length, size, fill);

  const barLen = along * between(rng, 0.3, 0.38);
  const barW = across * between(rng, 0.045, 0.06);
  const gap = barW * between(rng, 0.9, 1.2);
  const crossStart = along * between(rng, 0.12, 0.25);
  for (let p = -rng() * (barW + gap); p < across; p += barW + gap) {
    parts.push(lengthwise(p, barW, crossStart, barLen, white));
  }
  const stopAt = crossStart + barLen + along * 0.06;
  const stopW = stripeW * 2.2;
  parts.push(crosswise(stopAt, stopW, 0, across * 0.5, white));
  const yellow = pick(rng, ["#f2c230", "#eebb2a"]);
  const centre = across * 0.5;
  const lineStart = stopAt + stopW + along * 0.04;
  for (const shift of [-stripeW * 1.2, stripeW * 1.2]) {
    parts.push(lengthwise(centre + shift - stripeW / 2, stripeW, lineStart, along - lineStart, yellow));
  }
  // Curb corner with a red fire-lane or yellow no-parking face.
  const curbColor = pick(rng, ["#c23b2e", "#e3b62b"]);
  const curbDepth = across * 0.05;
  parts.push(lengthwise(across - curbDepth, curbDepth, 0, along, "#d8d4cc"));
  parts.push(lengthwise(across - curbDepth - across * 0.018, across * 0.018, 0, along, curbColor));
  return parts;
}

export function paintStriping(c: Canvas): string {
  const { rng, w, h } = c;
  const parts: string[] = [];
  const tone = pick(rng, ["#26282c", "#2a2c30", "#222427"]);
  parts.push(asphaltBase(c, tone, Math.round((w * h) / 1200)));
  const white = pick(rng, ["#f6f6f2", "#f3f1e8"]);
  const stripeW = w * between(rng, 0.012, 0.016);
  parts.push(...(chance(rng, 0.5) ? accessibleStall(c, white, stripeW) : crosswalk(c, white, stripeW)));
  // Slight sheen of fresh paint.
  parts.push(
    rect(
      0,
      0,
      w,
      h,
      linearGradient(
        c,
        "sheen",
        [
          [0, "#ffffff"],
          [1, "#000000"],
        ],
        false,
      ),
      `opacity="0.05"`,
    ),
  );
  return parts.join("");
}
