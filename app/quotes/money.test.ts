import { expect, test } from "vitest";
import {
  amountsDue,
  bpsToPercentText,
  formatCents,
  lineAmountCents,
  parseDecimal,
  quoteTotals,
  scaleNumber,
} from "./money";
import {
  changesFormSchema,
  declineFormSchema,
  optionsFormSchema,
  paymentFormSchema,
  quoteApiSchema,
  quoteFormSchema,
} from "./quote-schema";

test("one formatter for page, mail and PDF: $1,234.56, without Intl", () => {
  expect(formatCents(123456)).toBe("$1,234.56");
  expect(formatCents(5)).toBe("$0.05");
  expect(formatCents(100_000_000_00)).toBe("$100,000,000.00");
  expect(formatCents(-500)).toBe("-$5.00");
  expect(bpsToPercentText(860)).toBe("8.6");
  expect(bpsToPercentText(2500)).toBe("25");
});

test("typed amounts: separators and a dollar sign are fine, too many decimals are not", () => {
  expect(parseDecimal("$1,234.5", 2)).toBe(123450);
  expect(parseDecimal("2.125", 3)).toBe(2125);
  expect(parseDecimal("1.005", 2)).toBeNull();
  expect(parseDecimal("-3", 2)).toBeNull();
  expect(parseDecimal("abc", 2)).toBeNull();
  expect(scaleNumber(8.6, 2)).toBe(860);
  expect(scaleNumber(0.1 + 0.2, 2)).toBe(30);
  expect(scaleNumber(1.234, 2)).toBeNull();
});

test("totals round half up once per amount; unchosen options do not count; a fixed deposit never passes the total", () => {
  expect(lineAmountCents({ quantityMilli: 2500, unitPriceCents: 333 })).toBe(833); // 832.5
  const items = [
    { id: "a", quantityMilli: 1000, unitPriceCents: 10000, optional: false },
    { id: "b", quantityMilli: 1000, unitPriceCents: 5000, optional: true },
  ];
  expect(quoteTotals(items, [], 860, { type: "percent", value: 2500 })).toEqual({
    subtotalCents: 10000,
    taxCents: 860,
    totalCents: 10860,
    depositCents: 2715,
    taxBaseCents: 10000,
    taxLabel: "Tax (8.6%)",
    taxNotice: null,
  });
  expect(quoteTotals(items, ["b"], 860, { type: "fixed", value: 1_000_000 })).toMatchObject({
    totalCents: 16290,
    depositCents: 16290,
  });
  // The largest quote stays exact: 100 lines of 1,000,000 units at $10,000,000 would not fit a double.
  const big = quoteTotals(
    [{ id: "x", quantityMilli: 1_000_000_000, unitPriceCents: 1_000_000_000, optional: false }],
    [],
    0,
    { type: "percent", value: 0 },
  );
  expect(big.subtotalCents).toBe(1e15);
  expect(amountsDue({ totalCents: 10860, depositCents: 2715 }, 1000)).toEqual({
    depositDueCents: 1715,
    balanceCents: 8145,
  });
  expect(amountsDue({ totalCents: 10860, depositCents: 2715 }, 5000)).toEqual({
    depositDueCents: 0,
    balanceCents: 5860,
  });
});

test("the Arizona classification decides the tax line: prime contracting on 65%, MRRA none, the subtotal rule", () => {
  // $38,405.00 of new paving at 8.3%, a 30% deposit: 65% is $24,963.25, its tax $2,071.94975 → $2,071.95.
  const paving = [{ id: "p", quantityMilli: 1000, unitPriceCents: 3_840_500, optional: false }];
  const deposit = { type: "percent", value: 3000 } as const;
  expect(quoteTotals(paving, [], 830, deposit, "prime_contracting")).toEqual({
    subtotalCents: 3_840_500,
    taxBaseCents: 2_496_325,
    taxCents: 207_195,
    totalCents: 4_047_695,
    depositCents: 1_214_309, // 30% of $40,476.95 = $12,143.085, half up
    taxLabel: "Tax (8.300% on 65% of $38,405.00)",
    taxNotice: null,
  });
  // MRRA: no tax line whatever the rate, the notice instead, the deposit on the untaxed total.
  const mrra = quoteTotals(paving, [], 830, deposit, "mrra");
  expect(mrra).toMatchObject({
    taxCents: 0,
    taxBaseCents: 0,
    totalCents: 3_840_500,
    depositCents: 1_152_150,
  });
  expect(mrra.taxLabel).toBeNull();
  expect(mrra.taxNotice).toMatch(/^No transaction privilege tax is charged on this contract/);
  // Left out, the classification is the subtotal rule: the same cents as naming it.
  expect(quoteTotals(paving, [], 830, deposit)).toEqual(quoteTotals(paving, [], 830, deposit, "subtotal"));
  expect(quoteTotals(paving, [], 830, deposit).taxCents).toBe(318_762); // 8.3% of $38,405.00 = $3,187.615
  // An optional line the customer adds raises the prime contracting base and the label's "X" with it.
  const withOption = [...paving, { id: "o", quantityMilli: 2500, unitPriceCents: 333, optional: true }];
  const chosen = quoteTotals(withOption, ["o"], 830, deposit, "prime_contracting");
  expect(chosen.subtotalCents).toBe(3_841_333); // + 2.5 × $3.33 = $8.325 → $8.33
  expect(chosen.taxBaseCents).toBe(2_496_866); // 65% of it, $24,968.6645 → $24,968.66
  expect(chosen.taxCents).toBe(207_240); // 8.3% of $24,968.66 = $2,072.39878
  expect(chosen.taxLabel).toBe("Tax (8.300% on 65% of $38,413.33)");
});

const body = {
  customerName: "Pat",
  email: "PAT@Example.com",
  phone: "480-555-0100",
  address: "1 Main",
  city: "Mesa",
  zip: "85201",
  items: [{ description: "Patch", quantity: 1, unitPriceCents: 10000 }],
  taxRatePercent: 0,
  depositPercent: 10,
  validUntil: "2030-01-01",
};

test("a body naming only taxRatePercent is taxed on the subtotal; a classification is one of the three", () => {
  expect(quoteApiSchema.parse({ ...body, taxRatePercent: 8.3 }).taxClassification).toBe("subtotal");
  expect(
    quoteApiSchema.parse({ ...body, taxRatePercent: 8.3, taxClassification: "prime_contracting" }),
  ).toMatchObject({ taxRateBps: 830, taxClassification: "prime_contracting" });
  expect(
    quoteApiSchema
      .safeParse({ ...body, taxClassification: "exempt" })
      .error?.issues.map((issue) => [issue.path.join("."), issue.message]),
  ).toEqual([["taxClassification", "Choose a tax classification"]]);
  // A fixed deposit is held to the total the classification gives: $100 of MRRA work totals $100.00.
  const fixed = { ...body, taxRatePercent: 10, depositPercent: undefined, depositCents: 10_500 };
  expect(quoteApiSchema.safeParse(fixed).success).toBe(true);
  expect(quoteApiSchema.safeParse({ ...fixed, taxClassification: "mrra" }).error?.issues[0].message).toBe(
    "Deposit must be at most the total ($100.00)",
  );
});

test("the API's limits: each violation is a field error", () => {
  const errors = (override: object) =>
    quoteApiSchema
      .safeParse({ ...body, ...override })
      .error?.issues.map((issue) => [issue.path.join("."), issue.message]);
  expect(quoteApiSchema.parse(body)).toMatchObject({
    email: "pat@example.com",
    depositType: "percent",
    depositValue: 1000,
  });
  expect(errors({ items: [] })).toEqual([["items", "Add at least one line"]]);
  expect(errors({ items: Array(101).fill(body.items[0]) })).toEqual([
    ["items", "A quote may have at most 100 lines"],
  ]);
  expect(errors({ items: [{ description: "x", quantity: 0, unitPriceCents: 1 }] })?.[0][0]).toBe(
    "items.0.quantity",
  );
  expect(errors({ items: [{ description: "x", quantity: 1, unitPriceCents: 1_000_000_001 }] })).toEqual([
    ["items.0.unitPriceCents", "Unit price must be from $0.00 to $10,000,000.00"],
  ]);
  expect(errors({ taxRatePercent: 20.01 })?.[0][0]).toBe("taxRatePercent");
  expect(errors({ depositPercent: undefined, depositCents: 10001 })).toEqual([
    ["depositCents", "Deposit must be at most the total ($100.00)"],
  ]);
  expect(errors({ depositCents: 5 })).toEqual([
    ["depositPercent", "Give the deposit as either depositPercent or depositCents"],
  ]);
  expect(errors({ validUntil: "2030-02-30" })?.[0]).toEqual([
    "validUntil",
    "Valid until must be a date (YYYY-MM-DD)",
  ]);
  expect(errors({ startDate: "2030-02-01", completionDate: "2030-01-01" })?.[0][0]).toBe("completionDate");
});

test("the editor's form: dollars and percents as typed, optional boxes, the same rules", () => {
  const form = {
    customerName: "Pat",
    email: "pat@example.com",
    phone: "480-555-0100",
    address: "1 Main",
    city: "Mesa",
    zip: "85201",
    items: [
      { description: "Patch", quantity: "2.5", unit: "ton", unitPrice: "$1,200.00" },
      { description: "Stripe", quantity: "1", unitPrice: "80", optional: "on" },
    ],
    taxRate: "8.6",
    depositType: "fixed",
    deposit: "500",
    validUntil: "2030-01-01",
  };
  expect(quoteFormSchema.parse(form)).toMatchObject({
    taxRateBps: 860,
    depositType: "fixed",
    depositValue: 50000,
    items: [
      { quantityMilli: 2500, unitPriceCents: 120000, optional: false, unit: "ton" },
      { quantityMilli: 1000, unitPriceCents: 8000, optional: true },
    ],
  });
  const refused = quoteFormSchema.safeParse({ ...form, deposit: "5000", taxRate: "21" });
  expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual(["taxRate"]);
  const tooBig = quoteFormSchema.safeParse({ ...form, deposit: "5000" });
  expect(tooBig.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
    ["deposit", "Deposit must be at most the total ($3,258.00)"],
  ]);
});

test("the editor: an empty tax rate is no tax, an empty deposit none; each refusal names the field and its rule", () => {
  const form = {
    customerName: "Dana Whitfield",
    email: "dana@example.com",
    phone: "4805550142",
    address: "1 Main",
    city: "Mesa",
    zip: "85201",
    items: [{ description: "Sealcoat", quantity: "1", unitPrice: "100" }],
    depositType: "percent",
    validUntil: "2030-01-01",
  };
  // Conform sends an emptied field as nothing at all.
  expect(quoteFormSchema.parse(form)).toMatchObject({ taxRateBps: 0, depositValue: 0 });
  expect(quoteFormSchema.parse({ ...form, taxRate: "8.6%", deposit: "30%" })).toMatchObject({
    taxRateBps: 860,
    depositValue: 3000,
  });
  const messages = (values: Record<string, unknown>) =>
    quoteFormSchema.safeParse({ ...form, ...values }).error?.issues.map((issue) => issue.message);
  expect(messages({ deposit: "130" })).toEqual([
    "Deposit must be a percent from 0 to 100, with up to two decimals",
  ]);
  expect(messages({ deposit: "thirty" })).toEqual([
    "Deposit must be a percent from 0 to 100, with up to two decimals",
  ]);
  expect(messages({ depositType: "fixed", deposit: "thirty" })).toEqual([
    "Deposit must be an amount in dollars and cents",
  ]);
  expect(messages({ taxRate: "high" })).toEqual(["Tax rate must be from 0 to 20%, with up to two decimals"]);
});

test("the customer's and the office's small forms", () => {
  expect(optionsFormSchema.parse({ version: "2", option: "a" })).toEqual({ version: 2, option: ["a"] });
  expect(optionsFormSchema.parse({ version: "2" })).toEqual({ version: 2, option: [] });
  expect(declineFormSchema.parse({})).toEqual({ reason: "" });
  expect(changesFormSchema.safeParse({ message: " " }).error?.issues[0].message).toBe(
    "Write what you would like changed",
  );
  expect(paymentFormSchema.parse({ amount: "1,250.00", paidOn: "2026-03-05", method: "check" })).toEqual({
    amount: 125000,
    paidOn: "2026-03-05",
    method: "check",
    note: "",
  });
  expect(
    paymentFormSchema.safeParse({ amount: "0", paidOn: "2026-03-05", method: "barter" }).error?.issues.length,
  ).toBe(2);
});
