// Arizona's transaction privilege tax (TPT) on contracting, as data and one pure function: which of three rules a
// quote, change order or invoice follows, what its tax line says and what it adds. Browser-safe, integer cents, no
// Intl (money.ts). The rules and their sources are in docs/decisions (Arizona tax, liens and prompt pay).
//
// - MRRA: maintenance, repair, replacement or alteration of existing property is excluded from the prime
//   contracting classification (A.R.S. § 42-5075; ADOR, TPN 18-1 and "MRRA Contracting"): the contractor pays
//   retail TPT on its materials as a cost of doing business, and its invoice carries no tax line.
// - Prime contracting (modification: new construction, grading and site work where none existed): the tax base is
//   65% of the gross (A.R.S. § 42-5075(B)), taxed at the combined state, county and city rate of the job site.
// - Tax on the subtotal: the rule every quote followed before, kept for what is neither.
import type { taxClassifications } from "~/db/schema";
import { formatCents, parseDecimal } from "~/utils/decimal-text";

// The stored column's list, repeated here so the browser never loads the schema; the types hold the two together.
export const TAX_CLASSIFICATIONS: typeof taxClassifications = ["mrra", "prime_contracting", "subtotal"];
export type TaxClassification = (typeof TAX_CLASSIFICATIONS)[number];

export const TAX_CLASSIFICATION_LABELS: Record<TaxClassification, string> = {
  mrra: "Maintenance, repair, replacement or alteration (MRRA)",
  prime_contracting: "Prime contracting (new construction or modification)",
  subtotal: "Tax on the subtotal",
};

export const isTaxClassification = (value: unknown): value is TaxClassification =>
  typeof value === "string" && (TAX_CLASSIFICATIONS as readonly string[]).includes(value);

/**
 * The one line an MRRA document carries instead of a tax line. ADOR: an MRRA contractor's invoice "will not
 * separately include tax as a line item" (a tax line would have to be remitted) and the tax paid on the materials is
 * "an ordinary cost of doing business".
 */
export const MRRA_NOTICE =
  "No transaction privilege tax is charged on this contract: it is maintenance, repair, replacement or alteration " +
  "(MRRA) work, and the contractor pays the tax on the materials it buys for it.";

/** A.R.S. § 42-5075(B): the prime contracting tax base is 65% of the gross proceeds (the "35% labor deduction"). */
export const PRIME_CONTRACTING_TAX_BASE_PERCENT = 65;

/** Rates are thousandths of a percent (8.3% = 8300): a job site's combined rate has up to three decimals. */
const RATE_THOUSANDTHS_PER_PERCENT = 1000;
/** The same ceiling as a quote's rate (20%). */
export const MAX_TAX_RATE_THOUSANDTHS = 20 * RATE_THOUSANDTHS_PER_PERCENT;

export const TAX_RATE_MESSAGE = "Tax rate must be from 0 to 20%, with up to three decimals";

/** "8.3", "8.300 %", "6.35" as thousandths of a percent; null for anything else or above 20%. */
export function parseTaxRatePercent(text: string): number | null {
  const value = parseDecimal(text.replace(/%/g, ""), 3);
  return value !== null && value <= MAX_TAX_RATE_THOUSANDTHS ? value : null;
}

/** A quote's rate in basis points (two decimals, 860 = 8.6%) in thousandths of a percent. */
export const rateThousandthsFromBps = (bps: number) => bps * 10;

/** 8300 → "8.300": the three decimals of a job site's combined rate, as the prime contracting line shows it. */
export function formatRatePercent(thousandths: number) {
  const fraction = String(thousandths % RATE_THOUSANDTHS_PER_PERCENT).padStart(3, "0");
  return `${Math.floor(thousandths / RATE_THOUSANDTHS_PER_PERCENT)}.${fraction}`;
}

/** 8600 → "8.6", 8000 → "8": the trimmed percent the quotes have always printed ("Tax (8.6%)"). */
function trimmedRatePercent(thousandths: number) {
  const fraction = String(thousandths % RATE_THOUSANDTHS_PER_PERCENT)
    .padStart(3, "0")
    .replace(/0+$/, "");
  const whole = Math.floor(thousandths / RATE_THOUSANDTHS_PER_PERCENT);
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * a × b ÷ divisor rounded to the nearest integer, halves away from zero: a credit (a change order that removes work)
 * rounds to the same cents as the charge it undoes. Exact in BigInt for any amount a quote allows.
 */
function mulDivRound(a: bigint, b: bigint, divisor: bigint) {
  const product = a * b;
  const magnitude = (2n * (product < 0n ? -product : product) + divisor) / (2n * divisor);
  return product < 0n ? -magnitude : magnitude;
}

export type TaxInput = {
  classification: TaxClassification;
  /** The rate in thousandths of a percent (8.3% = 8300); ignored for MRRA. */
  rateThousandths: number;
  /** What the tax applies to: the document's subtotal (the gross before tax), in cents; below 0 for a credit. */
  subtotalCents: number;
};

export type TaxLine = {
  taxCents: number;
  /** What the rate was applied to: the subtotal, 65% of it for prime contracting, 0 for MRRA. */
  taxBaseCents: number;
  /** The tax line's label; null for MRRA, which has no tax line. */
  label: string | null;
  /** The line printed instead of a tax line (MRRA); null otherwise. */
  notice: string | null;
};

/**
 * The tax of a document. Rounding: each printed amount is rounded once, to the nearest cent, halves away from zero.
 * For prime contracting the base (65% of the subtotal) is rounded to the cent first and the rate applies to that
 * rounded base, so the document's figures multiply out as printed and the base is the cents amount a TPT return
 * reports; the tax can differ by a cent from rounding 65% × rate × subtotal only once (tax-classification.test.ts).
 * The subtotal rule is today's quoteTotals exactly (a rate in basis points times ten gives the same cents).
 */
export function computeTax({ classification, rateThousandths, subtotalCents }: TaxInput): TaxLine {
  if (!Number.isSafeInteger(subtotalCents))
    throw new RangeError("subtotalCents must be a whole number of cents");
  if (classification === "mrra") return { taxCents: 0, taxBaseCents: 0, label: null, notice: MRRA_NOTICE };
  if (
    !Number.isSafeInteger(rateThousandths) ||
    rateThousandths < 0 ||
    rateThousandths > MAX_TAX_RATE_THOUSANDTHS
  ) {
    throw new RangeError(TAX_RATE_MESSAGE);
  }
  const rate = BigInt(rateThousandths);
  const perWhole = BigInt(100 * RATE_THOUSANDTHS_PER_PERCENT);
  if (classification === "prime_contracting") {
    const base = mulDivRound(BigInt(subtotalCents), BigInt(PRIME_CONTRACTING_TAX_BASE_PERCENT), 100n);
    return {
      taxCents: Number(mulDivRound(base, rate, perWhole)),
      taxBaseCents: Number(base),
      label: `Tax (${formatRatePercent(rateThousandths)}% on ${PRIME_CONTRACTING_TAX_BASE_PERCENT}% of ${formatCents(subtotalCents)})`,
      notice: null,
    };
  }
  return {
    taxCents: Number(mulDivRound(BigInt(subtotalCents), rate, perWhole)),
    taxBaseCents: subtotalCents,
    label: `Tax (${trimmedRatePercent(rateThousandths)}%)`,
    notice: null,
  };
}

/**
 * The default classification of a service, by the words of its name (the office names services freely in
 * /admin/services), first rule that matches. Maintenance of existing pavement is MRRA; paving, grading and site
 * development are modification (ADOR "Modification Contracting": "ground up" construction, grading and leveling
 * ground); anything else keeps the subtotal rule. A quote takes its service's default and the office may change it.
 */
const SERVICE_TAX_DEFAULTS: readonly { words: RegExp; classification: TaxClassification }[] = [
  { words: /seal ?coat/, classification: "mrra" },
  { words: /crack ?seal/, classification: "mrra" },
  { words: /patch/, classification: "mrra" },
  { words: /pot ?hole/, classification: "mrra" },
  { words: /strip(e|ing)|pavement markings?/, classification: "mrra" },
  { words: /paving/, classification: "prime_contracting" },
  { words: /grading/, classification: "prime_contracting" },
  { words: /site development/, classification: "prime_contracting" },
];

export function defaultTaxClassification(serviceName: string): TaxClassification {
  const name = serviceName.toLowerCase().replace(/[\s-]+/g, " ");
  return SERVICE_TAX_DEFAULTS.find((rule) => rule.words.test(name))?.classification ?? "subtotal";
}

/** A service as /admin/services keeps it: its classification, once the office has saved one. */
type ClassifiedService = { name: string; taxClassification?: TaxClassification };

/** A service's classification: the one the office chose for it, else the default of its name. */
const serviceTaxClassification = (service: ClassifiedService) =>
  service.taxClassification ?? defaultTaxClassification(service.name);

/**
 * The classification a new quote starts with, from the service asked for (an estimate request's): the classification
 * of the listed service of that name, else the default of the name itself; the subtotal rule when none is named.
 */
export function quoteTaxClassification(
  serviceName: string | null | undefined,
  services: readonly ClassifiedService[],
): TaxClassification {
  const name = serviceName?.trim().toLowerCase();
  if (!name) return "subtotal";
  const listed = services.find((service) => service.name.trim().toLowerCase() === name);
  return listed ? serviceTaxClassification(listed) : defaultTaxClassification(name);
}

/** Service lists with each service's classification spelled out (the chosen one, or its name's default). */
export function withServiceTaxClassifications<
  Lists extends Record<string, readonly (ClassifiedService & { description: string })[]>,
>(lists: Lists) {
  return Object.fromEntries(
    Object.entries(lists).map(([key, services]) => [
      key,
      services.map((service) => ({ ...service, taxClassification: serviceTaxClassification(service) })),
    ]),
  ) as {
    [K in keyof Lists]: (Lists[K][number] & { taxClassification: TaxClassification })[];
  };
}
