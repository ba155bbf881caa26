// The Sonoran desert around the work: palettes, sky with sun and clouds, mountain ridges, saguaros, shrubs and trees.
import { between, chance, int, pick, type Random } from "../seeded-random";
import { circle, ellipse, f, group, linearGradient, mix, poly, radialGradient, rect } from "./svg";
import type { Canvas, Point } from "./svg";

type SkyPalette = { top: string; bottom: string; sun: string; far: string; near: string; cloud: string };

const SKIES: SkyPalette[] = [
  { top: "#4f8fd0", bottom: "#cfe5f1", sun: "#fff7dc", far: "#a9a6bf", near: "#8c7b7a", cloud: "#ffffff" },
  { top: "#3b74b8", bottom: "#f2d3aa", sun: "#fff0c4", far: "#b59aa6", near: "#8a6a66", cloud: "#fff4e6" },
  { top: "#2c3868", bottom: "#f09a5f", sun: "#ffd884", far: "#7f5f86", near: "#55405f", cloud: "#f7b88e" },
  { top: "#6aa6dc", bottom: "#f4e2c6", sun: "#fffbea", far: "#b7aec2", near: "#96817a", cloud: "#ffffff" },
  { top: "#44559a", bottom: "#f5b184", sun: "#ffe2a6", far: "#8e6f93", near: "#64496a", cloud: "#fbc8a4" },
];

type EarthPalette = { light: string; dark: string; shadow: string };

const EARTHS: EarthPalette[] = [
  { light: "#e3c79f", dark: "#c69a6a", shadow: "#8f6845" },
  { light: "#dcb98c", dark: "#b98a5b", shadow: "#83603f" },
  { light: "#e8d1ad", dark: "#c9a47a", shadow: "#95714d" },
  { light: "#d7ae84", dark: "#a97a52", shadow: "#74513a" },
];

const PLANT_GREENS = ["#3f6b45", "#4a7350", "#36593d", "#557a4a"];
const SHRUB_GREENS = ["#7d8c4f", "#6f8448", "#8c9a5b", "#66793f"];

/** The colours of an outdoor scene: its sky (with the mountains' tones) and its earth. */
export function pickDesertPalette(rng: Random) {
  return { sky: pick(rng, SKIES), earth: pick(rng, EARTHS) };
}

function paintSky(c: Canvas, horizon: number, palette: SkyPalette): string {
  const { rng, w } = c;
  const parts: string[] = [];
  parts.push(
    rect(
      0,
      0,
      w,
      horizon + 2,
      linearGradient(c, "sky", [
        [0, palette.top],
        [1, palette.bottom],
      ]),
    ),
  );
  const sunX = between(rng, 0.12, 0.88) * w;
  const sunY = between(rng, 0.25, 0.7) * horizon;
  const sunR = between(rng, 0.035, 0.06) * w;
  const glow = radialGradient(c, "sun-glow", [
    [0, palette.sun, 0.7],
    [1, palette.sun, 0],
  ]);
  parts.push(circle(sunX, sunY, sunR * 3.2, glow));
  parts.push(circle(sunX, sunY, sunR, palette.sun));
  const clouds = int(rng, 0, 3);
  for (let i = 0; i < clouds; i++) {
    const cx = between(rng, 0.05, 0.95) * w;
    const cy = between(rng, 0.12, 0.5) * horizon;
    const cw = between(rng, 0.08, 0.16) * w;
    const ch = cw * between(rng, 0.12, 0.18);
    parts.push(
      group(
        [
          ellipse(cx, cy, cw / 2, ch / 2, palette.cloud),
          ellipse(cx - cw * 0.18, cy - ch * 0.35, cw * 0.22, ch * 0.55, palette.cloud),
          ellipse(cx + cw * 0.12, cy - ch * 0.45, cw * 0.26, ch * 0.65, palette.cloud),
        ],
        `opacity="${f(between(rng, 0.45, 0.75))}"`,
      ),
    );
  }
  return parts.join("");
}

/** A ridge line built from overlapping triangular peaks with a little jitter. */
function ridge(c: Canvas, baseY: number, minHeight: number, maxHeight: number, peakCount: number): Point[] {
  const { rng, w } = c;
  const peaks = Array.from({ length: peakCount }, () => ({
    x: between(rng, -0.1, 1.1) * w,
    height: between(rng, minHeight, maxHeight),
    halfWidth: between(rng, 0.12, 0.3) * w,
  }));
  const list: Point[] = [[0, baseY + 2]];
  const steps = 60;
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * w;
    let height = minHeight * 0.25;
    for (const peak of peaks) {
      height = Math.max(height, peak.height * Math.max(0, 1 - Math.abs(x - peak.x) / peak.halfWidth));
    }
    height += between(rng, -0.08, 0.08) * minHeight;
    list.push([x, baseY - Math.max(0, height)]);
  }
  list.push([w, baseY + 2]);
  return list;
}

/** Sky down to `horizon`, and two mountain ridges standing on `mountainBase` (the horizon unless given). */
export function paintSkyline(
  c: Canvas,
  horizon: number,
  palette: SkyPalette,
  mountainBase = horizon,
): string {
  const { h } = c;
  const sky = paintSky(c, horizon, palette);
  const far = ridge(c, mountainBase, h * 0.05, h * 0.17, int(c.rng, 3, 5));
  const near = ridge(c, mountainBase, h * 0.02, h * 0.09, int(c.rng, 3, 6));
  return sky + poly(far, palette.far) + poly(near, palette.near);
}

/** A saguaro of a random green with up to two arms. */
export function saguaro(rng: Random, x: number, baseY: number, height: number): string {
  const color = pick(rng, PLANT_GREENS);
  const trunk = height * 0.13;
  const arm = trunk * 0.72;
  const parts: string[] = [];
  parts.push(rect(x - trunk / 2, baseY - height, trunk, height, color, `rx="${f(trunk / 2)}"`));
  const armCount = int(rng, 0, 2);
  let side = chance(rng, 0.5) ? 1 : -1;
  for (let i = 0; i < armCount; i++) {
    const armY = baseY - height * between(rng, 0.32, 0.58);
    const reach = trunk * between(rng, 1.1, 1.6);
    const rise = height * between(rng, 0.18, 0.32);
    const outer = x + side * reach;
    const left = Math.min(x, outer) - (side < 0 ? arm / 2 : 0);
    parts.push(rect(left, armY - arm / 2, Math.abs(outer - x) + arm / 2, arm, color, `rx="${f(arm / 2)}"`));
    parts.push(rect(outer - arm / 2, armY - rise, arm, rise + arm / 2, color, `rx="${f(arm / 2)}"`));
    side = -side;
  }
  parts.push(
    rect(
      x - trunk * 0.12,
      baseY - height * 0.94,
      trunk * 0.12,
      height * 0.88,
      "#ffffff",
      `opacity="0.12" rx="${f(trunk * 0.06)}"`,
    ),
  );
  return group(parts);
}

export function shrub(rng: Random, x: number, y: number, size: number): string {
  const color = pick(rng, SHRUB_GREENS);
  return group([
    ellipse(x, y - size * 0.35, size * 0.55, size * 0.4, color),
    ellipse(x - size * 0.4, y - size * 0.2, size * 0.4, size * 0.28, mix(color, "#000000", 0.12)),
    ellipse(x + size * 0.42, y - size * 0.22, size * 0.38, size * 0.26, mix(color, "#ffffff", 0.1)),
  ]);
}

/** A tree seen from directly above (palo verde, mesquite). */
function treeTop(rng: Random, x: number, y: number, r: number): string {
  const color = pick(rng, ["#6f8f3e", "#7c9a45", "#5d7f3a", "#8aa353"]);
  return group([
    circle(x + r * 0.18, y + r * 0.22, r, "#000000", `opacity="0.22"`),
    circle(x, y, r, color),
    circle(x - r * 0.3, y - r * 0.25, r * 0.55, mix(color, "#ffffff", 0.18)),
    circle(x + r * 0.25, y + r * 0.3, r * 0.4, mix(color, "#000000", 0.15)),
  ]);
}

/** Trees along a landscape strip: `count` of them, one in each equal slice of the width, jittered. */
export function treeRow(c: Canvas, count: number, y: () => number, radius: () => number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = ((i + between(c.rng, 0.2, 0.8)) / count) * c.w;
    parts.push(treeTop(c.rng, x, y(), radius()));
  }
  return parts.join("");
}
