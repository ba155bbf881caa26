import { z } from "zod";
import { invoiceEventTypes, invoiceKinds, invoicePaymentStatuses, invoiceStatuses } from "~/db/schema";
import { invoiceApiSchema, invoicePatchSchema, invoicePaymentApiSchema } from "~/invoices/invoice-schema";
import { isoDate, ok, recordId, type Endpoint } from "./endpoint";

// Invoices: billed against an accepted quote's contract, progress or final. Money is integer cents, computed on the
// server.

const cents = z.number().int();

const invoiceJsonSchema = z.object({
  _id: recordId,
  reference: z.string().describe("INV-2026-0042"),
  kind: z.enum(invoiceKinds),
  status: z.enum(invoiceStatuses),
  jobId: z.string().nullable(),
  quoteId: recordId,
  replacesId: z.string().nullable().describe("The void invoice this one reissues"),
  issuedOn: z.string().nullable().describe("YYYY-MM-DD, set when sent"),
  dueOn: z.string().nullable().describe("YYYY-MM-DD: issuedOn plus the payment terms"),
  termsDays: z.number().int(),
  items: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unit: z.string(),
      unitPriceCents: cents,
      amountCents: cents,
    }),
  ),
  taxClassification: z.enum(["mrra", "prime_contracting", "subtotal"]),
  subtotalCents: cents,
  taxCents: cents,
  totalCents: cents,
  retentionCents: cents.describe("Withheld from this progress invoice's total"),
  retentionReleasedCents: cents.describe("Released by the final invoice"),
  creditsCents: cents.describe("The deposit applied"),
  paidCents: cents.describe("Cleared payments"),
  processingCents: cents.describe("Bank payments under way: neither paid nor due"),
  amountDueCents: cents,
  promptPay: z.object({ deemedApprovedOn: z.string(), dueOn: z.string() }).nullable(),
  payments: z.array(
    z.object({
      amountCents: cents,
      method: z.enum(["check", "cash", "transfer", "card", "us_bank_account"]),
      status: z.enum(invoicePaymentStatuses),
      paidAt: isoDate,
      providerRef: z.string().nullable(),
    }),
  ),
  waivers: z.array(
    z.object({
      kind: z.enum([
        "conditional_progress",
        "unconditional_progress",
        "conditional_final",
        "unconditional_final",
      ]),
      available: z.boolean(),
    }),
  ),
  events: z.array(z.object({ type: z.enum(invoiceEventTypes), at: isoDate })),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export type InvoiceJson = z.infer<typeof invoiceJsonSchema>;

const oneInvoice = (description: string, status: 200 | 201 = 200) => ({
  status,
  description,
  schema: z.object({ success: ok, invoice: invoiceJsonSchema }),
});

export const invoiceEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/invoices",
    tag: "Invoices",
    summary: "Every invoice",
    auth: "admin",
    query: [
      { name: "status", description: "Only invoices with this status", schema: z.enum(invoiceStatuses) },
      { name: "quoteId", description: "Only the invoices of this quote", schema: z.string() },
      { name: "jobId", description: "Only the invoices of this job", schema: z.string() },
    ],
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ invoices: z.array(invoiceJsonSchema) }),
    },
  },
  {
    method: "post",
    path: "/invoices",
    tag: "Invoices",
    summary: "Create an invoice (a draft)",
    description:
      "For an accepted quote. `kind: progress` takes one of `percent` (of the contract's subtotal, above 0 and at " +
      "most 100), `amountCents` (before tax) or `items` (ids of the quote's lines, billed in full); tax follows the " +
      "quote's classification, and `retentionPercent` withholds a share of the total. `kind: final` bills what is " +
      "left of the contract, less the deposit, and releases the retention. `dueInDays` overrides the settings' " +
      "payment terms. More than is left to bill: 400. A second final invoice: 409.",
    auth: "admin",
    json: invoiceApiSchema,
    success: oneInvoice("The new draft with its INV- reference and amounts", 201),
    errors: [409],
  },
  {
    method: "get",
    path: "/invoices/{id}",
    tag: "Invoices",
    summary: "One invoice",
    auth: "admin",
    success: { status: 200, description: "The invoice", schema: z.object({ invoice: invoiceJsonSchema }) },
  },
  {
    method: "patch",
    path: "/invoices/{id}",
    tag: "Invoices",
    summary: "Change a draft invoice",
    description:
      "POST's measure again (`kind` and its one part); the amounts are computed anew. A sent invoice: 409.",
    auth: "admin",
    json: invoicePatchSchema,
    success: oneInvoice("The saved draft"),
    errors: [409],
  },
  {
    method: "post",
    path: "/invoices/{id}/send",
    tag: "Invoices",
    summary: "Send an invoice to the customer",
    description:
      "Fixes the date issued and the due date, and mails the customer a private link (PUBLIC_URL/i/{token}; only " +
      "its hash is stored). Only a draft: 409.",
    auth: "admin",
    success: oneInvoice("The invoice, status sent"),
    errors: [409],
  },
  {
    method: "post",
    path: "/invoices/{id}/void",
    tag: "Invoices",
    summary: "Void an invoice",
    description:
      "It stays in the history and no longer counts as billed. `?reissue=1` writes a new draft with the same " +
      "measure (answered as `reissued`). An invoice with a cleared or processing payment: 409.",
    auth: "admin",
    query: [{ name: "reissue", description: "1: write a new draft in its place", schema: z.string() }],
    success: {
      status: 200,
      description: "The void invoice, and the new draft on a reissue",
      schema: z.object({ success: ok, invoice: invoiceJsonSchema, reissued: invoiceJsonSchema.nullable() }),
    },
    errors: [409],
  },
  {
    method: "post",
    path: "/invoices/{id}/payments",
    tag: "Invoices",
    summary: "Record a payment by hand",
    description:
      "A check (its number in `note`), cash, a transfer or a card taken by the office; partial payments are fine, " +
      "more than is due is a 400. On a draft or void invoice: 409.",
    auth: "admin",
    json: invoicePaymentApiSchema,
    success: oneInvoice("The invoice with the payment", 201),
    errors: [409],
  },
  {
    method: "get",
    path: "/invoices/{id}/pdf",
    tag: "Invoices",
    summary: "The invoice as a PDF",
    description:
      "What the customer's page shows, drawn as a PDF: the company and its ROC number, the reference, dates, lines, " +
      "tax by classification, retention, credits, payments and the amount due; a draft or void invoice too. The " +
      "PDF renderer busy: 503 with Retry-After.",
    auth: "admin",
    file: "application/pdf",
    success: { status: 200, description: "The PDF file (application/pdf)", schema: z.string() },
  },
];
