import { expect, test } from "vitest";
import { quoteTotals } from "./money";
import {
  computeTax,
  defaultTaxClassification,
  formatRatePercent,
  isTaxClassification,
  MAX_TAX_RATE_THOUSANDTHS,
  MRRA_NOTICE,
  parseTaxRatePercent,
  PRIME_CONTRACTING_TAX_BASE_PERCENT,
  rateThousandthsFromBps,
  TAX_CLASSIFICATION_LABELS,
  TAX_CLASSIFICATIONS,
  TAX_RATE_MESSAGE,
} from "./tax-classification";

test("three classifications with stable ids and the labels the office reads", () => {
  expect(TAX_CLASSIFICATIONS).toEqual(["mrra", "prime_contracting", "subtotal"]);
  expect(TAX_CLASSIFICATION_LABELS.mrra).toBe("Maintenance, repair, replacement or alteration (MRRA)");
  expect(TAX_CLASSIFICATION_LABELS.prime_contracting).toBe(
    "Prime contracting (new construction or modification)",
  );
  expect(TAX_CLASSIFICATION_LABELS.subtotal).toBe("Tax on the subtotal");
  expect(isTaxClassification("prime_contracting")).toBe(true);
  expect(isTaxClassification("retail")).toBe(false);
  expect(isTaxClassification(undefined)).toBe(false);
});

test("prime contracting: 8.300% on 65% of $38,405.00, the base rounded to the cent first", () => {
  expect(PRIME_CONTRACTING_TAX_BASE_PERCENT).toBe(65);
  const line = computeTax({
    classification: "prime_contracting",
    rateThousandths: 8300,
    subtotalCents: 38_405_00,
  });
  // 65% of $38,405.00 is $24,963.25 exactly; 8.3% of it is $2,071.94975, half up to $2,071.95.
  expect(line).toEqual({
    taxBaseCents: 24_963_25,
    taxCents: 2_071_95,
    label: "Tax (8.300% on 65% of $38,405.00)",
    notice: null,
  });
});

test("the rate applies to the rounded base: 28¢ has a base of 18¢ and a tax of 1¢ (not 2¢ from one rounding)", () => {
  // 65% of 28¢ is 18.2¢ → 18¢; 8.3% of 18¢ is 1.494¢ → 1¢. Rounding 28 × 0.65 × 0.083 = 1.5106 once would give 2¢.
  expect(
    computeTax({ classification: "prime_contracting", rateThousandths: 8300, subtotalCents: 28 }),
  ).toMatchObject({ taxBaseCents: 18, taxCents: 1 });
  // Halves go up: 65% of 10¢ is 6.5¢ → 7¢.
  expect(
    computeTax({ classification: "prime_contracting", rateThousandths: 0, subtotalCents: 10 }),
  ).toMatchObject({
    taxBaseCents: 7,
    taxCents: 0,
  });
});

test("a credit rounds to the same cents as the charge it undoes", () => {
  for (const classification of ["prime_contracting", "subtotal"] as const) {
    for (const cents of [28, 10, 185_000, 1_234_567]) {
      const charge = computeTax({ classification, rateThousandths: 8375, subtotalCents: cents });
      const credit = computeTax({ classification, rateThousandths: 8375, subtotalCents: -cents });
      expect(credit.taxCents).toBe(-charge.taxCents);
      expect(credit.taxBaseCents).toBe(-charge.taxBaseCents);
    }
  }
  expect(
    computeTax({ classification: "prime_contracting", rateThousandths: 8300, subtotalCents: -1_850_00 })
      .label,
  ).toBe("Tax (8.300% on 65% of -$1,850.00)");
});

test("MRRA has no tax line, only the notice", () => {
  const line = computeTax({ classification: "mrra", rateThousandths: 8300, subtotalCents: 12_500_00 });
  expect(line).toEqual({ taxCents: 0, taxBaseCents: 0, label: null, notice: MRRA_NOTICE });
  expect(MRRA_NOTICE).toMatch(/^No transaction privilege tax is charged on this contract/);
  expect(MRRA_NOTICE).toMatch(/pays the tax on the materials/);
});

test("tax on the subtotal is today's quote rule to the cent", () => {
  const items = [
    { id: "a", quantityMilli: 2500, unitPriceCents: 333, optional: false },
    { id: "b", quantityMilli: 1000, unitPriceCents: 1_234_567, optional: false },
  ];
  for (const bps of [0, 1, 5, 860, 1999, 2000]) {
    const totals = quoteTotals(items, [], bps, { type: "percent", value: 0 });
    const line = computeTax({
      classification: "subtotal",
      rateThousandths: rateThousandthsFromBps(bps),
      subtotalCents: totals.subtotalCents,
    });
    expect(line.taxCents).toBe(totals.taxCents);
    expect(line.taxBaseCents).toBe(totals.subtotalCents);
  }
  expect(computeTax({ classification: "subtotal", rateThousandths: 8600, subtotalCents: 100 }).label).toBe(
    "Tax (8.6%)",
  );
  expect(computeTax({ classification: "subtotal", rateThousandths: 8000, subtotalCents: 100 }).label).toBe(
    "Tax (8%)",
  );
  expect(computeTax({ classification: "subtotal", rateThousandths: 6350, subtotalCents: 100 }).label).toBe(
    "Tax (6.35%)",
  );
});

test("the largest quote stays exact", () => {
  const line = computeTax({
    classification: "prime_contracting",
    rateThousandths: 20_000,
    subtotalCents: 100_000_000_00,
  });
  expect(line).toMatchObject({ taxBaseCents: 65_000_000_00, taxCents: 13_000_000_00 });
});

test("rates: up to three decimals, 0 to 20%, shown with three decimals on the prime contracting line", () => {
  expect(parseTaxRatePercent("8.3")).toBe(8300);
  expect(parseTaxRatePercent("8.375 %")).toBe(8375);
  expect(parseTaxRatePercent("0")).toBe(0);
  expect(parseTaxRatePercent("20")).toBe(20_000);
  expect(parseTaxRatePercent("20.001")).toBeNull();
  expect(parseTaxRatePercent("8.3751")).toBeNull();
  expect(parseTaxRatePercent("-1")).toBeNull();
  expect(parseTaxRatePercent("abc")).toBeNull();
  expect(formatRatePercent(8300)).toBe("8.300");
  expect(formatRatePercent(8375)).toBe("8.375");
  expect(formatRatePercent(50)).toBe("0.050");
  expect(rateThousandthsFromBps(860)).toBe(8600);
  expect(MAX_TAX_RATE_THOUSANDTHS).toBe(20_000);
  expect(() =>
    computeTax({
      classification: "subtotal",
      rateThousandths: MAX_TAX_RATE_THOUSANDTHS + 1,
      subtotalCents: 1,
    }),
  ).toThrow(TAX_RATE_MESSAGE);
  expect(() => computeTax({ classification: "subtotal", rateThousandths: 8.5, subtotalCents: 1 })).toThrow(
    RangeError,
  );
  expect(() => computeTax({ classification: "mrra", rateThousandths: 0, subtotalCents: 0.5 })).toThrow(
    RangeError,
  );
});

test("each service's default classification, from the service lists' own names", () => {
  const expected: Record<string, string> = {
    Sealcoating: "mrra",
    "Sealcoating & Crack Sealing": "mrra",
    "Crack Sealing": "mrra",
    "Pothole Repair": "mrra",
    "Remove & Replace Patching": "mrra",
    "Striping & Pavement Markings": "mrra",
    "Striping & ADA Layout": "mrra",
    "Asphalt Paving": "prime_contracting",
    "Asphalt Paving & Overlays": "prime_contracting",
    "Grading & Site Preparation": "prime_contracting",
    "Mass Grading & Earthwork": "prime_contracting",
    "Fine Grading & Subgrade Preparation": "prime_contracting",
    "Site Development": "prime_contracting",
    "Concrete Flatwork": "subtotal",
    "Mill & Overlay": "subtotal",
    "Underground Utilities": "subtotal",
    "": "subtotal",
  };
  for (const [name, classification] of Object.entries(expected)) {
    expect(defaultTaxClassification(name), name).toBe(classification);
  }
  expect(defaultTaxClassification("SEAL-COAT")).toBe("mrra");
});
