// Pavement and what is painted on it: asphalt with aggregate, the accessible-parking symbol, hatched aisles, arrows.
import {
  circle,
  clipPath,
  f,
  grittyBand,
  group,
  line,
  linearGradient,
  mix,
  poly,
  polyline,
  rect,
} from "./svg";
import type { Canvas } from "./svg";

export const ADA_BLUE = "#1f5fae";

/** Asphalt of the given tone over the whole picture, lighter at the top, with `speckleCount` grains of aggregate. */
export function asphaltBase(c: Canvas, tone: string, speckleCount: number): string {
  const fill = linearGradient(c, "asphalt", [
    [0, mix(tone, "#ffffff", 0.06)],
    [1, mix(tone, "#000000", 0.12)],
  ]);
  return grittyBand(c, 0, c.h, fill, speckleCount, {
    colors: [mix(tone, "#ffffff", 0.25), mix(tone, "#000000", 0.35), mix(tone, "#c8b49a", 0.3)],
    size: [0.0008, 0.0024],
    opacity: [0.35, 0.8],
  });
}

/**
 * Diagonal stripes filling a box (an access aisle), clipped to it: lines rising from the box's bottom edge to its
 * top, `step` apart, starting `reach` before the box and ending `reach` after it.
 */
export function hatch(
  c: Canvas,
  name: string,
  box: { x: number; y: number; width: number; height: number },
  step: number,
  reach: number,
  stroke: string,
  strokeWidth: number,
): string {
  const { x, y, width, height } = box;
  const clip = clipPath(c, name, rect(x, y, width, height, "#ffffff"));
  const lines: string[] = [];
  for (let k = -reach; k < width + reach; k += step) {
    lines.push(line(x + k, y + height, x + k + height, y, stroke, strokeWidth));
  }
  return group(lines, clip);
}

/** The International Symbol of Access, drawn in a 100 x 100 box at (x, y) with side `size`. */
export function accessSymbol(
  x: number,
  y: number,
  size: number,
  background: string,
  foreground: string,
): string {
  const scale = size / 100;
  return group(
    [
      rect(0, 0, 100, 100, background, `rx="6"`),
      circle(56, 20, 8, foreground),
      polyline(
        [
          [50, 33],
          [50, 60],
          [70, 60],
          [79, 82],
        ],
        foreground,
        9,
      ),
      polyline(
        [
          [50, 45],
          [67, 45],
        ],
        foreground,
        7,
      ),
      `<path d="M 36 48 A 22 22 0 1 0 66 76" fill="none" stroke="${foreground}" stroke-width="7" stroke-linecap="round"/>`,
    ],
    `transform="translate(${f(x)} ${f(y)}) scale(${Math.round(scale * 10000) / 10000})"`,
  );
}

/** A block arrow pointing along +x (or -x), centred at (x, y). */
export function arrow(
  x: number,
  y: number,
  length: number,
  thickness: number,
  direction: 1 | -1,
  fill: string,
): string {
  const half = length / 2;
  const head = length * 0.35;
  const t = thickness / 2;
  const d = direction;
  return poly(
    [
      [x - d * half, y - t],
      [x + d * (half - head), y - t],
      [x + d * (half - head), y - t * 2.4],
      [x + d * half, y],
      [x + d * (half - head), y + t * 2.4],
      [x + d * (half - head), y + t],
      [x - d * half, y + t],
    ],
    fill,
  );
}
