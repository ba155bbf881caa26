import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { contractValueCents } from "~/jobs/contract-value";
import { computeTax, TAX_CLASSIFICATIONS } from "~/quotes/tax-classification";
import {
  contractBalance,
  finalAmounts,
  invoiceDue,
  percentOfSubtotal,
  progressAmounts,
  type BilledInvoice,
  type InvoiceContract,
} from "./invoice-money";

// The quote's contract plus the job's approved change orders (one that removes work is below zero, each taxed by its
// own rule as signed), summed as the contract value is everywhere (app/jobs/contract-value.ts).
const changeOrderArb = fc.record({
  share: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
  classification: fc.constantFrom(...TAX_CLASSIFICATIONS),
});

const contractArb = fc
  .record({
    subtotalCents: fc.integer({ min: 1, max: 50_000_000_00 }),
    classification: fc.constantFrom(...TAX_CLASSIFICATIONS),
    rateThousandths: fc.integer({ min: 0, max: 20_000 }),
    depositBps: fc.integer({ min: 0, max: 10_000 }),
    changeOrders: fc.array(changeOrderArb, { maxLength: 3 }),
  })
  .map(({ subtotalCents, classification, rateThousandths, depositBps, changeOrders }): InvoiceContract => {
    const quoteTotalCents =
      subtotalCents + computeTax({ classification, rateThousandths, subtotalCents }).taxCents;
    const orders = changeOrders.map((order) => {
      const orderSubtotal = Math.trunc(subtotalCents * order.share);
      const tax = computeTax({
        classification: order.classification,
        rateThousandths,
        subtotalCents: Math.abs(orderSubtotal),
      }).taxCents;
      return { subtotalCents: orderSubtotal, totalCents: orderSubtotal + Math.sign(orderSubtotal) * tax };
    });
    const contractSubtotal = orders.reduce((sum, order) => sum + order.subtotalCents, subtotalCents);
    const totalCents = contractValueCents({
      acceptedTotalCents: quoteTotalCents,
      approvedChangeOrderCents: orders.map((order) => order.totalCents),
    });
    return {
      subtotalCents: contractSubtotal,
      totalCents,
      classification,
      rateThousandths,
      // The deposit was paid on the quote: a share of its total, never more than the contract.
      depositPaidCents: Math.min(
        Math.round((quoteTotalCents * depositBps) / 10_000),
        Math.max(0, totalCents),
      ),
    };
  })
  .filter((contract) => contract.subtotalCents > 0 && contract.totalCents >= contract.subtotalCents);

// A progress step: a percent of the contract or an amount, with a retention.
const stepArb = fc.record({
  percentBps: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }),
  amountShare: fc.double({ min: 0, max: 1.2, noNaN: true }),
  // A job's "Retention %": 0 to 100 with two decimals.
  retentionBps: fc.oneof(fc.constantFrom(0, 500, 1000, 10_000), fc.integer({ min: 0, max: 10_000 })),
});

type Step = { percentBps: number | undefined; amountShare: number; retentionBps: number };

function bill(contract: InvoiceContract, steps: Step[]) {
  const billed: (BilledInvoice & { payableCents: number })[] = [];
  for (const step of steps) {
    const subtotal =
      step.percentBps !== undefined
        ? percentOfSubtotal(contract, step.percentBps)
        : Math.floor(contract.subtotalCents * step.amountShare);
    const amounts = progressAmounts(contract, billed, subtotal, step.retentionBps);
    if (typeof amounts === "string") continue;
    billed.push({ kind: "progress", ...amounts });
  }
  return billed;
}

describe("invoice arithmetic", () => {
  test("for any contract with change orders, deposit, retention and sequence of progress invoices, nothing bills beyond the contract; the final invoice closes it to the cent", () => {
    fc.assert(
      fc.property(contractArb, fc.array(stepArb, { maxLength: 8 }), (contract, steps) => {
        const billed = bill(contract, steps);
        const billedTotal = billed.reduce((total, invoice) => total + invoice.totalCents, 0);
        expect(billedTotal).toBeLessThanOrEqual(contract.totalCents);
        const credited = billed.reduce((total, invoice) => total + invoice.creditsCents, 0);
        expect(credited).toBeLessThanOrEqual(contract.depositPaidCents);
        for (const invoice of billed) expect(invoice.payableCents).toBeGreaterThanOrEqual(0);

        const last = finalAmounts(contract, billed)!;
        const all = [...billed, { kind: "final" as const, ...last }];
        expect(all.reduce((total, invoice) => total + invoice.totalCents, 0)).toBe(contract.totalCents);
        expect(all.reduce((total, invoice) => total + invoice.subtotalCents, 0)).toBe(contract.subtotalCents);
        // The deposit and what every invoice asks add up to the contract value: retention withheld is released.
        const payable = all.reduce((total, invoice) => total + invoice.payableCents, 0);
        expect(payable + contract.depositPaidCents).toBe(contract.totalCents);
        expect(contractBalance(contract, all)).toMatchObject({ leftToBillCents: 0, depositLeftCents: 0 });
        expect(finalAmounts(contract, all)).toBeNull();
        expect(progressAmounts(contract, all, 1, 0)).toBe("finalBilled");
      }),
      { numRuns: 300 },
    );
  });

  test("the issue's job: $38,405.00 prime contracting at 8.3%, 30% deposit, a 50% progress invoice, then the final", () => {
    // The quote's total is what it signed; here a subtotal chosen so that its tax makes $38,405.00 plausible.
    const subtotalCents = 3_619_000;
    const tax = computeTax({ classification: "prime_contracting", rateThousandths: 8300, subtotalCents });
    const contract: InvoiceContract = {
      subtotalCents,
      totalCents: subtotalCents + tax.taxCents,
      classification: "prime_contracting",
      rateThousandths: 8300,
      depositPaidCents: Math.round((subtotalCents + tax.taxCents) * 0.3),
    };
    const progress = progressAmounts(contract, [], percentOfSubtotal(contract, 5000), 0);
    if (typeof progress === "string") throw new Error(progress);
    expect(progress.subtotalCents).toBe(1_809_500);
    expect(progress.taxCents).toBe(
      computeTax({ classification: "prime_contracting", rateThousandths: 8300, subtotalCents: 1_809_500 })
        .taxCents,
    );
    expect(progress.creditsCents).toBe(contract.depositPaidCents);
    const final = finalAmounts(contract, [{ kind: "progress", ...progress }])!;
    expect(progress.payableCents + final.payableCents + contract.depositPaidCents).toBe(contract.totalCents);
  });

  test("refusals: nothing, beyond the subtotal left, after the final", () => {
    const contract: InvoiceContract = {
      subtotalCents: 100_00,
      totalCents: 108_60,
      classification: "subtotal",
      rateThousandths: 8600,
      depositPaidCents: 0,
    };
    expect(progressAmounts(contract, [], 0, 0)).toBe("nothing");
    expect(progressAmounts(contract, [], 100_01, 0)).toBe("tooMuch");
    const all = progressAmounts(contract, [], 100_00, 0);
    expect(all).toMatchObject({ totalCents: 108_60, taxCents: 8_60 });
  });

  test("what is due counts cleared payments; processing is neither paid nor due", () => {
    expect(
      invoiceDue({ payableCents: 1000 }, [
        { amountCents: 300, status: "cleared" },
        { amountCents: 200, status: "processing" },
        { amountCents: 500, status: "failed" },
      ]),
    ).toEqual({ paidCents: 300, processingCents: 200, amountDueCents: 500 });
  });
});
