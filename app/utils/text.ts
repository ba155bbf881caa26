/** Splits stored plain text into paragraphs on blank lines (the format of blog section bodies). */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter(Boolean);
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "America/Phoenix",
});

/** "March 4, 2025" in Arizona time; accepts an ISO string, a yyyy-mm-dd date or a Date. */
export function formatDate(value: string | Date): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // A calendar date (project dates): read it at noon so no time zone moves it to another day.
    return dateFormat.format(new Date(`${value}T12:00:00-07:00`));
  }
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

/** The machine-readable form for `<time dateTime>`. */
export function isoDate(value: string | Date): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

/** A `tel:` link for a phone number as people write it, e.g. "(480) 555-0186" → "tel:4805550186". */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
