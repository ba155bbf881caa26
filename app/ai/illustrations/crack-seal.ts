// Aged asphalt with oil stains, a faded stripe and hairline cracks, and the long cracks already sealed in black
// bands with their branches.
import { between, chance, int, pick, type Random } from "../seeded-random";
import { asphaltBase } from "./pavement";
import { ellipse, f, polyline, rect } from "./svg";
import type { Canvas, Point } from "./svg";

/** Random-walk crack from (x, y) heading roughly along `angle`. */
function crackPoints(
  rng: Random,
  x: number,
  y: number,
  angle: number,
  length: number,
  step: number,
): Point[] {
  const list: Point[] = [[x, y]];
  let heading = angle;
  let px = x;
  let py = y;
  for (let travelled = 0; travelled < length; travelled += step) {
    heading += between(rng, -0.5, 0.5);
    heading = angle + (heading - angle) * 0.6;
    px += Math.cos(heading) * step;
    py += Math.sin(heading) * step;
    list.push([px, py]);
  }
  return list;
}

/** A worn stripe in dashes of random length, across or down the picture. */
function fadedStripe(c: Canvas): string {
  const { rng, w, h } = c;
  const parts: string[] = [];
  const stripeColor = pick(rng, ["#ece9df", "#e9c65a"]);
  const horizontal = chance(rng, 0.5);
  const pos = between(rng, 0.2, 0.8) * (horizontal ? h : w);
  const thickness = Math.max(3, w * 0.012);
  let along = -rng() * w * 0.2;
  const extent = horizontal ? w : h;
  while (along < extent) {
    const len = between(rng, 0.05, 0.25) * extent;
    parts.push(
      horizontal
        ? rect(along, pos, len, thickness, stripeColor, `opacity="${f(between(rng, 0.2, 0.45))}"`)
        : rect(pos, along, thickness, len, stripeColor, `opacity="${f(between(rng, 0.2, 0.45))}"`),
    );
    along += len + between(rng, 0.01, 0.06) * extent;
  }
  return parts.join("");
}

export function paintCrackSeal(c: Canvas): string {
  const { rng, w, h } = c;
  const parts: string[] = [];
  const tone = pick(rng, ["#85827c", "#7c7a75", "#8e8a83", "#78756f"]);
  parts.push(asphaltBase(c, tone, Math.round((w * h) / 700)));

  // Oil stains and a faded stripe.
  const stains = int(rng, 1, 3);
  for (let i = 0; i < stains; i++) {
    parts.push(
      ellipse(
        between(rng, 0.1, 0.9) * w,
        between(rng, 0.1, 0.9) * h,
        w * between(rng, 0.04, 0.09),
        h * between(rng, 0.03, 0.07),
        "#3a3835",
        `opacity="${f(between(rng, 0.15, 0.3))}"`,
      ),
    );
  }
  if (chance(rng, 0.7)) parts.push(fadedStripe(c));

  // Hairline cracks not yet sealed.
  const hairlines = int(rng, 3, 6);
  for (let i = 0; i < hairlines; i++) {
    const list = crackPoints(
      rng,
      between(rng, 0, 1) * w,
      between(rng, 0, 1) * h,
      rng() * Math.PI * 2,
      w * between(rng, 0.08, 0.2),
      w * 0.015,
    );
    parts.push(polyline(list, "#3e3c39", Math.max(1, w * 0.0015), `opacity="0.8"`));
  }

  // Sealed cracks: long longitudinal runs, transverse cracks and branches.
  const sealant = pick(rng, ["#111214", "#151618", "#0e0f11"]);
  const bandW = Math.max(4, Math.min(w, h) * between(rng, 0.014, 0.022));
  const cracks: Point[][] = [];
  const longitudinal = int(rng, 1, 3);
  for (let i = 0; i < longitudinal; i++) {
    cracks.push(
      crackPoints(rng, -w * 0.05, between(rng, 0.15, 0.85) * h, between(rng, -0.25, 0.25), w * 1.1, w * 0.03),
    );
  }
  const transverse = int(rng, 2, 4);
  for (let i = 0; i < transverse; i++) {
    cracks.push(
      crackPoints(
        rng,
        between(rng, 0.1, 0.9) * w,
        -h * 0.05,
        Math.PI / 2 + between(rng, -0.3, 0.3),
        h * 1.1,
        h * 0.035,
      ),
    );
  }
  const branches: Point[][] = [];
  for (const crack of cracks) {
    const count = int(rng, 0, 2);
    for (let i = 0; i < count; i++) {
      const [bx, by] = pick(rng, crack);
      branches.push(crackPoints(rng, bx, by, rng() * Math.PI * 2, w * between(rng, 0.08, 0.18), w * 0.02));
    }
  }
  const all = [...cracks, ...branches];
  for (const crack of all) parts.push(polyline(crack, "#000000", bandW * 1.5, `opacity="0.12"`));
  for (const crack of all) parts.push(polyline(crack, sealant, bandW));
  for (const crack of all) parts.push(polyline(crack, "#4a4d54", bandW * 0.25, `opacity="0.45"`));
  return parts.join("");
}
