// A paved desert road in perspective: sky and mountains, shoulders, edge lines, a yellow centre line (double or
// dashed) and saguaros and shrubs along the way.
import { between, chance, int, pick, seededRandom } from "../seeded-random";
import { paintSkyline, pickDesertPalette, saguaro, shrub } from "./desert";
import { linearGradient, mix, poly, shadedGround, speckles } from "./svg";
import type { Canvas } from "./svg";

export function paintRoad(c: Canvas): string {
  const { rng, w, h } = c;
  const { sky, earth } = pickDesertPalette(rng);
  const horizon = h * between(rng, 0.42, 0.5);
  const parts: string[] = [];
  parts.push(paintSkyline(c, horizon, sky));
  parts.push(shadedGround(c, "ground", horizon, earth.light, earth.dark));
  parts.push(
    speckles(c, 0, horizon, w, h - horizon, Math.round(w / 3), {
      colors: [earth.shadow, "#f3e3c8"],
      size: [0.0008, 0.0025],
      opacity: [0.25, 0.6],
    }),
  );

  const vx = w * between(rng, 0.4, 0.6);
  const roadHalf = w * between(rng, 0.3, 0.42);
  const bottomCenter = w * between(rng, 0.45, 0.55);
  const top = w * 0.006;
  const edgeAt = (t: number, side: -1 | 1): number => {
    const cx = vx + (bottomCenter - vx) * t;
    return cx + side * (top + (roadHalf - top) * t);
  };
  const yAt = (t: number) => horizon + (h - horizon) * t;

  // Shoulders, then pavement.
  const shoulder = 1.12;
  parts.push(
    poly(
      [
        [vx - top * shoulder, horizon],
        [vx + top * shoulder, horizon],
        [bottomCenter + roadHalf * shoulder, h],
        [bottomCenter - roadHalf * shoulder, h],
      ],
      mix(earth.dark, "#7d7468", 0.45),
    ),
  );
  const asphalt = pick(rng, ["#2d2f33", "#34363b", "#2a2b2e"]);
  parts.push(
    poly(
      [
        [edgeAt(0, -1), horizon],
        [edgeAt(0, 1), horizon],
        [edgeAt(1, 1), h],
        [edgeAt(1, -1), h],
      ],
      linearGradient(c, "road", [
        [0, mix(asphalt, sky.far, 0.35)],
        [1, asphalt],
      ]),
    ),
  );

  // Edge lines: a band between 90% and 94% of the half-width on each side.
  for (const side of [-1, 1] as const) {
    const at = (t: number, k: number) =>
      vx + (bottomCenter - vx) * t + side * (top + (roadHalf - top) * t) * k;
    const t0 = 0.02;
    parts.push(
      poly(
        [
          [at(t0, 0.9), yAt(t0)],
          [at(t0, 0.94), yAt(t0)],
          [at(1, 0.94), h],
          [at(1, 0.9), h],
        ],
        "#f1efe8",
        `opacity="0.9"`,
      ),
    );
  }

  // Centre line: double yellow or dashed yellow, drawn as quads in perspective.
  const dashed = chance(rng, 0.55);
  const yellow = pick(rng, ["#f2c230", "#eebb2a", "#f5cd45"]);
  const centerAt = (t: number) => vx + (bottomCenter - vx) * t;
  const quad = (t0: number, t1: number, shift: number) => {
    const w0 = Math.max(0.4, w * 0.006 * t0);
    const w1 = Math.max(0.4, w * 0.006 * t1);
    return poly(
      [
        [centerAt(t0) + shift * t0 - w0 / 2, yAt(t0)],
        [centerAt(t0) + shift * t0 + w0 / 2, yAt(t0)],
        [centerAt(t1) + shift * t1 + w1 / 2, yAt(t1)],
        [centerAt(t1) + shift * t1 - w1 / 2, yAt(t1)],
      ],
      yellow,
    );
  };
  if (dashed) {
    const dashes = 14;
    for (let i = 0; i < dashes; i++) {
      const t0 = Math.pow(i / dashes, 2);
      const t1 = Math.pow((i + 0.45) / dashes, 2);
      if (t1 > 0.002) parts.push(quad(t0, t1, 0));
    }
  } else {
    const gap = w * 0.012;
    parts.push(quad(0.005, 1, -gap));
    parts.push(quad(0.005, 1, gap));
  }

  // Roadside saguaros and shrubs, far to near.
  const props: { y: number; draw: () => string }[] = [];
  const propCount = int(rng, 5, 9);
  for (let i = 0; i < propCount; i++) {
    const t = Math.pow(between(rng, 0.05, 1), 1.4);
    const y = yAt(t);
    const side: -1 | 1 = chance(rng, 0.5) ? -1 : 1;
    const edge = edgeAt(t, side);
    const margin = (w * 0.04 + w * 0.3 * rng()) * Math.max(0.15, t);
    const x = edge + side * margin;
    if (x < -w * 0.05 || x > w * 1.05) continue;
    const isCactus = chance(rng, 0.55);
    const height = h * (0.05 + 0.5 * t);
    const seedRng = seededRandom(Math.floor(rng() * 1e9));
    props.push({
      y,
      draw: () => (isCactus ? saguaro(seedRng, x, y, height) : shrub(seedRng, x, y, height * 0.25)),
    });
  }
  props.sort((a, b) => a.y - b.y).forEach((prop) => parts.push(prop.draw()));
  return parts.join("");
}
