const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** The text as HTML text or attribute value: the five characters with a meaning in HTML become entities. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char]);
