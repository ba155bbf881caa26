// Paints the demo pictures as flat SVG illustrations. Every picture is a pure function of (scene, seed, size):
// a small seeded PRNG (mulberry32) varies colours, positions and counts so no two images look alike.
// No text, fonts or external references: the seed script rasterises the result with sharp.

import type { DemoImage, DemoScene } from "./demo-types";

type Rng = () => number;
type Point = [number, number];

type Ctx = {
  rng: Rng;
  w: number;
  h: number;
  uid: string;
  defs: string[];
};

// ---------------------------------------------------------------------------------------------------------
// Randomness and formatting

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function between(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}

function int(rng: Rng, min: number, max: number): number {
  return Math.floor(between(rng, min, max + 1));
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.min(items.length - 1, Math.floor(rng() * items.length))];
}

function chance(rng: Rng, probability: number): boolean {
  return rng() < probability;
}

/** Rounds to two decimals and drops trailing zeros to keep the markup short. */
function f(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function points(list: Point[]): string {
  return list.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");
}

function attrs(extra?: string): string {
  return extra ? ` ${extra}` : "";
}

function rect(x: number, y: number, width: number, height: number, fill: string, extra?: string): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, width))}" height="${f(Math.max(0, height))}" fill="${fill}"${attrs(extra)}/>`;
}

function poly(list: Point[], fill: string, extra?: string): string {
  return `<polygon points="${points(list)}" fill="${fill}"${attrs(extra)}/>`;
}

function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra?: string,
): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}"${attrs(extra)}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra?: string): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(Math.max(0, r))}" fill="${fill}"${attrs(extra)}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra?: string): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(Math.max(0, rx))}" ry="${f(Math.max(0, ry))}" fill="${fill}"${attrs(extra)}/>`;
}

function polyline(list: Point[], stroke: string, width: number, extra?: string): string {
  return `<polyline points="${points(list)}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${attrs(extra)}/>`;
}

function group(children: string[], extra?: string): string {
  return `<g${attrs(extra)}>${children.join("")}</g>`;
}

function linearGradient(c: Ctx, name: string, stops: [number, string][], vertical = true): string {
  const id = `${c.uid}-${name}`;
  const direction = vertical ? `x1="0" y1="0" x2="0" y2="1"` : `x1="0" y1="0" x2="1" y2="0"`;
  const stopTags = stops
    .map(([offset, color]) => `<stop offset="${f(offset)}" stop-color="${color}"/>`)
    .join("");
  c.defs.push(`<linearGradient id="${id}" ${direction}>${stopTags}</linearGradient>`);
  return `url(#${id})`;
}

function radialGradient(c: Ctx, name: string, stops: [number, string, number][]): string {
  const id = `${c.uid}-${name}`;
  const stopTags = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${f(offset)}" stop-color="${color}" stop-opacity="${f(opacity)}"/>`,
    )
    .join("");
  c.defs.push(`<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${stopTags}</radialGradient>`);
  return `url(#${id})`;
}

function clipPath(c: Ctx, name: string, shape: string): string {
  const id = `${c.uid}-${name}`;
  c.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
  return `clip-path="url(#${id})"`;
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => {
    const va = (pa >> shift) & 255;
    const vb = (pb >> shift) & 255;
    return Math.round(va + (vb - va) * t);
  };
  const value = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${value.toString(16).padStart(6, "0")}`;
}

/** Scatters small dots (aggregate, gravel, soil grains) over a rectangle. */
function speckles(
  c: Ctx,
  x: number,
  y: number,
  width: number,
  height: number,
  count: number,
  colors: string[],
  radius: [number, number],
  opacity: [number, number],
): string {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = x + c.rng() * width;
    const cy = y + c.rng() * height;
    const r = between(c.rng, radius[0], radius[1]);
    dots.push(
      circle(cx, cy, r, pick(c.rng, colors), `opacity="${f(between(c.rng, opacity[0], opacity[1]))}"`),
    );
  }
  return dots.join("");
}

// ---------------------------------------------------------------------------------------------------------
// Shared palettes and landscape pieces

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
const CAR_COLORS = [
  "#c8ccd2",
  "#f2f2f0",
  "#9b1f24",
  "#1f3a5f",
  "#2e2e30",
  "#7a8088",
  "#b9a27d",
  "#3d6e73",
  "#d8d2c4",
];
const MACHINE_YELLOWS = ["#e8b21f", "#f0a81c", "#e9c02a", "#dca018"];
const ADA_BLUE = "#1f5fae";

function paintSky(c: Ctx, horizon: number, palette: SkyPalette): string {
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
function ridge(c: Ctx, baseY: number, minHeight: number, maxHeight: number, peakCount: number): Point[] {
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

function paintMountains(c: Ctx, horizon: number, palette: SkyPalette): string {
  const { h } = c;
  const far = ridge(c, horizon, h * 0.05, h * 0.17, int(c.rng, 3, 5));
  const near = ridge(c, horizon, h * 0.02, h * 0.09, int(c.rng, 3, 6));
  return poly(far, palette.far) + poly(near, palette.near);
}

function saguaro(rng: Rng, x: number, baseY: number, height: number, color: string): string {
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

function shrub(rng: Rng, x: number, y: number, size: number): string {
  const color = pick(rng, SHRUB_GREENS);
  return group([
    ellipse(x, y - size * 0.35, size * 0.55, size * 0.4, color),
    ellipse(x - size * 0.4, y - size * 0.2, size * 0.4, size * 0.28, mix(color, "#000000", 0.12)),
    ellipse(x + size * 0.42, y - size * 0.22, size * 0.38, size * 0.26, mix(color, "#ffffff", 0.1)),
  ]);
}

/** A tree seen from directly above (palo verde, mesquite). */
function treeTop(rng: Rng, x: number, y: number, r: number): string {
  const color = pick(rng, ["#6f8f3e", "#7c9a45", "#5d7f3a", "#8aa353"]);
  return group([
    circle(x + r * 0.18, y + r * 0.22, r, "#000000", `opacity="0.22"`),
    circle(x, y, r, color),
    circle(x - r * 0.3, y - r * 0.25, r * 0.55, mix(color, "#ffffff", 0.18)),
    circle(x + r * 0.25, y + r * 0.3, r * 0.4, mix(color, "#000000", 0.15)),
  ]);
}

/** The International Symbol of Access, drawn in a 100 x 100 box at (x, y) with side `size`. */
function accessSymbol(x: number, y: number, size: number, background: string, foreground: string): string {
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

/** A block arrow pointing along +x, centred at (x, y). */
function arrow(
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
  const list: Point[] = [
    [x - d * half, y - t],
    [x + d * (half - head), y - t],
    [x + d * (half - head), y - t * 2.4],
    [x + d * half, y],
    [x + d * (half - head), y + t * 2.4],
    [x + d * (half - head), y + t],
    [x - d * half, y + t],
  ];
  return poly(list, fill);
}

function asphaltBase(c: Ctx, tone: string, speckleCount: number): string {
  const { w, h } = c;
  const fill = linearGradient(c, "asphalt", [
    [0, mix(tone, "#ffffff", 0.06)],
    [1, mix(tone, "#000000", 0.12)],
  ]);
  return (
    rect(0, 0, w, h, fill) +
    speckles(
      c,
      0,
      0,
      w,
      h,
      speckleCount,
      [mix(tone, "#ffffff", 0.25), mix(tone, "#000000", 0.35), mix(tone, "#c8b49a", 0.3)],
      [w * 0.0008, w * 0.0024],
      [0.35, 0.8],
    )
  );
}

// ---------------------------------------------------------------------------------------------------------
// Machines, drawn in a local 100-unit box standing on the origin and facing +x

function dozer(x: number, y: number, size: number, facing: 1 | -1, yellow: string): string {
  const s = Math.round((size / 100) * 1000) / 1000;
  const dark = "#2a2a2b";
  const parts = [
    ellipse(0, 2, 62, 5, "#000000", `opacity="0.22"`),
    rect(-50, -22, 84, 22, dark, `rx="11"`),
    circle(-39, -11, 7, "#4b4b4d"),
    circle(23, -11, 7, "#4b4b4d"),
    circle(-18, -11, 4.5, "#4b4b4d"),
    circle(2, -11, 4.5, "#4b4b4d"),
    rect(-46, -42, 72, 20, yellow),
    rect(-4, -50, 34, 28, yellow),
    rect(-44, -76, 34, 34, yellow),
    rect(-40, -72, 26, 17, "#a9c4d4", `opacity="0.9"`),
    rect(-44, -80, 36, 5, mix(yellow, "#000000", 0.25)),
    rect(14, -64, 4, 14, dark),
    line(20, -30, 40, -20, dark, 4),
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
      dark,
    ),
    rect(-46, -42, 72, 3, "#ffffff", `opacity="0.18"`),
  ];
  return group(parts, `transform="translate(${f(x)} ${f(y)}) scale(${f(facing * s)} ${f(s)})"`);
}

function excavatorBody(x: number, y: number, size: number, yellow: string): string {
  const s = Math.round((size / 100) * 1000) / 1000;
  const dark = "#2a2a2b";
  const parts = [
    ellipse(0, 2, 58, 5, "#000000", `opacity="0.22"`),
    rect(-50, -20, 96, 20, dark, `rx="10"`),
    circle(-38, -10, 6.5, "#4b4b4d"),
    circle(34, -10, 6.5, "#4b4b4d"),
    rect(-10, -26, 20, 6, "#3b3b3d"),
    rect(-48, -48, 78, 22, yellow, `rx="3"`),
    rect(-56, -46, 12, 18, mix(yellow, "#000000", 0.3)),
    rect(8, -80, 26, 34, yellow, `rx="3"`),
    rect(12, -76, 18, 18, "#a9c4d4", `opacity="0.9"`),
    rect(-30, -56, 4, 8, dark),
  ];
  return group(parts, `transform="translate(${f(x)} ${f(y)}) scale(${f(s)})"`);
}

// ---------------------------------------------------------------------------------------------------------
// Scenes

function paintParkingLot(c: Ctx): string {
  const { rng, w, h } = c;
  const parts: string[] = [];
  parts.push(
    asphaltBase(c, pick(rng, ["#34363a", "#2f3134", "#3a3b3e", "#2c2e33"]), Math.round((w * h) / 2500)),
  );

  // Landscape strip with curb along the top edge.
  const stripH = h * between(rng, 0.08, 0.13);
  const gravel = pick(rng, ["#c9a57a", "#b98f68", "#d2b48c", "#a98462"]);
  parts.push(rect(0, 0, w, stripH, gravel));
  parts.push(
    speckles(
      c,
      0,
      0,
      w,
      stripH,
      Math.round(w / 4),
      ["#8a6a4d", "#e6d2b5", "#7c5f46"],
      [w * 0.001, w * 0.003],
      [0.5, 0.9],
    ),
  );
  const curbH = Math.max(3, h * 0.016);
  parts.push(rect(0, stripH, w, curbH, "#d9d6cf"));
  parts.push(rect(0, stripH + curbH, w, curbH * 0.4, "#000000", `opacity="0.25"`));
  const trees = int(rng, 2, 5);
  for (let i = 0; i < trees; i++) {
    parts.push(
      treeTop(
        rng,
        ((i + between(rng, 0.2, 0.8)) / trees) * w,
        stripH * between(rng, 0.35, 0.6),
        stripH * between(rng, 0.45, 0.75),
      ),
    );
  }

  const stallCount = int(rng, 7, 12);
  const stallW = w / stallCount;
  const stallD = h * between(rng, 0.2, 0.23);
  const aisle = h * between(rng, 0.14, 0.17);
  const offset = -between(rng, 0.1, 0.6) * stallW;
  const stripeW = Math.max(2, w * 0.005);
  const stripe = pick(rng, ["#f4f4f0", "#f7f3e6", "#f2f2f2"]);
  const hairpin = chance(rng, 0.35);
  const row1 = stripH + curbH * 1.4;
  const row2 = row1 + stallD + aisle;
  // frontDown: the car's nose points down the image; aisleBelow: which end of the stall meets the drive aisle.
  const rows: { top: number; frontDown: boolean; aisleBelow: boolean }[] = [
    { top: row1, frontDown: false, aisleBelow: true },
    { top: row2, frontDown: true, aisleBelow: false },
    { top: row2 + stallD, frontDown: false, aisleBelow: true },
  ];

  const stallLines = (top: number, aisleBelow: boolean) => {
    const out: string[] = [];
    for (let i = 0; i <= stallCount + 1; i++) {
      const x = offset + i * stallW;
      if (hairpin) {
        out.push(rect(x - stripeW * 1.6, top, stripeW, stallD, stripe));
        out.push(rect(x + stripeW * 0.6, top, stripeW, stallD, stripe));
        out.push(
          rect(x - stripeW * 1.6, aisleBelow ? top + stallD - stripeW : top, stripeW * 3.2, stripeW, stripe),
        );
      } else {
        out.push(rect(x - stripeW / 2, top, stripeW, stallD, stripe));
      }
    }
    return out.join("");
  };

  // ADA stall plus hatched access aisle at one end of the first row.
  const adaIndex = chance(rng, 0.5) ? 1 : stallCount - 2;
  const aisleIndex = adaIndex + 1;
  const adaX = offset + adaIndex * stallW;
  const aisleX = offset + aisleIndex * stallW;
  const hatchClip = clipPath(c, "ada-aisle", rect(aisleX, row1, stallW, stallD, "#ffffff"));
  const hatch: string[] = [];
  for (let k = -stallD; k < stallW + stallD; k += stallW / 4) {
    hatch.push(line(aisleX + k, row1 + stallD, aisleX + k + stallD, row1, ADA_BLUE, stripeW));
  }
  parts.push(group(hatch, hatchClip));
  parts.push(rect(aisleX, row1, stallW, stallD, "none", `stroke="${ADA_BLUE}" stroke-width="${f(stripeW)}"`));
  const symbol = Math.min(stallW, stallD) * 0.5;
  parts.push(
    accessSymbol(adaX + (stallW - symbol) / 2, row1 + stallD - symbol * 1.25, symbol, ADA_BLUE, "#ffffff"),
  );

  rows.forEach((row) => parts.push(stallLines(row.top, row.aisleBelow)));
  parts.push(rect(0, row2 + stallD - stripeW / 2, w, stripeW, stripe));

  // Aisle arrows.
  const direction: 1 | -1 = chance(rng, 0.5) ? 1 : -1;
  const arrowCount = int(rng, 1, 2);
  for (let i = 0; i < arrowCount; i++) {
    parts.push(
      arrow(
        ((i + 0.5) / arrowCount) * w,
        row1 + stallD + aisle / 2,
        stallW * 1.1,
        aisle * 0.09,
        direction,
        stripe,
      ),
    );
  }

  // Parked cars.
  const occupancy = between(rng, 0.3, 0.6);
  rows.forEach((row, rowIndex) => {
    for (let i = -1; i <= stallCount; i++) {
      if (rowIndex === 0 && (i === adaIndex || i === aisleIndex)) continue;
      if (!chance(rng, occupancy)) continue;
      const cx = offset + (i + 0.5) * stallW + between(rng, -0.04, 0.04) * stallW;
      const carW = stallW * 0.64;
      const carL = stallD * 0.8;
      const top = row.top + (stallD - carL) / 2 + between(rng, -0.03, 0.03) * stallD;
      const color = pick(rng, CAR_COLORS);
      const windshieldY = row.frontDown ? top + carL * 0.6 : top + carL * 0.18;
      const rearY = row.frontDown ? top + carL * 0.14 : top + carL * 0.7;
      parts.push(
        group([
          rect(
            cx - carW / 2 + carW * 0.08,
            top + carW * 0.08,
            carW,
            carL,
            "#000000",
            `opacity="0.3" rx="${f(carW * 0.25)}"`,
          ),
          rect(cx - carW / 2, top, carW, carL, color, `rx="${f(carW * 0.25)}"`),
          rect(
            cx - carW * 0.4,
            windshieldY,
            carW * 0.8,
            carL * 0.2,
            "#1f2a33",
            `opacity="0.85" rx="${f(carW * 0.1)}"`,
          ),
          rect(
            cx - carW * 0.38,
            rearY,
            carW * 0.76,
            carL * 0.14,
            "#1f2a33",
            `opacity="0.8" rx="${f(carW * 0.08)}"`,
          ),
          rect(cx - carW * 0.36, top + carL * 0.36, carW * 0.72, carL * 0.26, mix(color, "#ffffff", 0.15)),
        ]),
      );
    }
  });
  return parts.join("");
}

function paintRoad(c: Ctx): string {
  const { rng, w, h } = c;
  const palette = pick(rng, SKIES);
  const earth = pick(rng, EARTHS);
  const horizon = h * between(rng, 0.42, 0.5);
  const parts: string[] = [];
  parts.push(paintSky(c, horizon, palette));
  parts.push(paintMountains(c, horizon, palette));
  parts.push(
    rect(
      0,
      horizon,
      w,
      h - horizon,
      linearGradient(c, "ground", [
        [0, earth.light],
        [1, earth.dark],
      ]),
    ),
  );
  parts.push(
    speckles(
      c,
      0,
      horizon,
      w,
      h - horizon,
      Math.round(w / 3),
      [earth.shadow, "#f3e3c8"],
      [w * 0.0008, w * 0.0025],
      [0.25, 0.6],
    ),
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
        [0, mix(asphalt, palette.far, 0.35)],
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
    const seedRng = mulberry32(Math.floor(rng() * 1e9));
    props.push({
      y,
      draw: () =>
        isCactus
          ? saguaro(seedRng, x, y, height, pick(seedRng, PLANT_GREENS))
          : shrub(seedRng, x, y, height * 0.25),
    });
  }
  props.sort((a, b) => a.y - b.y).forEach((prop) => parts.push(prop.draw()));
  return parts.join("");
}

function paintSealcoat(c: Ctx): string {
  const { rng, w, h } = c;
  const parts: string[] = [];
  const oldTone = pick(rng, ["#7f7d78", "#8a8781", "#75736f", "#8f8b84"]);
  parts.push(asphaltBase(c, oldTone, Math.round((w * h) / 1400)));

  // Faded stall stripes on the old surface.
  const stallW = w * between(rng, 0.12, 0.17);
  const stripeTop = h * between(rng, 0.05, 0.2);
  const stripeLen = h * between(rng, 0.35, 0.45);
  const stripeOffset = rng() * stallW;
  for (let x = stripeOffset; x < w; x += stallW) {
    parts.push(rect(x, stripeTop, Math.max(2, w * 0.005), stripeLen, "#e9e6dc", `opacity="0.4"`));
  }

  // The sealed area: right of a wavy, slightly diagonal edge.
  const leftToRight = chance(rng, 0.5);
  const xTop = w * between(rng, 0.35, 0.6);
  const xBottom = xTop + w * between(rng, -0.15, 0.15);
  const edge: Point[] = [];
  const steps = 14;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    edge.push([xTop + (xBottom - xTop) * t + between(rng, -0.012, 0.012) * w, t * h]);
  }
  const sealed: Point[] = leftToRight ? [...edge, [w + 2, h], [w + 2, 0]] : [...edge, [-2, h], [-2, 0]];
  const sealTone = pick(rng, ["#17181b", "#1b1c1f", "#141517"]);
  parts.push(
    poly(
      sealed,
      linearGradient(
        c,
        "seal",
        [
          [0, mix(sealTone, "#3a3e46", 0.35)],
          [0.5, sealTone],
          [1, mix(sealTone, "#2c3038", 0.3)],
        ],
        false,
      ),
    ),
  );
  const clip = clipPath(c, "sealed", poly(sealed, "#ffffff"));

  // Sprayer passes: overlapping, slightly lighter fan strokes.
  const strokes: string[] = [];
  const passes = int(rng, 18, 30);
  for (let i = 0; i < passes; i++) {
    const y = between(rng, -0.05, 1.05) * h;
    const bend = between(rng, -0.05, 0.05) * h;
    const tilt = between(rng, -0.04, 0.04) * h;
    strokes.push(
      `<path d="M ${f(-10)} ${f(y)} Q ${f(w / 2)} ${f(y + bend)} ${f(w + 10)} ${f(y + tilt)}" fill="none" stroke="${pick(rng, ["#3a3e46", "#2d3036", "#484c55"])}" stroke-width="${f(between(rng, 0.004, 0.02) * h)}" opacity="${f(between(rng, 0.18, 0.45))}"/>`,
    );
  }
  const arcs = int(rng, 4, 8);
  for (let i = 0; i < arcs; i++) {
    const cx = between(rng, 0, 1) * w;
    const cy = between(rng, 0, 1) * h;
    const r = between(rng, 0.08, 0.18) * w;
    strokes.push(
      `<path d="M ${f(cx - r)} ${f(cy)} A ${f(r)} ${f(r * 0.6)} 0 0 1 ${f(cx + r)} ${f(cy)}" fill="none" stroke="#50555e" stroke-width="${f(h * 0.004)}" opacity="0.3"/>`,
    );
  }
  parts.push(group(strokes, clip));

  // Wet edge sheen.
  parts.push(polyline(edge, "#5a5f69", Math.max(2, w * 0.004), `opacity="0.7"`));

  // Cones along the edge, on the unsealed side.
  const coneSide = leftToRight ? -1 : 1;
  const cones = int(rng, 3, 5);
  for (let i = 0; i < cones; i++) {
    const t = (i + 0.5) / cones;
    const [ex, ey] = edge[Math.round(t * steps)];
    const cx = ex + coneSide * w * 0.03;
    const r = w * 0.014;
    parts.push(
      group([
        rect(cx - r * 1.3, ey - r * 1.3, r * 2.6, r * 2.6, "#2b2b2b", `rx="${f(r * 0.4)}"`),
        circle(cx, ey, r, "#f26a1b"),
        circle(cx, ey, r * 0.62, "#f4f4f0"),
        circle(cx, ey, r * 0.4, "#f26a1b"),
        circle(cx, ey, r * 0.15, "#3b1c0b"),
      ]),
    );
  }

  // Sealcoat rig (truck with tank) on the old side and a hose to the spray wand at the edge.
  const rigX = leftToRight ? between(rng, 0.06, 0.12) * w : w - between(rng, 0.06, 0.12) * w - w * 0.14;
  const rigY = between(rng, 0.55, 0.68) * h;
  const rigW = w * 0.14;
  const rigL = h * 0.42;
  const cab = pick(rng, ["#f2f2f0", "#c8ccd2", "#9b1f24", "#1f3a5f"]);
  parts.push(
    rect(
      rigX + rigW * 0.1,
      rigY + rigW * 0.1,
      rigW,
      rigL,
      "#000000",
      `opacity="0.28" rx="${f(rigW * 0.12)}"`,
    ),
  );
  parts.push(rect(rigX, rigY, rigW, rigL * 0.3, cab, `rx="${f(rigW * 0.16)}"`));
  parts.push(
    rect(rigX + rigW * 0.1, rigY + rigL * 0.08, rigW * 0.8, rigL * 0.07, "#1f2a33", `opacity="0.85"`),
  );
  parts.push(rect(rigX, rigY + rigL * 0.32, rigW, rigL * 0.68, "#55585e", `rx="${f(rigW * 0.08)}"`));
  parts.push(
    rect(
      rigX + rigW * 0.12,
      rigY + rigL * 0.36,
      rigW * 0.76,
      rigL * 0.6,
      "#25272b",
      `rx="${f(rigW * 0.38)}"`,
    ),
  );
  parts.push(
    rect(
      rigX + rigW * 0.3,
      rigY + rigL * 0.38,
      rigW * 0.12,
      rigL * 0.56,
      "#ffffff",
      `opacity="0.12" rx="${f(rigW * 0.06)}"`,
    ),
  );
  const [wandX, wandY] = edge[Math.round(steps * between(rng, 0.25, 0.45))];
  const hoseStartX = rigX + rigW / 2;
  const hoseStartY = rigY + rigL * 0.5;
  parts.push(
    `<path d="M ${f(hoseStartX)} ${f(hoseStartY)} C ${f(hoseStartX)} ${f(hoseStartY - h * 0.25)} ${f(wandX)} ${f(wandY + h * 0.2)} ${f(wandX)} ${f(wandY)}" fill="none" stroke="#b8402c" stroke-width="${f(Math.max(2, w * 0.005))}" stroke-linecap="round"/>`,
  );
  const sprayDir = leftToRight ? 1 : -1;
  parts.push(
    poly(
      [
        [wandX, wandY],
        [wandX + sprayDir * w * 0.055, wandY - h * 0.035],
        [wandX + sprayDir * w * 0.06, wandY + h * 0.035],
      ],
      "#5a5f69",
      `opacity="0.35"`,
    ),
  );
  parts.push(circle(wandX, wandY, Math.max(2, w * 0.005), "#e8b21f"));
  return parts.join("");
}

function paintConcrete(c: Ctx): string {
  const { rng, w, h } = c;
  const parts: string[] = [];
  const concrete = pick(rng, ["#d6d2ca", "#dcd8d0", "#cfcac1", "#d9d4c9"]);
  const joint = mix(concrete, "#4a463f", 0.45);

  const slabBottom = h * between(rng, 0.34, 0.42);
  const stripBottom = slabBottom + h * between(rng, 0.06, 0.1);
  const walkBottom = stripBottom + h * between(rng, 0.16, 0.2);
  const curbTop = h * 0.028;
  const curbFace = h * 0.014;
  const gutterBottom = walkBottom + curbTop + curbFace + h * between(rng, 0.06, 0.08);

  // Large slab with saw-cut joint grid, one panel freshly placed and a touch darker.
  parts.push(rect(0, 0, w, slabBottom, concrete));
  const broom: string[] = [];
  for (let y = h * 0.01; y < slabBottom; y += h * 0.012) {
    broom.push(
      line(
        0,
        y + between(rng, -1, 1),
        w,
        y + between(rng, -1, 1),
        mix(concrete, "#7a756c", 0.35),
        1,
        `opacity="${f(between(rng, 0.12, 0.3))}"`,
      ),
    );
  }
  parts.push(group(broom));
  const panel = w * between(rng, 0.14, 0.2);
  const panelOffset = -rng() * panel;
  const panelRows = Math.max(2, Math.round(slabBottom / panel));
  const panelH = slabBottom / panelRows;
  const freshCol = int(rng, 1, Math.floor(w / panel) - 1);
  const freshRow = int(rng, 0, panelRows - 1);
  parts.push(
    rect(panelOffset + freshCol * panel, freshRow * panelH, panel, panelH, mix(concrete, "#6f6a61", 0.18)),
  );
  for (let x = panelOffset; x < w + panel; x += panel)
    parts.push(line(x, 0, x, slabBottom, joint, Math.max(1.5, w * 0.0025)));
  for (let r = 1; r < panelRows; r++)
    parts.push(line(0, r * panelH, w, r * panelH, joint, Math.max(1.5, w * 0.0025)));
  parts.push(rect(0, slabBottom - h * 0.006, w, h * 0.006, "#000000", `opacity="0.15"`));

  // Landscape strip: decomposed granite with a few shrubs.
  const dg = pick(rng, ["#c9a57a", "#b98f68", "#d2b48c", "#bf9a72"]);
  parts.push(rect(0, slabBottom, w, stripBottom - slabBottom, dg));
  parts.push(
    speckles(
      c,
      0,
      slabBottom,
      w,
      stripBottom - slabBottom,
      Math.round(w / 3),
      ["#8a6a4d", "#efdfc6", "#7c5f46"],
      [w * 0.001, w * 0.0028],
      [0.5, 0.9],
    ),
  );
  const shrubs = int(rng, 2, 5);
  for (let i = 0; i < shrubs; i++) {
    const sx = ((i + between(rng, 0.2, 0.8)) / shrubs) * w;
    parts.push(
      treeTop(rng, sx, (slabBottom + stripBottom) / 2, (stripBottom - slabBottom) * between(rng, 0.3, 0.45)),
    );
  }

  // Sidewalk with tooled edges and control joints.
  const walk = mix(concrete, "#ffffff", 0.12);
  parts.push(rect(0, stripBottom, w, walkBottom - stripBottom, walk));
  const walkDepth = walkBottom - stripBottom;
  const jointStep = walkDepth * between(rng, 1.0, 1.3);
  for (let x = -rng() * jointStep; x < w; x += jointStep) {
    parts.push(line(x, stripBottom, x, walkBottom, joint, Math.max(1.5, w * 0.002)));
  }
  parts.push(
    line(0, stripBottom + walkDepth * 0.06, w, stripBottom + walkDepth * 0.06, joint, 1, `opacity="0.5"`),
  );
  parts.push(
    line(0, walkBottom - walkDepth * 0.06, w, walkBottom - walkDepth * 0.06, joint, 1, `opacity="0.5"`),
  );

  // Curb, curb face shadow, gutter pan and street.
  parts.push(rect(0, walkBottom, w, curbTop, "#e6e3dc"));
  parts.push(rect(0, walkBottom + curbTop, w, curbFace, "#a39e95"));
  parts.push(
    rect(
      0,
      walkBottom + curbTop + curbFace,
      w,
      gutterBottom - walkBottom - curbTop - curbFace,
      mix(concrete, "#8e897f", 0.15),
    ),
  );
  for (let x = -rng() * w * 0.2; x < w; x += w * 0.2) {
    parts.push(line(x, walkBottom, x, gutterBottom, joint, 1.5, `opacity="0.6"`));
  }
  const street = pick(rng, ["#303236", "#2b2d31", "#36383c"]);
  parts.push(rect(0, gutterBottom, w, h - gutterBottom, street));
  parts.push(
    speckles(
      c,
      0,
      gutterBottom,
      w,
      h - gutterBottom,
      Math.round(w / 2),
      ["#55575c", "#1e1f22"],
      [w * 0.0008, w * 0.002],
      [0.4, 0.8],
    ),
  );
  parts.push(rect(0, gutterBottom, w, h * 0.006, "#000000", `opacity="0.3"`));

  // ADA curb ramp: ramp run, side flares and a yellow truncated-dome panel at the gutter line.
  const rampW = w * between(rng, 0.16, 0.22);
  const rampX = between(rng, 0.12, 0.88) * w - rampW / 2;
  const flare = rampW * 0.35;
  const rampTop = stripBottom + walkDepth * 0.3;
  const rampBottom = walkBottom + curbTop + curbFace;
  const rampTone = mix(walk, "#7a756c", 0.12);
  parts.push(
    poly(
      [
        [rampX - flare, rampBottom],
        [rampX, rampTop],
        [rampX + rampW, rampTop],
        [rampX + rampW + flare, rampBottom],
      ],
      mix(walk, "#7a756c", 0.06),
    ),
  );
  parts.push(rect(rampX, rampTop, rampW, rampBottom - rampTop, rampTone));
  parts.push(line(rampX, rampTop, rampX - flare, rampBottom, joint, 1.5));
  parts.push(line(rampX + rampW, rampTop, rampX + rampW + flare, rampBottom, joint, 1.5));
  const domeH = (rampBottom - rampTop) * 0.42;
  const domeY = rampBottom - domeH - h * 0.004;
  const domeColor = pick(rng, ["#e9b72c", "#e3a81f", "#efc340"]);
  parts.push(rect(rampX + rampW * 0.04, domeY, rampW * 0.92, domeH, domeColor));
  const domeR = Math.max(1.2, domeH * 0.07);
  const stepX = domeR * 3.4;
  for (let y = domeY + domeR * 2; y < domeY + domeH - domeR; y += stepX) {
    for (let x = rampX + rampW * 0.04 + domeR * 2; x < rampX + rampW * 0.96 - domeR; x += stepX) {
      parts.push(circle(x, y, domeR, mix(domeColor, "#6b4a00", 0.3)));
    }
  }
  return parts.join("");
}

function paintGrading(c: Ctx): string {
  const { rng, w, h } = c;
  const palette = pick(rng, SKIES);
  const earth = pick(rng, EARTHS);
  const horizon = h * between(rng, 0.3, 0.38);
  const padTop = horizon + h * between(rng, 0.05, 0.09);
  const parts: string[] = [];
  parts.push(paintSky(c, horizon, palette));
  parts.push(paintMountains(c, horizon, palette));

  // Undisturbed desert between the mountains and the pad.
  parts.push(rect(0, horizon, w, padTop - horizon + 2, mix(earth.dark, "#8c8a5a", 0.25)));
  const farCount = int(rng, 4, 8);
  for (let i = 0; i < farCount; i++) {
    const x = between(rng, 0, 1) * w;
    const y = between(rng, horizon + (padTop - horizon) * 0.4, padTop);
    parts.push(
      chance(rng, 0.45)
        ? saguaro(rng, x, y, h * between(rng, 0.05, 0.09), pick(rng, PLANT_GREENS))
        : shrub(rng, x, y, h * 0.03),
    );
  }

  // The graded pad, with lighter compacted lifts and track cleat marks.
  parts.push(
    rect(
      0,
      padTop,
      w,
      h - padTop,
      linearGradient(c, "pad", [
        [0, earth.light],
        [1, earth.dark],
      ]),
    ),
  );
  parts.push(rect(0, padTop, w, h * 0.008, earth.shadow, `opacity="0.5"`));
  const lifts = int(rng, 3, 5);
  for (let i = 0; i < lifts; i++) {
    const y = padTop + ((i + 0.5) / lifts) * (h - padTop);
    const band = (h - padTop) * between(rng, 0.04, 0.1);
    parts.push(
      poly(
        [
          [0, y],
          [w, y + between(rng, -0.03, 0.03) * h],
          [w, y + band],
          [0, y + band * between(rng, 0.6, 1.2)],
        ],
        "#ffffff",
        `opacity="${f(between(rng, 0.06, 0.14))}"`,
      ),
    );
  }
  parts.push(
    speckles(
      c,
      0,
      padTop,
      w,
      h - padTop,
      Math.round(w / 2),
      [earth.shadow, "#f5e6cc", "#ece4d4"],
      [w * 0.0008, w * 0.003],
      [0.3, 0.7],
    ),
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

  // Survey stakes with flagging, joined by a grade string.
  const flagColors = ["#ff4f9a", "#ff8a1f", "#2f7de1", "#f2e13a"];
  const flag = pick(rng, flagColors);
  const stakeCount = int(rng, 4, 7);
  const stakeY0 = padTop + (h - padTop) * between(rng, 0.45, 0.6);
  const stakeSlope = between(rng, -0.1, 0.1);
  const stakes: Point[] = [];
  for (let i = 0; i < stakeCount; i++) {
    const x = ((i + 0.5) / stakeCount) * w + between(rng, -0.03, 0.03) * w;
    const y = stakeY0 + stakeSlope * (x - w / 2) + between(rng, -0.01, 0.01) * h;
    stakes.push([x, y]);
  }
  const stakeParts: string[] = [];
  const stringHeight = (y: number) => h * 0.08 * ((y - horizon) / (h - horizon));
  stakeParts.push(
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
    stakeParts.push(rect(x - stakeW / 2, y - stakeH, stakeW, stakeH, "#d8b98a"));
    stakeParts.push(rect(x - stakeW / 2, y - stakeH, stakeW, stakeH * 0.18, flag));
    stakeParts.push(
      poly(
        [
          [x + stakeW / 2, y - stakeH],
          [x + stakeW / 2 + stakeH * 0.35, y - stakeH * 0.92],
          [x + stakeW / 2, y - stakeH * 0.8],
        ],
        flag,
      ),
    );
    stakeParts.push(ellipse(x, y, stakeW * 1.4, stakeW * 0.4, "#000000", `opacity="0.2"`));
  }

  // Dozer with a dust cloud behind it.
  const facing: 1 | -1 = chance(rng, 0.5) ? 1 : -1;
  const dozerX = w * (pileLeft ? between(rng, 0.55, 0.75) : between(rng, 0.25, 0.45));
  const dozerY = padTop + (h - padTop) * between(rng, 0.3, 0.42);
  const dozerSize = h * between(rng, 0.28, 0.34);
  const dust = mix(earth.light, "#ffffff", 0.35);
  parts.push(
    ellipse(
      dozerX - facing * dozerSize * 0.7,
      dozerY - dozerSize * 0.2,
      dozerSize * 0.55,
      dozerSize * 0.22,
      dust,
      `opacity="0.5"`,
    ),
  );
  parts.push(
    ellipse(
      dozerX - facing * dozerSize * 1.05,
      dozerY - dozerSize * 0.32,
      dozerSize * 0.4,
      dozerSize * 0.18,
      dust,
      `opacity="0.35"`,
    ),
  );
  parts.push(dozer(dozerX, dozerY, dozerSize, facing, pick(rng, MACHINE_YELLOWS)));
  parts.push(...stakeParts);
  return parts.join("");
}

function paintStriping(c: Ctx): string {
  const { rng, w, h } = c;
  const parts: string[] = [];
  const tone = pick(rng, ["#26282c", "#2a2c30", "#222427"]);
  parts.push(asphaltBase(c, tone, Math.round((w * h) / 1200)));
  const white = pick(rng, ["#f6f6f2", "#f3f1e8"]);
  const stripeW = w * between(rng, 0.012, 0.016);

  if (chance(rng, 0.5)) {
    // ADA stall, hatched access aisle and a regular stall, against a sidewalk with wheel stops.
    const walkH = h * between(rng, 0.14, 0.2);
    parts.push(rect(0, 0, w, walkH, "#d8d4cc"));
    for (let x = -rng() * w * 0.25; x < w; x += w * 0.25) parts.push(line(x, 0, x, walkH, "#a7a299", 2));
    parts.push(rect(0, walkH, w, h * 0.025, "#e6e3dc"));
    parts.push(rect(0, walkH + h * 0.025, w, h * 0.012, "#000000", `opacity="0.35"`));
    const top = walkH + h * 0.037;
    const stallW = w * between(rng, 0.3, 0.36);
    const aisleW = stallW * between(rng, 0.55, 0.7);
    const x0 = w * between(rng, 0.02, 0.12);
    const adaFirst = chance(rng, 0.5);
    const adaX = adaFirst ? x0 : x0 + aisleW;
    const aisleX = adaFirst ? x0 + stallW : x0;
    // Hatch in the aisle.
    const clip = clipPath(c, "aisle", rect(aisleX, top, aisleW, h - top, "#ffffff"));
    const hatch: string[] = [];
    for (let k = -h; k < aisleW + h; k += aisleW / 3.2) {
      hatch.push(line(aisleX + k, h, aisleX + k + (h - top), top, ADA_BLUE, stripeW * 0.9));
    }
    parts.push(group(hatch, clip));
    parts.push(
      rect(
        aisleX + stripeW / 2,
        top,
        aisleW - stripeW,
        h - top + stripeW,
        "none",
        `stroke="${ADA_BLUE}" stroke-width="${f(stripeW)}"`,
      ),
    );
    // Stall lines (blue around the accessible stall, white elsewhere).
    parts.push(rect(adaX - stripeW / 2, top, stripeW, h - top, ADA_BLUE));
    parts.push(rect(adaX + stallW - stripeW / 2, top, stripeW, h - top, ADA_BLUE));
    for (
      let x = Math.max(adaX, aisleX) + (adaFirst ? stallW : aisleW) + stallW;
      x < w + stallW;
      x += stallW
    ) {
      parts.push(rect(x - stripeW / 2, top, stripeW, h - top, white));
    }
    // Wheel stops.
    const stopW = stallW * 0.55;
    const stopH = h * 0.035;
    const stopY = top + h * 0.06;
    for (let x = adaX; x < w; x += stallW) {
      if (x >= aisleX && x < aisleX + aisleW) continue;
      parts.push(
        rect(x + (stallW - stopW) / 2 + 4, stopY + 4, stopW, stopH, "#000000", `opacity="0.3" rx="3"`),
      );
      parts.push(rect(x + (stallW - stopW) / 2, stopY, stopW, stopH, "#c9c5bc", `rx="3"`));
    }
    const symbol = stallW * between(rng, 0.5, 0.6);
    parts.push(
      accessSymbol(
        adaX + (stallW - symbol) / 2,
        top + (h - top) * 0.5 - symbol * 0.3,
        symbol,
        ADA_BLUE,
        white,
      ),
    );
  } else {
    // Continental crosswalk with a stop bar and a double yellow centre line.
    const vertical = chance(rng, 0.5);
    const barLen = (vertical ? w : h) * between(rng, 0.3, 0.38);
    const across = vertical ? h : w;
    const barW = across * between(rng, 0.045, 0.06);
    const gap = barW * between(rng, 0.9, 1.2);
    const crossStart = (vertical ? w : h) * between(rng, 0.12, 0.25);
    for (let p = -rng() * (barW + gap); p < across; p += barW + gap) {
      parts.push(
        vertical ? rect(crossStart, p, barLen, barW, white) : rect(p, crossStart, barW, barLen, white),
      );
    }
    const stopAt = crossStart + barLen + (vertical ? w : h) * 0.06;
    const stopW = stripeW * 2.2;
    parts.push(vertical ? rect(stopAt, 0, stopW, h * 0.5, white) : rect(0, stopAt, w * 0.5, stopW, white));
    const yellow = pick(rng, ["#f2c230", "#eebb2a"]);
    const centre = (vertical ? h : w) * 0.5;
    const lineStart = stopAt + stopW + (vertical ? w : h) * 0.04;
    for (const shift of [-stripeW * 1.2, stripeW * 1.2]) {
      parts.push(
        vertical
          ? rect(lineStart, centre + shift - stripeW / 2, w - lineStart, stripeW, yellow)
          : rect(centre + shift - stripeW / 2, lineStart, stripeW, h - lineStart, yellow),
      );
    }
    // Curb corner with a red fire-lane or yellow no-parking face.
    const curbColor = pick(rng, ["#c23b2e", "#e3b62b"]);
    const curbDepth = (vertical ? h : w) * 0.05;
    parts.push(
      vertical
        ? rect(0, h - curbDepth, w, curbDepth, "#d8d4cc")
        : rect(w - curbDepth, 0, curbDepth, h, "#d8d4cc"),
    );
    parts.push(
      vertical
        ? rect(0, h - curbDepth - h * 0.018, w, h * 0.018, curbColor)
        : rect(w - curbDepth - w * 0.018, 0, w * 0.018, h, curbColor),
    );
  }
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

function paintUtility(c: Ctx): string {
  const { rng, w, h } = c;
  const palette = pick(rng, SKIES);
  const earth = pick(rng, EARTHS);
  const ground = h * between(rng, 0.36, 0.42);
  const parts: string[] = [];
  parts.push(paintSky(c, ground, palette));
  parts.push(paintMountains(c, ground - h * 0.02, palette));
  parts.push(rect(0, ground - h * 0.025, w, h * 0.03, mix(earth.dark, "#8c8a5a", 0.2)));

  // Soil cross-section with strata, a caliche band and scattered cobbles.
  parts.push(
    rect(
      0,
      ground,
      w,
      h - ground,
      linearGradient(c, "soil", [
        [0, earth.dark],
        [1, earth.shadow],
      ]),
    ),
  );
  const bands = int(rng, 3, 5);
  for (let i = 0; i < bands; i++) {
    const y = ground + ((i + 0.6) / (bands + 0.5)) * (h - ground);
    const thick = (h - ground) * between(rng, 0.03, 0.07);
    const list: Point[] = [];
    for (let k = 0; k <= 12; k++) list.push([(k / 12) * w, y + Math.sin(k * 0.9 + i) * thick * 0.5]);
    for (let k = 12; k >= 0; k--) list.push([(k / 12) * w, y + thick + Math.sin(k * 0.9 + i) * thick * 0.5]);
    const isCaliche = i === 1;
    parts.push(
      poly(
        list,
        isCaliche ? "#e8dcc2" : mix(earth.shadow, "#000000", 0.15),
        `opacity="${isCaliche ? 0.75 : 0.35}"`,
      ),
    );
  }
  parts.push(
    speckles(
      c,
      0,
      ground,
      w,
      h - ground,
      Math.round(w / 4),
      ["#5b4331", "#cdb999", "#8c7a66"],
      [w * 0.002, w * 0.007],
      [0.4, 0.8],
    ),
  );
  parts.push(rect(0, ground, w, h * 0.015, mix(earth.light, "#ffffff", 0.1)));

  // Trench with shoring, bedding and the pipe in place.
  const tc = w * between(rng, 0.42, 0.56);
  const topW = w * between(rng, 0.2, 0.26);
  const bottomW = topW * 0.78;
  const depth = (h - ground) * between(rng, 0.68, 0.8);
  const trenchBottom = ground + depth;
  parts.push(
    poly(
      [
        [tc - topW / 2, ground],
        [tc + topW / 2, ground],
        [tc + bottomW / 2, trenchBottom],
        [tc - bottomW / 2, trenchBottom],
      ],
      linearGradient(c, "trench", [
        [0, mix(earth.shadow, "#000000", 0.35)],
        [1, mix(earth.shadow, "#000000", 0.15)],
      ]),
    ),
  );
  const beddingH = depth * 0.2;
  parts.push(rect(tc - bottomW / 2, trenchBottom - beddingH, bottomW, beddingH, "#9a958c"));
  parts.push(
    speckles(
      c,
      tc - bottomW / 2,
      trenchBottom - beddingH,
      bottomW,
      beddingH,
      80,
      ["#6f6a62", "#c5c0b6"],
      [w * 0.002, w * 0.004],
      [0.6, 1],
    ),
  );
  const pipeColor = pick(rng, ["#2f7de1", "#1d1e20", "#a9a59c", "#3c8f5a"]);
  const pipeR = bottomW * between(rng, 0.2, 0.28);
  const pipeY = trenchBottom - beddingH - pipeR * 0.45;
  parts.push(circle(tc, pipeY, pipeR, pipeColor));
  parts.push(circle(tc, pipeY, pipeR * 0.78, mix(pipeColor, "#000000", 0.55)));
  parts.push(circle(tc - pipeR * 0.2, pipeY - pipeR * 0.2, pipeR * 0.55, mix(pipeColor, "#000000", 0.7)));
  // Trench shield panels and spreaders.
  const shieldTop = ground + depth * 0.1;
  const shieldBottom = trenchBottom - beddingH - pipeR * 1.6;
  const panelW = bottomW * 0.07;
  const steel = "#8d9399";
  for (const side of [-1, 1]) {
    const x = tc + side * (bottomW / 2 - panelW / 2) - panelW / 2;
    parts.push(rect(x, shieldTop, panelW, shieldBottom - shieldTop, steel));
    parts.push(
      rect(x + panelW * 0.3, shieldTop, panelW * 0.15, shieldBottom - shieldTop, "#ffffff", `opacity="0.2"`),
    );
  }
  const spreader = pick(rng, ["#e8b21f", "#2f7de1", "#d9502e"]);
  for (const t of [0.22, 0.62]) {
    const y = shieldTop + (shieldBottom - shieldTop) * t;
    parts.push(rect(tc - bottomW / 2 + panelW, y, bottomW - panelW * 2, h * 0.018, spreader));
  }

  // Spoil pile on the excavator side.
  const spoil: Point[] = [];
  const spoilW = w * 0.18;
  const exSize = h * between(rng, 0.22, 0.27);
  const exX = tc - topW / 2 - exSize * 0.55;
  const spoilX = exX - exSize * 0.3 - spoilW * 0.7;
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    spoil.push([spoilX + t * spoilW, ground - h * 0.09 * Math.sin(Math.PI * t) * between(rng, 0.85, 1.05)]);
  }
  parts.push(poly(spoil, mix(earth.dark, "#000000", 0.08)));

  // Stacked pipe sections on the other side.
  const stackX = tc + topW / 2 + w * between(rng, 0.06, 0.1);
  const stackR = Math.min(h * 0.045, w * 0.035) * between(rng, 0.85, 1.1);
  const stackPipe = pick(rng, ["#2f7de1", "#1d1e20", "#a9a59c", "#3c8f5a"]);
  const rowsCount = int(rng, 2, 3);
  for (let row = 0; row < rowsCount; row++) {
    const count = rowsCount + 1 - row;
    for (let i = 0; i < count; i++) {
      const cx = stackX + stackR + i * stackR * 2 + row * stackR;
      const cy = ground - stackR - row * stackR * 1.73;
      parts.push(circle(cx, cy, stackR, stackPipe));
      parts.push(circle(cx, cy, stackR * 0.74, mix(stackPipe, "#000000", 0.6)));
      parts.push(circle(cx - stackR * 0.35, cy - stackR * 0.35, stackR * 0.18, "#ffffff", `opacity="0.25"`));
    }
  }
  parts.push(rect(stackX - stackR * 0.3, ground - stackR * 0.35, stackR * 0.6, stackR * 0.35, "#8a6a45"));

  // Excavator with the boom reaching into the trench.
  const yellow = pick(rng, MACHINE_YELLOWS);
  const pivot: Point = [exX + exSize * 0.3, ground - exSize * 0.5];
  const elbow: Point = [tc - topW * between(rng, 0.2, 0.35), ground - exSize * between(rng, 0.75, 0.95)];
  const tip: Point = [tc - bottomW * 0.1, ground + depth * between(rng, 0.2, 0.38)];
  parts.push(excavatorBody(exX, ground, exSize, yellow));
  parts.push(polyline([pivot, elbow], yellow, exSize * 0.12));
  parts.push(polyline([elbow, tip], mix(yellow, "#000000", 0.1), exSize * 0.08));
  parts.push(
    polyline(
      [
        [pivot[0] + exSize * 0.05, pivot[1] + exSize * 0.05],
        [(pivot[0] + elbow[0]) / 2, (pivot[1] + elbow[1]) / 2 + exSize * 0.03],
      ],
      "#b9bcc1",
      exSize * 0.03,
    ),
  );
  parts.push(
    poly(
      [
        [tip[0] - exSize * 0.08, tip[1] - exSize * 0.05],
        [tip[0] + exSize * 0.1, tip[1] - exSize * 0.03],
        [tip[0] + exSize * 0.06, tip[1] + exSize * 0.12],
        [tip[0] - exSize * 0.06, tip[1] + exSize * 0.1],
      ],
      "#3b3b3d",
    ),
  );

  // Cones at the trench edge.
  const coneH = h * 0.05;
  for (const x of [tc + topW / 2 + w * 0.02, stackX + stackR * 2 * (rowsCount + 1) + w * 0.03]) {
    if (x > w - coneH) continue;
    parts.push(
      poly(
        [
          [x - coneH * 0.25, ground],
          [x + coneH * 0.25, ground],
          [x + coneH * 0.06, ground - coneH],
          [x - coneH * 0.06, ground - coneH],
        ],
        "#f26a1b",
      ),
    );
    parts.push(rect(x - coneH * 0.17, ground - coneH * 0.6, coneH * 0.34, coneH * 0.14, "#f4f4f0"));
    parts.push(rect(x - coneH * 0.35, ground - coneH * 0.06, coneH * 0.7, coneH * 0.06, "#2b2b2b"));
  }
  return parts.join("");
}

/** Random-walk crack from (x, y) heading roughly along `angle`. */
function crackPoints(rng: Rng, x: number, y: number, angle: number, length: number, step: number): Point[] {
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

function paintCrackSeal(c: Ctx): string {
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
  if (chance(rng, 0.7)) {
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
  }

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

const PAINTERS: Record<DemoScene, (c: Ctx) => string> = {
  "parking-lot": paintParkingLot,
  road: paintRoad,
  sealcoat: paintSealcoat,
  concrete: paintConcrete,
  grading: paintGrading,
  striping: paintStriping,
  utility: paintUtility,
  "crack-seal": paintCrackSeal,
};

/**
 * Returns a complete SVG document painting `image.scene`, varied by `image.seed`. Deterministic: the same
 * image and size always give the same markup.
 */
export function drawDemoImageSvg(image: DemoImage, width: number, height: number): string {
  const w = Number.isFinite(width) && width > 0 ? Math.round(width) : 1200;
  const h = Number.isFinite(height) && height > 0 ? Math.round(height) : 800;
  const painter = PAINTERS[image.scene] ?? paintRoad;
  const seed = (Math.floor(Number.isFinite(image.seed) ? image.seed : 0) ^ hashString(image.scene)) >>> 0;
  const ctx: Ctx = { rng: mulberry32(seed), w, h, uid: `d${seed.toString(36)}`, defs: [] };
  const body = painter(ctx);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${ctx.defs.join("")}</defs>${body}</svg>`
  );
}
