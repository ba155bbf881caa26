// The words of the invoice feature, shared by its pages, mails and API: statuses, kinds, the timeline's labels and
// the refusals. Browser-safe, no zod.
import type { invoiceEventTypes } from "~/db/schema";
import { PAYMENT_MESSAGES } from "~/payments/payment-messages";
import type { InvoiceKind, InvoiceStatus } from "./lien-waivers";

export type InvoiceEventType = (typeof invoiceEventTypes)[number];
export type InvoicePaymentMethod = "check" | "cash" | "transfer" | "card" | "us_bank_account";

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  partially_paid: "Partially paid",
  processing: "Payment processing",
  paid: "Paid",
  objected: "Objected",
  void: "Void",
};

/** The status as the customer reads it on the invoice's page (a draft or void invoice has no page). */
export const INVOICE_CUSTOMER_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: "Not sent yet",
  sent: "Awaiting payment",
  viewed: "Awaiting payment",
  partially_paid: "Partly paid",
  processing: "Payment processing",
  paid: "Paid in full",
  objected: "Under review by our office",
  void: "Void",
};

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { progress: "Progress", final: "Final" };

export const INVOICE_EVENT_LABELS: Record<InvoiceEventType, string> = {
  created: "Created",
  updated: "Changed",
  sent: "Sent to the customer",
  viewed: "Viewed by the customer",
  payment: "Payment recorded",
  voided: "Voided",
  reissued: "Reissued",
  payment_processing: "Bank payment started",
  payment_cleared: "Payment cleared",
  payment_failed: "Payment failed",
  refunded: "Refund recorded",
  disputed: "Payment disputed",
  receipt: "Receipt sent",
  waiver: "Lien waiver issued",
  reminder: "Payment reminder sent",
  reminders_off: "Reminders turned off",
  reminders_on: "Reminders turned back on",
};

export const INVOICE_PAYMENT_METHOD_LABELS: Record<InvoicePaymentMethod, string> = {
  check: "Check",
  cash: "Cash",
  transfer: "Transfer",
  card: "Card",
  us_bank_account: "Bank account",
};

export const INVOICE_LIMITS = {
  maxTermsDays: 365,
  /** Retention is a share of a progress invoice, at most a fifth of it. */
  maxRetentionBps: 2000,
} as const;

export const DEFAULT_INVOICE_TERMS_DAYS = 14;

export const INVOICE_MESSAGES = {
  notFound: "Invoice not found",
  waiverNotAvailable: "That lien waiver is not available for this invoice now",
  quoteNotFound: "Quote not found",
  quoteNotAccepted: "Only an accepted quote can be invoiced.",
  secondFinal: "This contract already has a final invoice. Void it to bill the balance again.",
  finalBilled: "The final invoice is written: no progress invoice can follow it.",
  nothingToBill: "Nothing is left to bill on this contract.",
  tooMuch: (left: string) => `That is more than is left to bill (${left} before tax).`,
  aboveZero: "An invoice must be for more than $0.00.",
  chooseLines: "Choose at least one line of the quote.",
  unknownLine: "Choose lines of this quote.",
  onePart: "Give a percent, an amount or lines: one of them.",
  locked: "A sent invoice cannot be edited. Void and reissue it instead.",
  notDraft: "Only a draft can be sent.",
  alreadyVoid: "This invoice is void already.",
  paidCannotVoid: "An invoice with a cleared payment cannot be voided.",
  notPayable: "Payments are recorded on a sent invoice that is not void.",
  tooLargePayment: (due: string) => `That is more than is due (${due}).`,
  created: "Invoice created",
  updated: "Invoice saved",
  sent: "Invoice sent to the customer",
  voided: "Invoice voided",
  reissued: "Invoice voided and reissued as a new draft",
  paymentRecorded: "Payment recorded",
  noOnlinePayment: PAYMENT_MESSAGES.noOnlinePayment,
  nothingDue: "Nothing is due on this invoice.",
  paymentProcessing: "A bank payment of this invoice is under way.",
  tooLargeForCheckout: "This amount is too large to pay online. Please use the payment instructions.",
  checkoutFailed: PAYMENT_MESSAGES.checkoutFailed,
  remindersOff: "Reminders turned off for this invoice",
  remindersOn: "Reminders turned back on for this invoice",
} as const;

/** An invoice's payment statuses as the pages and mails say them. */
export const INVOICE_PAYMENT_STATUS_LABELS = {
  processing: "Processing",
  cleared: "Cleared",
  failed: "Failed",
  refunded: "Refunded",
} as const;

export const isInvoiceStatus = (value: unknown): value is InvoiceStatus =>
  typeof value === "string" && Object.hasOwn(INVOICE_STATUS_LABELS, value);
