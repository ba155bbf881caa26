// An earthwork pad: desert and mountains behind, compacted lifts and track cleat marks, a stockpile, survey stakes
// with flagging joined by a grade string, and a dozer raising dust.
import { between, chance, int, pick } from "../seeded-random";
import { paintSkyline, pickDesertPalette, saguaro, shrub } from "./desert";
import { dozer, MACHINE_YELLOWS } from "./machines";
import { band, ellipse, f, mix, poly, polyline, rect, shadedGround, speckles } from "./svg";
import type { Canvas, Point } from "./svg";

const FLAG_COLORS = ["#ff4f9a", "#ff8a1f", "#2f7de1", "#f2e13a"];

/** Survey stakes with flagging at the given points, joined by a grade string; nearer stakes are drawn larger. */
function surveyStakes(c: Canvas, horizon: number, stakes: Point[], flag: string): string[] {
  const { w, h } = c;
  const parts: string[] = [];
  const stringHeight = (y: number) => h * 0.08 * ((y - horizon) / (h - horizon));
  parts.push(
    polyline(
      stakes.map(([x, y]) => [x, y - stringHeight(y)] as Point),
      "#f7f2e6",
      Math.max(1, w * 0.0012),
      `opacity="0.85"`,
    ),
  );
  for (const [x, y] of stakes) {
    const scale = (y - horizon) / (h - horizon);
    const stakeH = h * 0.15 * scale;
    const stakeW = Math.max(2, w * 0.006 * scale);
    parts.push(rect(x - stakeW / 2, y - stakeH, stakeW, stakeH, "#d8b98a"));
    parts.push(rect(x - stakeW / 2, y - stakeH, stakeW, stakeH * 0.18, flag));
    parts.push(
      poly(
        [
          [x + stakeW / 2, y - stakeH],
          [x + stakeW / 2 + stakeH * 0.35, y - stakeH * 0.92],
          [x + stakeW / 2, y - stakeH * 0.8],
        ],
        flag,
      ),
    );
    parts.push(ellipse(x, y, stakeW * 1.4, stakeW * 0.4, "#000000", `opacity="0.2"`));
  }
  return parts;
}

export function paintGrading(c: Canvas): string {
  const { rng, w, h } = c;
  const { sky, earth } = pickDesertPalette(rng);
  const horizon = h * between(rng, 0.3, 0.38);
  const padTop = horizon + h * between(rng, 0.05, 0.09);
  const parts: string[] = [];
  parts.push(paintSkyline(c, horizon, sky));

  // Undisturbed desert between the mountains and the pad.
  parts.push(band(c, horizon, padTop - horizon + 2, mix(earth.dark, "#8c8a5a", 0.25)));
  const farCount = int(rng, 4, 8);
  for (let i = 0; i < farCount; i++) {
    const x = between(rng, 0, 1) * w;
    const y = between(rng, horizon + (padTop - horizon) * 0.4, padTop);
    parts.push(
      chance(rng, 0.45) ? saguaro(rng, x, y, h * between(rng, 0.05, 0.09)) : shrub(rng, x, y, h * 0.03),
    );
  }

  // The graded pad, with lighter compacted lifts and track cleat marks.
  parts.push(shadedGround(c, "pad", padTop, earth.light, earth.dark));
  parts.push(band(c, padTop, h * 0.008, earth.shadow, `opacity="0.5"`));
  const lifts = int(rng, 3, 5);
  for (let i = 0; i < lifts; i++) {
    const y = padTop + ((i + 0.5) / lifts) * (h - padTop);
    const thickness = (h - padTop) * between(rng, 0.04, 0.1);
    parts.push(
      poly(
        [
          [0, y],
          [w, y + between(rng, -0.03, 0.03) * h],
          [w, y + thickness],
          [0, y + thickness * between(rng, 0.6, 1.2)],
        ],
        "#ffffff",
        `opacity="${f(between(rng, 0.06, 0.14))}"`,
      ),
    );
  }
  parts.push(
    speckles(c, 0, padTop, w, h - padTop, Math.round(w / 2), {
      colors: [earth.shadow, "#f5e6cc", "#ece4d4"],
      size: [0.0008, 0.003],
      opacity: [0.3, 0.7],
    }),
  );
  const trackRows = int(rng, 2, 4);
  for (let r = 0; r < trackRows; r++) {
    const y0 = between(rng, padTop + (h - padTop) * 0.2, h * 0.96);
    const slope = between(rng, -0.08, 0.08);
    const scale = (y0 - horizon) / (h - horizon);
    const cleatW = w * 0.006 * scale;
    const cleatH = h * 0.018 * scale;
    for (let x = 0; x < w; x += cleatW * 2.2) {
      const y = y0 + slope * x;
      parts.push(rect(x, y, cleatW, cleatH, earth.shadow, `opacity="0.22"`));
      parts.push(rect(x, y + cleatH * 2.4, cleatW, cleatH, earth.shadow, `opacity="0.22"`));
    }
  }

  // A stockpile at one side.
  const pileLeft = chance(rng, 0.5);
  const pileW = w * between(rng, 0.22, 0.32);
  const pileX = pileLeft ? -pileW * 0.2 : w - pileW * 0.8;
  const pileBase = padTop + (h - padTop) * between(rng, 0.25, 0.4);
  const pileH = h * between(rng, 0.1, 0.16);
  const pile: Point[] = [[pileX, pileBase]];
  const pileSteps = 10;
  for (let i = 1; i < pileSteps; i++) {
    const t = i / pileSteps;
    pile.push([pileX + t * pileW, pileBase - pileH * Math.sin(Math.PI * t) * between(rng, 0.85, 1.05)]);
  }
  pile.push([pileX + pileW, pileBase]);
  parts.push(poly(pile, earth.dark));
  parts.push(
    poly(
      pile.slice(0, Math.ceil(pileSteps / 2) + 1).concat([[pileX + pileW * 0.5, pileBase]]),
      "#ffffff",
      `opacity="0.12"`,
    ),
  );

  // Survey stakes with flagging, joined by a grade string (drawn last, in front of the dozer).
  const flag = pick(rng, FLAG_COLORS);
  const stakeCount = int(rng, 4, 7);
  const stakeY0 = padTop + (h - padTop) * between(rng, 0.45, 0.6);
  const stakeSlope = between(rng, -0.1, 0.1);
  const stakes: Point[] = [];
  for (let i = 0; i < stakeCount; i++) {
    const x = ((i + 0.5) / stakeCount) * w + between(rng, -0.03, 0.03) * w;
    const y = stakeY0 + stakeSlope * (x - w / 2) + between(rng, -0.01, 0.01) * h;
    stakes.push([x, y]);
  }
  const stakeParts = surveyStakes(c, horizon, stakes, flag);

  // Dozer with a dust cloud behind it.
  const facing: 1 | -1 = chance(rng, 0.5) ? 1 : -1;
  const dozerX = w * (pileLeft ? between(rng, 0.55, 0.75) : between(rng, 0.25, 0.45));
  const dozerY = padTop + (h - padTop) * between(rng, 0.3, 0.42);
  const dozerSize = h * between(rng, 0.28, 0.34);
  const dust = mix(earth.light, "#ffffff", 0.35);
  const puffs: [number, number, number, number, string][] = [
    [0.7, 0.2, 0.55, 0.22, "0.5"],
    [1.05, 0.32, 0.4, 0.18, "0.35"],
  ];
  for (const [behind, above, rx, ry, opacity] of puffs) {
    parts.push(
      ellipse(
        dozerX - facing * dozerSize * behind,
        dozerY - dozerSize * above,
        dozerSize * rx,
        dozerSize * ry,
        dust,
        `opacity="${opacity}"`,
      ),
    );
  }
  parts.push(dozer(dozerX, dozerY, dozerSize, facing, pick(rng, MACHINE_YELLOWS)));
  parts.push(...stakeParts);
  return parts.join("");
}
