/** Splits stored plain text into paragraphs on blank lines (the format of blog section bodies). */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter(Boolean);
}

/**
 * A whole number with thousands separators, "10,000", as en-US writes it. Written out rather than toLocaleString:
 * the browser's first Intl number format costs a phone tens of milliseconds of hydration.
 */
export function groupDigits(count: number) {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** "1 post", "3 posts": a count with its noun. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
