// SVG building blocks for the illustrations: shapes as markup strings, gradients and clip paths collected in the
// picture's <defs>, colour mixing, and the grit (aggregate, gravel, soil grains) scattered over surfaces.
import { between, pick, type Random } from "../seeded-random";

export type Point = [number, number];

/** The picture being painted: its random source, size, an id prefix unique to the picture, and its <defs>. */
export type Canvas = {
  rng: Random;
  w: number;
  h: number;
  uid: string;
  defs: string[];
};

/** Rounds to two decimals and drops trailing zeros to keep the markup short. */
export function f(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function points(list: Point[]): string {
  return list.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");
}

function attrs(extra?: string): string {
  return extra ? ` ${extra}` : "";
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra?: string,
): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, width))}" height="${f(Math.max(0, height))}" fill="${fill}"${attrs(extra)}/>`;
}

/** A rectangle across the whole width of the picture, from `top` down `height`. */
export function band(c: Canvas, top: number, height: number, fill: string, extra?: string): string {
  return rect(0, top, c.w, height, fill, extra);
}

/** A rectangle drawn as an outline only. */
export function outline(
  x: number,
  y: number,
  width: number,
  height: number,
  stroke: string,
  strokeWidth: number,
) {
  return rect(x, y, width, height, "none", `stroke="${stroke}" stroke-width="${f(strokeWidth)}"`);
}

/** The black shadow of a rectangle, moved down and right by `offset`. */
export function shadow(
  x: number,
  y: number,
  width: number,
  height: number,
  offset: number,
  opacity: number,
  radius: number,
): string {
  return rect(x + offset, y + offset, width, height, "#000000", `opacity="${f(opacity)}" rx="${f(radius)}"`);
}

export function poly(list: Point[], fill: string, extra?: string): string {
  return `<polygon points="${points(list)}" fill="${fill}"${attrs(extra)}/>`;
}

export function line(
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

export function circle(cx: number, cy: number, r: number, fill: string, extra?: string): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(Math.max(0, r))}" fill="${fill}"${attrs(extra)}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra?: string,
): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(Math.max(0, rx))}" ry="${f(Math.max(0, ry))}" fill="${fill}"${attrs(extra)}/>`;
}

export function polyline(list: Point[], stroke: string, width: number, extra?: string): string {
  return `<polyline points="${points(list)}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${attrs(extra)}/>`;
}

export function group(children: string[], extra?: string): string {
  return `<g${attrs(extra)}>${children.join("")}</g>`;
}

export function linearGradient(c: Canvas, name: string, stops: [number, string][], vertical = true): string {
  const id = `${c.uid}-${name}`;
  const direction = vertical ? `x1="0" y1="0" x2="0" y2="1"` : `x1="0" y1="0" x2="1" y2="0"`;
  const stopTags = stops
    .map(([offset, color]) => `<stop offset="${f(offset)}" stop-color="${color}"/>`)
    .join("");
  c.defs.push(`<linearGradient id="${id}" ${direction}>${stopTags}</linearGradient>`);
  return `url(#${id})`;
}

/** A band from `top` to the bottom of the picture, shading from one colour at its top to another at the bottom. */
export function shadedGround(c: Canvas, name: string, top: number, from: string, to: string): string {
  return band(
    c,
    top,
    c.h - top,
    linearGradient(c, name, [
      [0, from],
      [1, to],
    ]),
  );
}

export function radialGradient(c: Canvas, name: string, stops: [number, string, number][]): string {
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

export function clipPath(c: Canvas, name: string, shape: string): string {
  const id = `${c.uid}-${name}`;
  c.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
  return `clip-path="url(#${id})"`;
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
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

/** How grit looks: its colours, and the range of its dots' radius (a share of the width) and opacity. */
export type Grit = { colors: string[]; size: [number, number]; opacity: [number, number] };

/** Scatters `count` small dots of grit over a rectangle. */
export function speckles(
  c: Canvas,
  x: number,
  y: number,
  width: number,
  height: number,
  count: number,
  grit: Grit,
): string {
  const radius = [c.w * grit.size[0], c.w * grit.size[1]];
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = x + c.rng() * width;
    const cy = y + c.rng() * height;
    const r = between(c.rng, radius[0], radius[1]);
    dots.push(
      circle(
        cx,
        cy,
        r,
        pick(c.rng, grit.colors),
        `opacity="${f(between(c.rng, grit.opacity[0], grit.opacity[1]))}"`,
      ),
    );
  }
  return dots.join("");
}

/** A full-width band of one colour from `top` down `height`, with grit over it. */
export function grittyBand(c: Canvas, top: number, height: number, fill: string, count: number, grit: Grit) {
  return band(c, top, height, fill) + speckles(c, 0, top, c.w, height, count, grit);
}
