// The columns of a quote's lines, on the customer's page and the office's alike. A module of its own: the customer's
// page takes these four words without the rest of the quote's vocabulary (quote-options.ts) in its scripts.
export const QUOTE_LINE_COLUMNS = ["Description", "Quantity", "Unit price", "Amount"] as const;
