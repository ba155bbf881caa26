import { describe, expect, test } from "vitest";
import {
  availableLienWaivers,
  fillLienWaiver,
  INVOICE_STATUSES,
  LIEN_WAIVER_KINDS,
  LIEN_WAIVER_TITLES,
  PAYMENT_STATUSES,
  UNCONDITIONAL_WAIVER_NOTICE,
  WAIVER_REASONS,
  type LienWaiverKind,
  type LienWaiverValues,
  type PaymentStatus,
  type WaiverPaymentState,
} from "./lien-waivers";

const values: LienWaiverValues = {
  project: "Desert Vista HOA – Asphalt Paving",
  jobNumber: "J-2027-0004",
  checkMaker: "Desert Vista HOA",
  amountCents: 9_601_25,
  payee: "Ironwash Paving & Civil LLC",
  owner: "Desert Vista HOA",
  jobLocation: "1200 E Main St, Mesa, AZ 85203",
  customer: "Desert Vista HOA",
  throughDate: "2027-03-12",
  disputedClaimsCents: 0,
  date: "2027-03-20",
  companyName: "Ironwash Paving & Civil LLC",
  signerName: "Dana Ortiz",
  signerTitle: "Office Manager",
};

describe("the four forms of A.R.S. § 33-1008(D)", () => {
  test("titles and citations in the statute's order", () => {
    expect(
      LIEN_WAIVER_KINDS.map((kind) => [LIEN_WAIVER_TITLES[kind], fillLienWaiver(kind, values).citation]),
    ).toEqual([
      ["Conditional Waiver and Release on Progress Payment", "A.R.S. § 33-1008(D)(1)"],
      ["Unconditional Waiver and Release on Progress Payment", "A.R.S. § 33-1008(D)(2)"],
      ["Conditional Waiver and Release on Final Payment", "A.R.S. § 33-1008(D)(3)"],
      ["Unconditional Waiver and Release on Final Payment", "A.R.S. § 33-1008(D)(4)"],
    ]);
  });

  test("the conditional progress form, filled, with the statute's captions after each blank", () => {
    const form = fillLienWaiver("conditional_progress", values);
    expect(form.header).toEqual([
      { label: "Project:", value: "Desert Vista HOA – Asphalt Paving" },
      { label: "Job No.:", value: "J-2027-0004" },
    ]);
    expect(form.paragraphs[0]).toBe(
      "On receipt by the undersigned of a check from Desert Vista HOA (maker of check) in the sum of $9,601.25 " +
        "(amount of check) payable to Ironwash Paving & Civil LLC (payee or payees of check) and when the check has " +
        "been properly endorsed and has been paid by the bank on which it is drawn, this document becomes effective " +
        "to release any mechanic's lien, any state or federal statutory bond right, any private bond right, any claim " +
        "for payment and any rights under any similar ordinance, rule or statute related to claim or payment rights " +
        "for persons in the undersigned's position that the undersigned has on the job of Desert Vista HOA (owner) " +
        "located at 1200 E Main St, Mesa, AZ 85203 (job description) to the following extent. This release covers a " +
        "progress payment for all labor, services, equipment or materials furnished to the jobsite or to Desert " +
        "Vista HOA (person with whom undersigned contracted), through March 12, 2027 (date) only and does not cover " +
        "any retention, pending modifications and changes or items furnished after that date. Before any recipient " +
        "of this document relies on it, that person should verify evidence of payment to the undersigned.",
    );
    expect(form.paragraphs[1]).toMatch(/^The undersigned warrants that he either has already paid/);
    expect(form.signature).toEqual([
      { label: "Date:", value: "March 20, 2027", caption: "" },
      { label: "", value: "Ironwash Paving & Civil LLC", caption: "(Company name)" },
      { label: "By:", value: "Dana Ortiz", caption: "(Signature)" },
      { label: "", value: "Office Manager", caption: "(Title)" },
    ]);
    expect(form.notice).toBeNull();
  });

  test("each unconditional form carries the statute's notice; the conditional ones do not", () => {
    const notices = LIEN_WAIVER_KINDS.map((kind) => fillLienWaiver(kind, values).notice);
    expect(notices).toEqual([null, UNCONDITIONAL_WAIVER_NOTICE, null, UNCONDITIONAL_WAIVER_NOTICE]);
    expect(UNCONDITIONAL_WAIVER_NOTICE).toContain("This document is enforceable against you if you sign it");
  });

  test("the progress forms run through a date; the final forms except disputed claims instead", () => {
    const text = (kind: LienWaiverKind) => fillLienWaiver(kind, values).paragraphs.join("\n");
    expect(text("unconditional_progress")).toContain(
      "has received a progress payment in the sum of $9,601.25 for all labor",
    );
    expect(text("unconditional_progress")).toContain("through March 12, 2027 (date) only");
    expect(text("conditional_final")).toContain("except for disputed claims in the amount of $0.00.");
    expect(text("conditional_final")).not.toContain("March 12, 2027");
    expect(text("unconditional_final")).toContain(
      "The undersigned has been paid in full for all labor, services, equipment or material furnished to the jobsite " +
        "or to Desert Vista HOA (person with whom undersigned contracted), on the job of Desert Vista HOA (owner)",
    );
    expect(text("unconditional_final")).toContain(
      "except for disputed claims for extra work in the amount of $0.00.",
    );
    expect(text("unconditional_final")).not.toContain("$9,601.25");
    expect(fillLienWaiver("conditional_final", values).signature[0].label).toBe("Dated:");
  });
});

describe("which waivers the payment state allows", () => {
  const state = (over: Partial<WaiverPaymentState>): WaiverPaymentState => ({
    kind: "progress",
    status: "sent",
    payableCents: 19_202_50,
    payments: [],
    disputed: false,
    contractPaidInFull: false,
    ...over,
  });
  const availableKinds = (over: Partial<WaiverPaymentState>) =>
    availableLienWaivers(state(over))
      .filter((waiver) => waiver.available)
      .map((waiver) => waiver.kind);

  test("a sent progress invoice offers the conditional progress waiver for what is left to pay", () => {
    const waivers = availableLienWaivers(state({}));
    expect(waivers.map((waiver) => waiver.kind)).toEqual(LIEN_WAIVER_KINDS);
    expect(waivers[0]).toEqual({
      kind: "conditional_progress",
      available: true,
      amountCents: 19_202_50,
      reason: null,
    });
    expect(waivers[1]).toMatchObject({ available: false, reason: WAIVER_REASONS.notCleared });
    expect(waivers[2]).toMatchObject({ available: false, reason: "Not for a progress invoice" });
  });

  test("a processing bank payment never releases the unconditional progress waiver; clearing does", () => {
    const processing = state({
      status: "processing",
      payments: [{ amountCents: 19_202_50, status: "processing" }],
    });
    expect(availableLienWaivers(processing)[1]).toMatchObject({
      available: false,
      reason: WAIVER_REASONS.processing,
    });
    expect(availableLienWaivers(processing)[0]).toMatchObject({ available: true, amountCents: 19_202_50 });
    const cleared = state({ status: "paid", payments: [{ amountCents: 19_202_50, status: "cleared" }] });
    expect(availableLienWaivers(cleared)[1]).toEqual({
      kind: "unconditional_progress",
      available: true,
      amountCents: 19_202_50,
      reason: null,
    });
    expect(
      availableKinds({ status: "paid", payments: [{ amountCents: 19_202_50, status: "cleared" }] }),
    ).toEqual(["unconditional_progress"]);
  });

  test("a partial cleared payment: both progress waivers, each for its part", () => {
    const waivers = availableLienWaivers(
      state({ status: "partially_paid", payments: [{ amountCents: 5_000_00, status: "cleared" }] }),
    );
    expect(waivers[0]).toMatchObject({ available: true, amountCents: 14_202_50 });
    expect(waivers[1]).toMatchObject({ available: true, amountCents: 5_000_00 });
  });

  test("failed and refunded payments count as unpaid; a dispute holds back every unconditional waiver", () => {
    expect(availableKinds({ payments: [{ amountCents: 19_202_50, status: "failed" }] })).toEqual([
      "conditional_progress",
    ]);
    expect(availableKinds({ payments: [{ amountCents: 19_202_50, status: "refunded" }] })).toEqual([
      "conditional_progress",
    ]);
    const disputed = availableLienWaivers(
      state({ status: "paid", disputed: true, payments: [{ amountCents: 19_202_50, status: "cleared" }] }),
    );
    expect(disputed[1]).toMatchObject({ available: false, reason: WAIVER_REASONS.disputed });
  });

  test("the final invoice: conditional while money is due, unconditional only once the contract is paid and cleared", () => {
    const final = { kind: "final" as const, payableCents: 7_681_00 };
    expect(availableKinds({ ...final })).toEqual(["conditional_final"]);
    expect(availableLienWaivers(state({ ...final }))[2]).toMatchObject({ amountCents: 7_681_00 });
    // Paid and cleared, but another invoice of the job still owes: not yet.
    const paid = {
      ...final,
      status: "paid" as const,
      payments: [{ amountCents: 7_681_00, status: "cleared" as const }],
    };
    expect(availableLienWaivers(state(paid))[3]).toMatchObject({
      available: false,
      reason: WAIVER_REASONS.notPaidInFull,
    });
    expect(availableKinds({ ...paid, contractPaidInFull: true })).toEqual(["unconditional_final"]);
    expect(availableLienWaivers(state({ ...paid, contractPaidInFull: true }))[3]).toMatchObject({
      amountCents: 0,
    });
    // A bank payment of the last amount still processing: conditional only.
    const processing = {
      ...final,
      status: "processing" as const,
      payments: [{ amountCents: 7_681_00, status: "processing" as const }],
    };
    expect(availableKinds({ ...processing, contractPaidInFull: true })).toEqual(["conditional_final"]);
  });

  test("every invoice status and payment status, progress and final, keeps the rules", () => {
    const paymentStatuses: (PaymentStatus | null)[] = [null, ...PAYMENT_STATUSES];
    for (const kind of ["progress", "final"] as const) {
      for (const status of INVOICE_STATUSES) {
        for (const paymentStatus of paymentStatuses) {
          for (const contractPaidInFull of [false, true]) {
            const payments = paymentStatus ? [{ amountCents: 19_202_50, status: paymentStatus }] : [];
            const waivers = availableLienWaivers(state({ kind, status, payments, contractPaidInFull }));
            const on = (waiverKind: LienWaiverKind) =>
              waivers.find((waiver) => waiver.kind === waiverKind)!.available;
            const sent = status !== "draft" && status !== "void";
            const cleared = paymentStatus === "cleared";
            const where = `${kind} ${status} ${paymentStatus} ${contractPaidInFull}`;
            // Never a waiver for a draft or a void invoice, nor one of the other kind.
            if (!sent)
              expect(
                waivers.some((waiver) => waiver.available),
                where,
              ).toBe(false);
            expect(on(kind === "progress" ? "conditional_final" : "conditional_progress"), where).toBe(false);
            expect(on(kind === "progress" ? "unconditional_final" : "unconditional_progress"), where).toBe(
              false,
            );
            // An unconditional waiver only for cleared money.
            if (!cleared) {
              expect(on("unconditional_progress"), where).toBe(false);
              expect(on("unconditional_final"), where).toBe(false);
            }
            // A conditional waiver only while something is left to pay.
            if (cleared) {
              expect(on("conditional_progress"), where).toBe(false);
              expect(on("conditional_final"), where).toBe(false);
            }
            if (kind === "progress") {
              expect(on("conditional_progress"), where).toBe(sent && !cleared);
              expect(on("unconditional_progress"), where).toBe(sent && cleared);
            } else {
              expect(on("conditional_final"), where).toBe(sent && !cleared);
              expect(on("unconditional_final"), where).toBe(
                cleared && status === "paid" && contractPaidInFull,
              );
            }
          }
        }
      }
    }
  });
});
