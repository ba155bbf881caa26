// A drawn signature (signature_pad's SVG) is kept only as its strokes: the viewBox, and each path, line and dot as
// path data that this module has parsed number by number, checked and written back at a fixed precision, in an SVG
// of our own. Nothing else a browser sends (scripts, links, styles, images) survives, and no number can be one that
// a renderer chokes on (1e300, NaN, a point a mile off the pad), so the stored SVG is safe to show and to draw.

export const SIGNATURE_REFUSAL = "Draw your signature again, or sign with your typed name alone";

/** One stroke: absolute path data (M, L, H, V, C, S, Q, T, Z) and its pen width, in viewBox units. */
export type SignatureStroke = { d: string; width: number };
export type SignatureDrawing = {
  minX: number;
  minY: number;
  width: number;
  height: number;
  strokes: SignatureStroke[];
};

const MAX_BOX = 5000;
/** A point may lie this many box sizes beyond the box's edges (a stroke that leaves the pad), no further. */
const REACH = 2;
const MAX_STROKES = 2000;
const MAX_NUMBERS = 40_000;
const DEFAULT_PEN = 2;

/** Two decimals, no trailing zeros, never "-0": the stored form of every number. */
const fixed = (value: number) => String(Math.round(value * 100) / 100 || 0);

const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const SEPARATORS = /[\s,]*/y;
const COMMAND = /[MmLlHhVvCcSsQqTtZz]/y;
// How many numbers each command takes.
const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, Z: 0 };

type Box = { minX: number; minY: number; width: number; height: number };

/**
 * Parses SVG path data into absolute commands, checking every number: finite, and every point within REACH box sizes
 * of the box. Null for anything else (arcs, stray characters, too many numbers).
 */
function parsePath(data: string, box: Box, budget: { numbers: number }): string | null {
  const out: string[] = [];
  let at = 0;
  let x = 0;
  let y = 0;
  let start = { x: 0, y: 0 };
  let command = "";
  const skip = () => {
    SEPARATORS.lastIndex = at;
    SEPARATORS.exec(data);
    at = SEPARATORS.lastIndex;
  };
  const number = (): number | null => {
    skip();
    NUMBER.lastIndex = at;
    const match = NUMBER.exec(data);
    if (!match) return null;
    at = NUMBER.lastIndex;
    budget.numbers--;
    const value = Number(match[0]);
    return Number.isFinite(value) ? value : null;
  };
  const inside = (px: number, py: number) =>
    px >= box.minX - REACH * box.width &&
    px <= box.minX + (REACH + 1) * box.width &&
    py >= box.minY - REACH * box.height &&
    py <= box.minY + (REACH + 1) * box.height;

  skip();
  while (at < data.length) {
    COMMAND.lastIndex = at;
    const letter = COMMAND.exec(data)?.[0];
    if (letter) {
      command = letter;
      at = COMMAND.lastIndex;
    } else if (!command || command === "Z" || command === "z") {
      return null; // numbers before any command, or after a Z
    }
    // Repeated pairs after a moveto are linetos (SVG's rule).
    const upper = command.toUpperCase();
    const relative = command !== upper;
    const values: number[] = [];
    for (let index = 0; index < ARITY[upper]; index++) {
      const value = number();
      if (value === null) return null;
      values.push(value);
    }
    if (budget.numbers < 0) return null;
    if (upper === "Z") {
      out.push("Z");
      x = start.x;
      y = start.y;
    } else if (upper === "H" || upper === "V") {
      const value = values[0] + (relative ? (upper === "H" ? x : y) : 0);
      if (upper === "H") x = value;
      else y = value;
      if (!inside(x, y)) return null;
      out.push(`${upper} ${fixed(value)}`);
    } else {
      const points: number[] = [];
      for (let index = 0; index < values.length; index += 2) {
        const px = values[index] + (relative ? x : 0);
        const py = values[index + 1] + (relative ? y : 0);
        if (!inside(px, py)) return null;
        points.push(px, py);
      }
      x = points[points.length - 2];
      y = points[points.length - 1];
      if (upper === "M") start = { x, y };
      out.push(`${upper} ${points.map(fixed).join(" ")}`);
    }
    if (upper === "M") command = relative ? "l" : "L";
    skip();
  }
  return out.length && out[0].startsWith("M") ? out.join(" ") : null;
}

/** The attributes of one tag's text, lower-cased names. */
function attributesOf(tag: string) {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes.set(match[1].toLowerCase(), match[2] ?? match[3]);
  }
  return attributes;
}

/** A number attribute (cx, r, stroke-width): finite, else null. */
function numberOf(value: string | undefined) {
  if (value === undefined || !/^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\s*$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

function viewBoxOf(svg: string): Box | null {
  const open = /<svg\b([^>]*)>/i.exec(svg);
  const numbers = attributesOf(open?.[1] ?? "")
    .get("viewbox")
    ?.trim()
    .split(/[\s,]+/)
    .map((part) => numberOf(part));
  if (!numbers || numbers.length !== 4 || numbers.some((value) => value === null)) return null;
  const [minX, minY, width, height] = numbers as number[];
  const fits = (size: number) => size > 0 && size <= MAX_BOX;
  const near = (offset: number) => Math.abs(offset) <= MAX_BOX;
  return fits(width) && fits(height) && near(minX) && near(minY) ? { minX, minY, width, height } : null;
}

/** A stroke's pen width: its stroke-width within sensible bounds, else the default pen. */
function penOf(value: number | null, box: Box) {
  const widest = Math.max(box.width, box.height) / 10;
  return value !== null && value > 0 && value <= widest ? value : DEFAULT_PEN;
}

/**
 * The strokes of a drawn signature: each `<path>` (its `d` parsed), `<line>` and `<circle>` (a dot), or null when
 * the SVG has no viewBox we accept, no stroke, or any stroke whose numbers fail the checks. The same reader takes the
 * browser's SVG and the stored one.
 */
export function readSignature(svg: string): SignatureDrawing | null {
  const box = viewBoxOf(svg);
  if (!box) return null;
  const budget = { numbers: MAX_NUMBERS };
  const strokes: SignatureStroke[] = [];
  for (const match of svg.matchAll(/<(path|line|circle)\b([^>]*)>/gi)) {
    if (strokes.length >= MAX_STROKES) return null;
    const attributes = attributesOf(match[2]);
    const element = match[1].toLowerCase();
    let data: string | null;
    let pen = numberOf(attributes.get("stroke-width"));
    if (element === "path") {
      data = parsePath(attributes.get("d") ?? "", box, budget);
    } else if (element === "line") {
      const [x1, y1, x2, y2] = ["x1", "y1", "x2", "y2"].map((name) => numberOf(attributes.get(name)));
      data = [x1, y1, x2, y2].some((value) => value === null)
        ? null
        : parsePath(`M ${x1} ${y1} L ${x2} ${y2}`, box, budget);
    } else {
      // A dot: a stroke of no length with a round cap as wide as the circle.
      const [cx, cy, r] = ["cx", "cy", "r"].map((name) => numberOf(attributes.get(name)));
      data =
        cx === null || cy === null || r === null
          ? null
          : parsePath(`M ${cx} ${cy} L ${cx} ${cy}`, box, budget);
      pen = r === null ? null : 2 * r;
    }
    if (!data) return null;
    strokes.push({ d: data, width: Number(fixed(penOf(pen, box))) });
  }
  return strokes.length ? { ...box, strokes } : null;
}

/**
 * The stored form of a drawn signature: an SVG of our own holding only its checked strokes, or null when it cannot be
 * read; the accept form then asks for SIGNATURE_REFUSAL.
 */
export function cleanSignatureSvg(svg: string): string | null {
  const drawing = readSignature(svg);
  if (!drawing) return null;
  const box = [drawing.minX, drawing.minY, drawing.width, drawing.height].map(fixed).join(" ");
  const strokes = drawing.strokes.map((stroke) => `<path d="${stroke.d}" stroke-width="${stroke.width}"/>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}">` +
    `<g fill="none" stroke="#000" stroke-linecap="round" stroke-linejoin="round">${strokes.join("")}</g></svg>`
  );
}
