import { z } from "zod";
import { paymentMethods, quoteEventTypes, quoteStatuses, taxClassifications } from "~/db/schema";
import { quoteApiSchema, quotePatchSchema } from "~/quotes/quote-schema";
import { sendFormSchema } from "~/quotes/send-form-schema";
import { isoDate, messageOnly, ok, recordId, type Endpoint } from "./endpoint";

// Quotes: written by the office, signed and paid by the customer on a private page. Money is integer cents.

const cents = z.number().int();

const quoteJsonSchema = z.object({
  _id: recordId,
  reference: z.string().describe("Q-2026-0042"),
  status: z.enum(quoteStatuses).describe("A sent quote whose last day has ended reads `expired`"),
  version: z.number().int().describe("Raised when a version the customer has seen changes"),
  estimateId: z.string().nullable().describe("The estimate request the quote was written from"),
  customerName: z
    .string()
    .describe("The person the quote is for (attention of, when an HOA or company contracts)"),
  customerOrganization: z
    .string()
    .describe(
      'The HOA or company that contracts ("For {organization}, attention {name}"); "" when the person does',
    ),
  email: z.string(),
  phone: z.string(),
  address: z.string().describe("The job site"),
  city: z.string(),
  zip: z.string(),
  items: z.array(
    z.object({
      _id: recordId,
      description: z.string(),
      quantity: z.number(),
      unit: z.string(),
      unitPriceCents: cents,
      optional: z.boolean().describe("A line the customer may add"),
    }),
  ),
  taxRatePercent: z.number().describe("The job site's combined rate"),
  taxClassification: z
    .enum(taxClassifications)
    .describe(
      "How Arizona taxes the contract: `mrra` (maintenance, repair, replacement or alteration: no tax, taxCents 0), " +
        "`prime_contracting` (the rate on 65% of the subtotal) or `subtotal` (the rate on the subtotal)",
    ),
  depositType: z.enum(["percent", "fixed"]),
  depositPercent: z.number().nullable().describe("For a percent deposit; null for a fixed one"),
  validUntil: z.string().describe("YYYY-MM-DD: valid through that day, Arizona time"),
  startDate: z.string().nullable(),
  completionDate: z.string().nullable(),
  terms: z.string().describe("Markdown"),
  selectedOptionalItemIds: z.array(recordId),
  subtotalCents: cents.describe("Required items and the optional ones chosen"),
  taxBaseCents: cents.describe(
    "What the rate applies to: the subtotal, 65% of it for prime contracting, 0 for MRRA",
  ),
  taxCents: cents,
  totalCents: cents,
  depositCents: cents,
  paidCents: cents,
  acceptance: z
    .object({
      name: z.string(),
      title: z
        .string()
        .describe('The signer\'s title, as typed when signing ("Board president"); "" when none'),
      acceptedAt: isoDate,
      ip: z.string(),
      userAgent: z.string(),
      documentSha256: z.string().describe("SHA-256 (hex) of the canonical document the customer signed"),
      version: z.number().int(),
    })
    .nullable()
    .describe("The latest signature; its version may be older than the quote's while a revision is a draft"),
  payments: z.array(
    z.object({
      amountCents: cents,
      method: z.enum(paymentMethods),
      paidAt: isoDate,
      providerRef: z.string().nullable().describe("The Stripe Checkout Session, for a payment made online"),
    }),
  ),
  events: z.array(z.object({ type: z.enum(quoteEventTypes), at: isoDate })),
  sentAt: isoDate.nullable().describe("When the quote was last sent"),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export type QuoteJson = z.infer<typeof quoteJsonSchema>;

export const quoteEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/quotes",
    tag: "Quotes",
    summary: "Every quote",
    auth: "admin",
    query: [
      {
        name: "status",
        description: "Only quotes with this status (its value or its label, e.g. changes_requested)",
        schema: z.string(),
      },
    ],
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ quotes: z.array(quoteJsonSchema) }),
    },
  },
  {
    method: "post",
    path: "/quotes",
    tag: "Quotes",
    summary: "Write a quote (a draft)",
    description:
      "1 to 100 items, each with a quantity above 0 (up to three decimals) and a unit price from 0 to " +
      "1,000,000,000 cents; `optional: true` marks a line the customer may add. `taxClassification` says how " +
      "Arizona taxes the contract: `mrra` has no tax, `prime_contracting` takes `taxRatePercent` (0 to 20%) on 65% " +
      "of the subtotal (required items and the optional ones chosen), and `subtotal`, the default when it is left " +
      "out, takes it on the whole subtotal. The deposit as `depositPercent` of the total or as " +
      "`depositCents`, at most the total of the required items. `estimateId` links the estimate request it answers. " +
      "`customerOrganization` (optional, up to 120 characters) names the HOA or company that contracts; the page, " +
      'the mails and the PDF then say "For {customerOrganization}, attention {customerName}".',
    auth: "admin",
    json: quoteApiSchema,
    success: {
      status: 201,
      description: "The new draft with its Q- reference and totals",
      schema: z.object({ success: ok, quote: quoteJsonSchema }),
    },
  },
  {
    method: "get",
    path: "/quotes/{id}",
    tag: "Quotes",
    summary: "One quote",
    description: "With its lines, totals, signature, payments and timeline.",
    auth: "admin",
    success: { status: 200, description: "The quote", schema: z.object({ quote: quoteJsonSchema }) },
  },
  {
    method: "patch",
    path: "/quotes/{id}",
    tag: "Quotes",
    summary: "Change a quote",
    description:
      "Any of POST's fields; the others keep their values (`taxClassification` included), and the whole is checked again. A version the customer " +
      "has seen becomes a new version, shown at once behind the same link (an accept of the older version is " +
      "refused). An accepted quote is locked: 409.",
    auth: "admin",
    json: quotePatchSchema,
    success: {
      status: 200,
      description: "The saved quote",
      schema: z.object({ success: ok, quote: quoteJsonSchema }),
    },
    errors: [409],
  },
  {
    method: "delete",
    path: "/quotes/{id}",
    tag: "Quotes",
    summary: "Delete a draft",
    description: "Only a draft that was never sent; anything else is kept: 409.",
    auth: "admin",
    success: { status: 200, description: "Deleted", schema: messageOnly },
    errors: [409],
  },
  {
    method: "post",
    path: "/quotes/{id}/send",
    tag: "Quotes",
    summary: "Send a quote to the customer",
    description:
      'Mails the customer "Quote Q-… from {company}" with the total, the last day and a private link ' +
      "(PUBLIC_URL/q/{token}; only the token's hash is stored). `validUntil` must lie in the future (400). A " +
      "linked estimate request moves to Estimate sent. An accepted quote: 409. The body is optional: " +
      "`message`, the office's message to the customer (up to 2000 characters), goes in the mail and on the " +
      "customer's page, as the answer to a request for changes.",
    auth: "admin",
    json: sendFormSchema,
    jsonOptional: true,
    success: {
      status: 200,
      description: "The quote, status sent",
      schema: z.object({ success: ok, quote: quoteJsonSchema }),
    },
    errors: [409],
  },
];
