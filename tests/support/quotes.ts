// For the Vitest quote tests: a signed-in office context and a quote's fields as the API takes them.
import { requestContext, type EditContext } from "~/logs/audit.server";
import { createUser } from "~/accounts/user.server";
import { quoteApiSchema, type QuoteApiBody, type QuoteInput } from "~/quotes/quote-schema";

let counter = 0;

/** A verified admin and the context of a back-office request by them. */
export async function officeContext(): Promise<EditContext> {
  const admin = await createUser({
    name: "Quote Office",
    email: `quote-office-${++counter}-${Date.now()}@example.com`,
    password: "quote-office-password-1",
    isAdmin: true,
    isVerified: true,
  });
  return requestContext(new Request("http://site.test/admin/quotes", { method: "POST" }), admin);
}

/** Two required lines and an optional one, 8.6% tax, a 25% deposit: the example. */
export const sampleQuoteBody = (overrides: Partial<QuoteApiBody> = {}): QuoteApiBody => ({
  customerName: "Rosa Alvarez",
  email: "rosa@example.com",
  phone: "(480) 555-0111",
  address: "2210 E Baseline Rd",
  city: "Mesa",
  zip: "85204",
  items: [
    { description: "Sealcoat parking lot, two coats", quantity: 12000, unit: "sq ft", unitPriceCents: 18 },
    { description: "Crack seal", quantity: 1, unit: "lot", unitPriceCents: 85000 },
    { description: "Restripe 40 stalls", quantity: 40, unit: "stall", unitPriceCents: 1250, optional: true },
  ],
  taxRatePercent: 8.6,
  depositPercent: 25,
  validUntil: "2026-03-31",
  terms: "Work during **dry weather** only. Payment balance due on completion.",
  ...overrides,
});

export const sampleQuoteInput = (overrides: Partial<QuoteApiBody> = {}): QuoteInput =>
  quoteApiSchema.parse(sampleQuoteBody(overrides));
