// Arizona's four statutory lien waivers (A.R.S. § 33-1008(D)(1)-(4)) as data, the text filled from an invoice's
// facts, and which of them the payment state allows. Browser-safe; a later PDF draws the filled form.
//
// § 33-1008(A): a waiver and release is effective only if it "follows substantially one of the forms set forth in
// this section and is signed by the claimant or his authorized agent, and, in the case of a conditional release, if
// there is evidence of payment to the claimant". (D): it "is unenforceable unless it follows substantially the
// following forms in the following circumstances". So the forms' words below are the statute's, in its order, with
// its captions kept after each filled blank; only the blanks are ours. The sources, and how the text was verified,
// are in docs/decisions (Arizona tax, liens and prompt pay).
import { formatCents } from "~/quotes/money";
import { formatLongDate } from "~/utils/dates";

export const LIEN_WAIVER_KINDS = [
  "conditional_progress",
  "unconditional_progress",
  "conditional_final",
  "unconditional_final",
] as const;
export type LienWaiverKind = (typeof LIEN_WAIVER_KINDS)[number];

export const LIEN_WAIVER_TITLES: Record<LienWaiverKind, string> = {
  conditional_progress: "Conditional Waiver and Release on Progress Payment",
  unconditional_progress: "Unconditional Waiver and Release on Progress Payment",
  conditional_final: "Conditional Waiver and Release on Final Payment",
  unconditional_final: "Unconditional Waiver and Release on Final Payment",
};

const LIEN_WAIVER_CITATIONS: Record<LienWaiverKind, string> = {
  conditional_progress: "A.R.S. § 33-1008(D)(1)",
  unconditional_progress: "A.R.S. § 33-1008(D)(2)",
  conditional_final: "A.R.S. § 33-1008(D)(3)",
  unconditional_final: "A.R.S. § 33-1008(D)(4)",
};

/**
 * (D)(2) and (D)(4): "Each unconditional waiver shall contain the following language, in type at least as large as
 * the largest type otherwise on the document". The statute sets it after the form; it may also head the page.
 */
export const UNCONDITIONAL_WAIVER_NOTICE =
  "Notice: This document waives rights unconditionally and states that you have been paid for giving up those " +
  "rights. This document is enforceable against you if you sign it, even if you have not been paid. If you have not " +
  "been paid, use a conditional release form.";

/** What fills the blanks: the job, the payment, the parties and the company's waiver signer. */
export type LienWaiverValues = {
  /** The project's name (the job's customer and service, or the job-site address). */
  project: string;
  /** The job's reference, J-YYYY-NNNN. */
  jobNumber: string;
  /** Who pays (the "maker of check"): the customer. */
  checkMaker: string;
  /** The payment: what this waiver is given for (progress forms and the conditional final form). */
  amountCents: number;
  /** Who is paid (the "payee or payees of check"): the company. */
  payee: string;
  owner: string;
  /** The "(job description)" blank after "located at": the job site. */
  jobLocation: string;
  /** The "(person with whom undersigned contracted)": the customer. */
  customer: string;
  /** Progress forms: the last day of work the payment covers (YYYY-MM-DD). */
  throughDate: string;
  /** Final forms: the disputed claims excepted from the release ($0.00 when none). */
  disputedClaimsCents: number;
  /** The day the waiver is signed (YYYY-MM-DD). */
  date: string;
  companyName: string;
  /** The company's "Waiver signer", from the settings. */
  signerName: string;
  signerTitle: string;
};

type Field = keyof LienWaiverValues;
/** A run of the statute's words, or a blank with the caption the statute prints under it. */
type Piece = string | { field: Field; caption?: string };

export type LienWaiverForm = {
  kind: LienWaiverKind;
  title: string;
  citation: string;
  /** The "Project:" and "Job No.:" lines. */
  header: readonly { label: string; field: Field }[];
  paragraphs: readonly (readonly Piece[])[];
  /** "Date:" on (D)(1), "Dated:" on the others, as the statute prints them. */
  dateLabel: "Date:" | "Dated:";
  notice: string | null;
};

const RIGHTS =
  "any mechanic's lien, any state or federal statutory bond right, any private bond right, any claim for payment " +
  "and any rights under any similar ordinance, rule or statute related to claim or payment rights for persons in " +
  "the undersigned's position";

const HEADER = [
  { label: "Project:", field: "project" },
  { label: "Job No.:", field: "jobNumber" },
] as const;

const owner: Piece = { field: "owner", caption: "owner" };
const location: Piece = { field: "jobLocation", caption: "job description" };
const contracted: Piece = { field: "customer", caption: "person with whom undersigned contracted" };
const check: Piece[] = [
  "On receipt by the undersigned of a check from ",
  { field: "checkMaker", caption: "maker of check" },
  " in the sum of ",
  { field: "amountCents", caption: "amount of check" },
  " payable to ",
  { field: "payee", caption: "payee or payees of check" },
  " and when the check has been properly endorsed and has been paid by the bank on which it is drawn, this document " +
    `becomes effective to release ${RIGHTS}`,
];
const progressWarranty =
  "The undersigned warrants that he either has already paid or will use the monies he receives from this progress " +
  "payment to promptly pay in full all of his laborers, subcontractors, materialmen and suppliers for all work, " +
  "materials, equipment or services provided for or to the above referenced project up to the date of this waiver.";

const LIEN_WAIVER_FORMS: Record<LienWaiverKind, LienWaiverForm> = {
  conditional_progress: {
    kind: "conditional_progress",
    title: LIEN_WAIVER_TITLES.conditional_progress,
    citation: LIEN_WAIVER_CITATIONS.conditional_progress,
    header: HEADER,
    paragraphs: [
      [
        ...check,
        " that the undersigned has on the job of ",
        owner,
        " located at ",
        location,
        " to the following extent. This release covers a progress payment for all labor, services, equipment or " +
          "materials furnished to the jobsite or to ",
        contracted,
        ", through ",
        { field: "throughDate", caption: "date" },
        " only and does not cover any retention, pending modifications and changes or items furnished after that " +
          "date. Before any recipient of this document relies on it, that person should verify evidence of payment " +
          "to the undersigned.",
      ],
      [progressWarranty],
    ],
    dateLabel: "Date:",
    notice: null,
  },
  unconditional_progress: {
    kind: "unconditional_progress",
    title: LIEN_WAIVER_TITLES.unconditional_progress,
    citation: LIEN_WAIVER_CITATIONS.unconditional_progress,
    header: HEADER,
    paragraphs: [
      [
        "The undersigned has been paid and has received a progress payment in the sum of ",
        { field: "amountCents" },
        " for all labor, services, equipment or material furnished to the jobsite or to ",
        contracted,
        " on the job of ",
        owner,
        " located at ",
        location,
        ` and does hereby release ${RIGHTS} that the undersigned has on the above referenced project to the ` +
          "following extent. This release covers a progress payment for all labor, services, equipment or materials " +
          "furnished to the jobsite or to ",
        contracted,
        " through ",
        { field: "throughDate", caption: "date" },
        " only and does not cover any retention, pending modifications and changes or items furnished after that date.",
      ],
      [progressWarranty],
    ],
    dateLabel: "Dated:",
    notice: UNCONDITIONAL_WAIVER_NOTICE,
  },
  conditional_final: {
    kind: "conditional_final",
    title: LIEN_WAIVER_TITLES.conditional_final,
    citation: LIEN_WAIVER_CITATIONS.conditional_final,
    header: HEADER,
    paragraphs: [
      [
        ...check,
        ", the undersigned has on the job of ",
        owner,
        " located at ",
        location,
        ". This release covers the final payment to the undersigned for all labor, services, equipment or materials " +
          "furnished to the jobsite or to ",
        contracted,
        ", except for disputed claims in the amount of ",
        { field: "disputedClaimsCents" },
        ". Before any recipient of this document relies on it, the person should verify evidence of payment to the " +
          "undersigned.",
      ],
      [
        "The undersigned warrants that he either has already paid or will use the monies he receives from this final " +
          "payment to promptly pay in full all his laborers, subcontractors, materialmen and suppliers for all work, " +
          "materials, equipment or services provided for or to the above referenced project up to the date of this " +
          "waiver.",
      ],
    ],
    dateLabel: "Dated:",
    notice: null,
  },
  unconditional_final: {
    kind: "unconditional_final",
    title: LIEN_WAIVER_TITLES.unconditional_final,
    citation: LIEN_WAIVER_CITATIONS.unconditional_final,
    header: HEADER,
    paragraphs: [
      [
        "The undersigned has been paid in full for all labor, services, equipment or material furnished to the " +
          "jobsite or to ",
        contracted,
        ", on the job of ",
        owner,
        " located at ",
        location,
        " and does hereby waive and release any right to mechanic's lien, any state or federal statutory bond right, " +
          "any private bond right, any claim for payment and any rights under any similar ordinance, rule or statute " +
          "related to claim or payment rights for persons in the undersigned's position, except for disputed claims " +
          "for extra work in the amount of ",
        { field: "disputedClaimsCents" },
        ".",
      ],
      [
        "The undersigned warrants that he either has already paid or will use the monies he receives from this final " +
          "payment to promptly pay in full all of his laborers, subcontractors, materialmen and suppliers for all " +
          "work, materials, equipment or services provided for or to the above referenced project.",
      ],
    ],
    dateLabel: "Dated:",
    notice: UNCONDITIONAL_WAIVER_NOTICE,
  },
};

export type FilledLienWaiver = {
  kind: LienWaiverKind;
  title: string;
  citation: string;
  header: { label: string; value: string }[];
  paragraphs: string[];
  /** The statute's signature block: the date, the company, "By:" the signer, the signer's title. */
  signature: { label: string; value: string; caption: string }[];
  /** Printed in type at least as large as the largest type otherwise on the document. */
  notice: string | null;
};

function fieldText(values: LienWaiverValues, field: Field): string {
  switch (field) {
    case "amountCents":
    case "disputedClaimsCents":
      return formatCents(values[field]);
    case "throughDate":
    case "date":
      return formatLongDate(values[field]);
    default:
      return values[field].trim();
  }
}

/** The form's text with the blanks filled: each value followed by the statute's caption, "(owner)". */
export function fillLienWaiver(kind: LienWaiverKind, values: LienWaiverValues): FilledLienWaiver {
  const form = LIEN_WAIVER_FORMS[kind];
  return {
    kind,
    title: form.title,
    citation: form.citation,
    header: form.header.map(({ label, field }) => ({ label, value: fieldText(values, field) })),
    paragraphs: form.paragraphs.map((pieces) =>
      pieces
        .map((piece) => {
          if (typeof piece === "string") return piece;
          const text = fieldText(values, piece.field);
          return piece.caption ? `${text} (${piece.caption})` : text;
        })
        .join(""),
    ),
    signature: [
      { label: form.dateLabel, value: fieldText(values, "date"), caption: "" },
      { label: "", value: fieldText(values, "companyName"), caption: "(Company name)" },
      { label: "By:", value: fieldText(values, "signerName"), caption: "(Signature)" },
      { label: "", value: fieldText(values, "signerTitle"), caption: "(Title)" },
    ],
    notice: form.notice,
  };
}

// ---- Which waivers the payment state allows ----

export type InvoiceKind = "progress" | "final";
/** The invoice statuses of the invoices feature, from draft to void. */
export const INVOICE_STATUSES = [
  "draft",
  "sent",
  "viewed",
  "partially_paid",
  "processing",
  "paid",
  "objected",
  "void",
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const PAYMENT_STATUSES = ["processing", "cleared", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type WaiverPaymentState = {
  kind: InvoiceKind;
  status: InvoiceStatus;
  /** What this invoice asks the customer to pay: its total less the credits applied (deposit, earlier payments). */
  payableCents: number;
  /** The invoice's payments; only cleared ones count as paid. */
  payments: readonly { amountCents: number; status: PaymentStatus }[];
  /** A card payment of this invoice is disputed (charge.dispute.created): no unconditional waiver. */
  disputed: boolean;
  /**
   * The whole contract (quote, approved change orders, released retention) is paid in full and every payment on the
   * job has cleared: nothing due and nothing processing on any invoice or the deposit.
   */
  contractPaidInFull: boolean;
};

export type WaiverAvailability = {
  kind: LienWaiverKind;
  available: boolean;
  /** The waiver's amount: for a conditional form the payment still to come, for the unconditional progress form
   * what has cleared; 0 when the form names none or is not available. */
  amountCents: number;
  /** Why it is not available (for the office's page); null when it is. */
  reason: string | null;
};

const SENT_STATUSES: readonly InvoiceStatus[] = INVOICE_STATUSES.filter(
  (status) => status !== "draft" && status !== "void",
);

export const WAIVER_REASONS = {
  notSent: "Available once the invoice is sent",
  otherKind: (kind: InvoiceKind) => `Not for a ${kind} invoice`,
  nothingDue: "Nothing is left to pay on this invoice",
  notCleared: "Available once a payment has cleared",
  processing: "Not while a bank payment is processing",
  disputed: "Not while a payment is disputed",
  notPaidInFull: "Available once the contract is paid in full and every payment has cleared",
} as const;

const sum = (payments: WaiverPaymentState["payments"], status: PaymentStatus) =>
  payments
    .filter((payment) => payment.status === status)
    .reduce((total, payment) => total + payment.amountCents, 0);

/**
 * Which of the four forms the invoice's payment state allows now, in the statute's order. A conditional waiver is
 * given for a payment still to come, so it needs a sent invoice with something left to pay. An unconditional waiver
 * states the claimant "has been paid", so it counts cleared money only: a processing bank payment, a failed or
 * refunded one never releases it, nor does a disputed card payment. The unconditional final waiver needs the whole
 * contract paid in full and cleared.
 */
export function availableLienWaivers(state: WaiverPaymentState): WaiverAvailability[] {
  const sent = SENT_STATUSES.includes(state.status);
  const clearedCents = sum(state.payments, "cleared");
  const processingCents = sum(state.payments, "processing");
  const stillToPayCents = Math.max(0, state.payableCents - clearedCents);
  const conditional = (kind: LienWaiverKind, forKind: InvoiceKind): WaiverAvailability => {
    let reason: string | null = null;
    if (state.kind !== forKind) reason = WAIVER_REASONS.otherKind(state.kind);
    else if (!sent) reason = WAIVER_REASONS.notSent;
    else if (stillToPayCents === 0) reason = WAIVER_REASONS.nothingDue;
    return { kind, available: reason === null, amountCents: reason === null ? stillToPayCents : 0, reason };
  };
  const unconditional = (kind: LienWaiverKind, forKind: InvoiceKind): WaiverAvailability => {
    let reason: string | null = null;
    if (state.kind !== forKind) reason = WAIVER_REASONS.otherKind(state.kind);
    else if (!sent) reason = WAIVER_REASONS.notSent;
    else if (state.disputed) reason = WAIVER_REASONS.disputed;
    else if (processingCents > 0) reason = WAIVER_REASONS.processing;
    else if (forKind === "progress" && clearedCents === 0) reason = WAIVER_REASONS.notCleared;
    else if (
      forKind === "final" &&
      !(state.contractPaidInFull && state.status === "paid" && stillToPayCents === 0)
    ) {
      reason = WAIVER_REASONS.notPaidInFull;
    }
    const amountCents = reason === null && forKind === "progress" ? clearedCents : 0;
    return { kind, available: reason === null, amountCents, reason };
  };
  return [
    conditional("conditional_progress", "progress"),
    unconditional("unconditional_progress", "progress"),
    conditional("conditional_final", "final"),
    unconditional("unconditional_final", "final"),
  ];
}
