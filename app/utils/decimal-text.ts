// Amounts as people read and type them: integer cents as "$1,234.56", decimals typed as integers of a scale. No
// Intl, for the reason money.ts gives (the first formatter costs a phone 100 ms).

/** "$1,234.56"; "-$5.00" below zero. */
export function formatCents(cents: number) {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, "0")}`;
}

/**
 * A decimal number typed by a person ("1,234.5", "$ 80", "2.125") as an integer in units of 10^-`decimals`; null for
 * anything else, a negative number, or more decimals than allowed.
 */
export function parseDecimal(text: string, decimals: number): number | null {
  const cleaned = text.replace(/[\s,$]/g, "");
  const match = new RegExp(`^(\\d{1,15})(?:\\.(\\d{0,${decimals}}))?$`).exec(cleaned);
  if (!match) return null;
  const fraction = (match[2] ?? "").padEnd(decimals, "0");
  const value = Number(match[1]) * 10 ** decimals + (fraction ? Number(fraction) : 0);
  return Number.isSafeInteger(value) ? value : null;
}
