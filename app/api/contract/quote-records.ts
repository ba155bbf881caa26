import { z } from "zod";
import { paymentMethods, quoteEventTypes, quoteStatuses } from "~/db/schema";

// The quote records the API answers with (app/api/serialize/quote.server.ts). Money is integer cents.

const id = z.string().describe("Record id");
const isoDate = z.string().describe("ISO 8601 date-time");
const cents = z.number().int();

export const quoteJsonSchema = z.object({
  _id: id,
  reference: z.string().describe("Q-2026-0042"),
  status: z.enum(quoteStatuses).describe("A sent quote whose last day has ended reads `expired`"),
  version: z.number().int().describe("Raised when a version the customer has seen changes"),
  estimateId: z.string().nullable().describe("The estimate request the quote was written from"),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string().describe("The job site"),
  city: z.string(),
  zip: z.string(),
  items: z.array(
    z.object({
      _id: id,
      description: z.string(),
      quantity: z.number(),
      unit: z.string(),
      unitPriceCents: cents,
      optional: z.boolean().describe("A line the customer may add"),
    }),
  ),
  taxRatePercent: z.number(),
  depositType: z.enum(["percent", "fixed"]),
  depositPercent: z.number().nullable().describe("For a percent deposit; null for a fixed one"),
  validUntil: z.string().describe("YYYY-MM-DD: valid through that day, Arizona time"),
  startDate: z.string().nullable(),
  completionDate: z.string().nullable(),
  terms: z.string().describe("Markdown"),
  selectedOptionalItemIds: z.array(id),
  subtotalCents: cents.describe("Required items and the optional ones chosen"),
  taxCents: cents,
  totalCents: cents,
  depositCents: cents,
  paidCents: cents,
  acceptance: z
    .object({
      name: z.string(),
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
