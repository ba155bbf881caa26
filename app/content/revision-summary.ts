// The one line a page revision carries about the save that replaced it ("Changed Heading and Introduction"). Shared by
// the save (which stores it) and the revisions list (which falls back for rows stored before summaries existed).

const LISTED_FIELDS = 3;

const capitalized = (label: string) => (label ? label[0].toUpperCase() + label.slice(1) : label);

/** "A", "A and B", "A, B and C", "A, B and 2 more fields". */
function fieldList(labels: string[]) {
  if (labels.length <= LISTED_FIELDS) {
    return labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
  }
  const more = labels.length - (LISTED_FIELDS - 1);
  return `${labels.slice(0, LISTED_FIELDS - 1).join(", ")} and ${more} more fields`;
}

/**
 * The summary stored with a revision: which fields (by their editor labels) the save changed, and whether it was a
 * restore of an older version.
 */
export function revisionSummary(changedLabels: readonly string[], reason: string): string {
  const labels = [...new Set(changedLabels.map(capitalized))];
  if (reason === "restore") {
    return labels.length
      ? `Restored an earlier version (${fieldList(labels)})`
      : "Restored an earlier version";
  }
  return labels.length ? `Changed ${fieldList(labels)}` : "Saved without changes";
}

/** The summary to show: the stored one, or for older rows without one, what their reason says. */
export function revisionSummaryOrFallback(summary: string | null | undefined, reason: string): string {
  if (summary?.trim()) return summary.trim();
  return reason === "restore" ? "Restored an earlier version" : "Edited (no details kept for older versions)";
}
