// Yellow iron, drawn in a local 100-unit box standing on the origin and facing +x, then placed and scaled.
import { circle, ellipse, f, group, line, mix, poly, rect } from "./svg";

export const MACHINE_YELLOWS = ["#e8b21f", "#f0a81c", "#e9c02a", "#dca018"];
const DARK = "#2a2a2b";
const ROLLER = "#4b4b4d";

/** Places a machine's parts at (x, y), `size` tall; `facing` -1 mirrors it. */
function placeMachine(parts: string[], x: number, y: number, size: number, facing?: 1 | -1): string {
  const s = Math.round((size / 100) * 1000) / 1000;
  const scale = facing === undefined ? f(s) : `${f(facing * s)} ${f(s)}`;
  return group(parts, `transform="translate(${f(x)} ${f(y)}) scale(${scale})"`);
}

/** A crawler's shadow, track and rollers. */
function crawler(
  shadowRx: number,
  trackWidth: number,
  trackHeight: number,
  rollers: [number, number][],
): string[] {
  const half = trackHeight / 2;
  return [
    ellipse(0, 2, shadowRx, 5, "#000000", `opacity="0.22"`),
    rect(-50, -trackHeight, trackWidth, trackHeight, DARK, `rx="${f(half)}"`),
    ...rollers.map(([x, r]) => circle(x, -half, r, ROLLER)),
  ];
}

export function dozer(x: number, y: number, size: number, facing: 1 | -1, yellow: string): string {
  const parts = [
    ...crawler(62, 84, 22, [
      [-39, 7],
      [23, 7],
      [-18, 4.5],
      [2, 4.5],
    ]),
    rect(-46, -42, 72, 20, yellow),
    rect(-4, -50, 34, 28, yellow),
    rect(-44, -76, 34, 34, yellow),
    rect(-40, -72, 26, 17, "#a9c4d4", `opacity="0.9"`),
    rect(-44, -80, 36, 5, mix(yellow, "#000000", 0.25)),
    rect(14, -64, 4, 14, DARK),
    line(20, -30, 40, -20, DARK, 4),
    poly(
      [
        [38, -46],
        [46, -48],
        [50, -30],
        [48, 2],
        [38, 2],
        [40, -28],
      ],
      "#3b3b3d",
    ),
    poly(
      [
        [-50, -30],
        [-62, -28],
        [-66, 2],
        [-60, 2],
        [-56, -22],
      ],
      DARK,
    ),
    rect(-46, -42, 72, 3, "#ffffff", `opacity="0.18"`),
  ];
  return placeMachine(parts, x, y, size, facing);
}

export function excavatorBody(x: number, y: number, size: number, yellow: string): string {
  const parts = [
    ...crawler(58, 96, 20, [
      [-38, 6.5],
      [34, 6.5],
    ]),
    rect(-10, -26, 20, 6, "#3b3b3d"),
    rect(-48, -48, 78, 22, yellow, `rx="3"`),
    rect(-56, -46, 12, 18, mix(yellow, "#000000", 0.3)),
    rect(8, -80, 26, 34, yellow, `rx="3"`),
    rect(12, -76, 18, 18, "#a9c4d4", `opacity="0.9"`),
    rect(-30, -56, 4, 8, DARK),
  ];
  return placeMachine(parts, x, y, size);
}
