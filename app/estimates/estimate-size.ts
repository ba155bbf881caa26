import { SIZE_UNITS, type SizeUnit } from "./estimate-options";

// The "Approximate size" of a request as people type it: "2.5", "1,200", "120 stalls", "about 2.5 acres". The number
// keeps up to two decimals (a grading bid on 2.5 acres is not one on 3), and a unit typed with it is understood.
// Browser-safe, no zod: the schema (./estimate) and the pages that show a size both use it.

export const SIZE_MESSAGES = {
  notNumber: "Enter the size as a number, such as 2.5",
  decimals: "Enter the size with at most two decimals, such as 2.5",
  positive: "Enter a size above zero",
  tooLarge: "Enter a size under 100,000,000",
  unitConflict: (typed: SizeUnit) => `The size says ${typed}: choose that unit here, or leave this empty`,
} as const;

const MAX_SIZE = 100_000_000;

// The words people use for each unit, compared without case, dots or spaces.
const UNIT_WORDS: Record<SizeUnit, readonly string[]> = {
  "sq ft": ["sqft", "sqfeet", "sqfoot", "squarefeet", "squarefoot", "squareft", "sf", "ft2", "ft²"],
  "linear ft": ["linearft", "linearfeet", "linearfoot", "linft", "lf", "ft", "feet", "foot"],
  "parking stalls": ["parkingstalls", "parkingstall", "stalls", "stall", "spaces", "space", "parkingspaces"],
  acres: ["acres", "acre", "ac"],
};

/** The unit a word names ("stalls", "sq. ft", "Acres"), or null. */
function sizeUnitOf(word: string): SizeUnit | null {
  const key = word.toLowerCase().replace(/[\s.]/g, "");
  return SIZE_UNITS.find((unit) => unit.replace(/\s/g, "") === key || UNIT_WORDS[unit].includes(key)) ?? null;
}

export type ParsedSize = { ok: true; size: number; unit: SizeUnit | null } | { ok: false; message: string };

// An optional "about", the number (thousands with commas or spaces, up to any decimals: checked below), then the unit.
const SIZE_TEXT =
  /^(?:about|approx\.?|approximately|around|roughly|~)?\s*(\d[\d,\s]*(?:\.\d*)?|\.\d+)\s*(.*)$/i;

/** A typed size as a number with at most two decimals and the unit typed with it, or the message that says why not. */
export function parseSize(input: string): ParsedSize {
  const match = SIZE_TEXT.exec(input.trim());
  if (!match)
    return { ok: false, message: /^-/.test(input.trim()) ? SIZE_MESSAGES.positive : SIZE_MESSAGES.notNumber };
  const [, numberText, unitText] = match;
  const unit = unitText ? sizeUnitOf(unitText) : null;
  if (unitText && !unit) return { ok: false, message: SIZE_MESSAGES.notNumber };
  const plain = numberText.replace(/[,\s]/g, "");
  if (/\.\d{3,}$/.test(plain)) return { ok: false, message: SIZE_MESSAGES.decimals };
  const size = Number(plain);
  if (!Number.isFinite(size)) return { ok: false, message: SIZE_MESSAGES.notNumber };
  if (size <= 0) return { ok: false, message: SIZE_MESSAGES.positive };
  if (size >= MAX_SIZE) return { ok: false, message: SIZE_MESSAGES.tooLarge };
  return { ok: true, size, unit };
}

/**
 * A stored size as the office reads it: thousands grouped, the decimals the visitor gave (at most two), "12,000",
 * "2.5", "0.75". Written out rather than toLocaleString, as groupDigits is (a phone's first Intl format is slow).
 */
export function formatSize(size: number) {
  const [whole, decimals = ""] = (Math.round(size * 100) / 100).toFixed(2).split(".");
  const fraction = decimals.replace(/0+$/, "");
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${fraction ? `.${fraction}` : ""}`;
}

/** "2.5 acres", "12,000 sq ft", or "" without a size. */
export const sizeText = (size: number | null, unit: string) =>
  size === null ? "" : `${formatSize(size)} ${unit}`.trim();
