/** Splits stored plain text into paragraphs on blank lines (the format of blog section bodies). */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter(Boolean);
}

/** A `tel:` link for a phone number as people write it, e.g. "(480) 555-0186" → "tel:4805550186". */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
