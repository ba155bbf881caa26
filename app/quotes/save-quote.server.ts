// The office's writes to a quote: create (optionally from an estimate request), update, revise an accepted quote,
// and delete a draft. Each is one transaction with its timeline line and its audit row. An update of a version the
// customer has seen makes a new version behind the same link; an accepted quote is locked (decision 027).
import { and, eq, notInArray } from "drizzle-orm";
import { db, writeTransaction, type Transaction } from "~/db/client.server";
import { estimates, quoteChosenItems, quoteItems, quotes } from "~/db/schema";
import { audit, type EditContext } from "~/logs/audit.server";
import { nextYearlyReference } from "~/db/yearly-reference.server";
import { createId } from "~/utils/id.server";
import { QUOTE_MESSAGES } from "./quote-options";
import { addQuoteEvent } from "./quote-events.server";
import { isPastValidUntil, loadQuote, type QuoteRecord } from "./quote-records.server";
import { refuse, refuseField, type Clock, type Result } from "~/utils/result";
import { writeQuote } from "./quote-write.server";
import type { QuoteInput } from "./quote-schema";
import { quoteTaxClassification, type TaxClassification } from "./tax-classification";
import { getSiteSettings, servicesOf } from "~/content/site-settings.server";

const ESTIMATE_GONE = "No estimate request has that id";

/** Every service the office lists, with the tax classification a quote for it starts with. */
function listedServices() {
  const settings = getSiteSettings();
  return settings ? Object.values(servicesOf(settings)).flat() : [];
}

/**
 * What the editor starts with: empty, or the customer of an estimate request ("Write a quote"), taxed as the service
 * it asks for is (the office may change it).
 */
export function newQuoteDefaults(estimateId?: string | null) {
  const estimate = estimateId
    ? db.select().from(estimates).where(eq(estimates.id, estimateId)).get()
    : undefined;
  if (!estimate)
    return {
      estimateId: null,
      customerName: "",
      customerOrganization: "",
      email: "",
      phone: "",
      address: "",
      city: "",
      zip: "",
      taxClassification: "subtotal" as TaxClassification,
    };
  return {
    taxClassification: quoteTaxClassification(estimate.service, listedServices()),
    estimateId: estimate.id,
    customerName: estimate.name,
    customerOrganization: "",
    email: estimate.email,
    phone: estimate.phone,
    address: estimate.address,
    city: estimate.city,
    zip: estimate.zip,
  };
}

const estimateExists = (tx: Transaction, id: string) =>
  Boolean(tx.select({ id: estimates.id }).from(estimates).where(eq(estimates.id, id)).get());

const contentOf = (input: QuoteInput) => ({
  estimateId: input.estimateId,
  customerName: input.customerName,
  customerOrganization: input.customerOrganization,
  email: input.email,
  phone: input.phone,
  address: input.address,
  city: input.city,
  zip: input.zip,
  taxRateBps: input.taxRateBps,
  taxClassification: input.taxClassification,
  depositType: input.depositType,
  depositValue: input.depositValue,
  validUntil: input.validUntil,
  startDate: input.startDate,
  completionDate: input.completionDate,
  terms: input.terms,
});

/**
 * Writes a quote's lines: lines that name an id of this quote are kept (with their place in the list), the others are
 * added, and lines no longer listed go with their choices. A line that stops being optional stops being chosen.
 */
function writeItems(
  tx: Transaction,
  quoteId: string,
  items: QuoteInput["items"],
  existing: QuoteRecord["items"],
) {
  const known = new Set(existing.map((item) => item.id));
  const kept: string[] = [];
  items.forEach((item, position) => {
    const values = {
      position,
      description: item.description,
      quantityMilli: item.quantityMilli,
      unit: item.unit,
      unitPriceCents: item.unitPriceCents,
      optional: item.optional,
    };
    if (item.id && known.has(item.id) && !kept.includes(item.id)) {
      tx.update(quoteItems).set(values).where(eq(quoteItems.id, item.id)).run();
      kept.push(item.id);
      if (!item.optional) tx.delete(quoteChosenItems).where(eq(quoteChosenItems.itemId, item.id)).run();
    } else {
      const id = createId();
      tx.insert(quoteItems)
        .values({ ...values, id, quoteId })
        .run();
      kept.push(id);
    }
  });
  tx.delete(quoteItems)
    .where(and(eq(quoteItems.quoteId, quoteId), notInArray(quoteItems.id, kept)))
    .run();
}

/** Stores a new draft under the next Q-YYYY-NNNN reference. */
export function createQuote(
  input: QuoteInput,
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ quote: QuoteRecord }> {
  const result = writeTransaction((tx) => {
    if (input.estimateId && !estimateExists(tx, input.estimateId))
      return refuseField(400, "estimateId", ESTIMATE_GONE);
    const id = createId();
    tx.insert(quotes)
      .values({
        id,
        reference: nextYearlyReference(tx, quotes, quotes.reference, "Q", now.getUTCFullYear()),
        ...contentOf(input),
        createdBy: by.actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .run();
    writeItems(tx, id, input.items, []);
    addQuoteEvent(tx, { id, version: 1 }, "created", now);
    return { ok: true as const, quote: loadQuote(id, tx)! };
  });
  if (!result.ok) return result;
  audit(by, {
    event: "quote.create",
    message: `Quote ${result.quote.reference} created for ${result.quote.email}`,
    detail: { quoteId: result.quote.id, estimateId: result.quote.estimateId },
  });
  return result;
}

/**
 * Replaces a quote's content. A version the customer has seen (sent, changes requested, declined, expired) becomes a
 * new version, shown at once behind the same link; a draft is changed in place. An accepted quote is locked (409).
 */
export function updateQuote(
  id: string,
  input: QuoteInput,
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ quote: QuoteRecord }> {
  const result = writeQuote(id, (tx, current) => {
    if (current.status === "accepted") return refuse(409, QUOTE_MESSAGES.locked);
    if (input.estimateId && !estimateExists(tx, input.estimateId))
      return refuseField(400, "estimateId", ESTIMATE_GONE);
    const seen = current.publishedVersion === current.version;
    if (seen && isPastValidUntil(input.validUntil, now) && input.validUntil !== current.validUntil) {
      return refuseField(400, "validUntil", QUOTE_MESSAGES.validUntilFuture);
    }
    const version = seen ? current.version + 1 : current.version;
    tx.update(quotes)
      .set({
        ...contentOf(input),
        version,
        ...(seen ? { publishedVersion: version, issuedAt: now } : {}),
        // A new day to answer by brings an expired quote back.
        ...(current.status === "expired" && !isPastValidUntil(input.validUntil, now)
          ? { status: "sent" as const }
          : {}),
        updatedAt: now,
      })
      .where(eq(quotes.id, id))
      .run();
    writeItems(tx, id, input.items, current.items);
    addQuoteEvent(tx, { id, version }, "updated", now);
    return { newVersion: seen };
  });
  if (!result.ok) return result;
  audit(by, {
    event: "quote.update",
    message: `Quote ${result.quote.reference} saved${result.newVersion ? ` as version ${result.quote.version}` : ""}`,
    detail: { quoteId: id, version: result.quote.version },
  });
  return { ok: true, quote: result.quote };
}

/** "Revise" on an accepted quote: a new draft version; the signature stays with the version it signed. */
export function reviseQuote(
  id: string,
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ quote: QuoteRecord }> {
  const result = writeQuote(id, (tx, current) => {
    if (current.status !== "accepted") return refuse(409, QUOTE_MESSAGES.notAccepted);
    const version = current.version + 1;
    tx.update(quotes).set({ status: "draft", version, updatedAt: now }).where(eq(quotes.id, id)).run();
    addQuoteEvent(tx, { id, version }, "revised", now, { from: current.version });
    return {};
  });
  if (!result.ok) return result;
  audit(by, {
    event: "quote.revise",
    message: `Quote ${result.quote.reference} revised: version ${result.quote.version} is a draft`,
    detail: { quoteId: id, version: result.quote.version },
  });
  return result;
}

/** Deletes a quote that never went to the customer; anything sent is kept (409). */
export function deleteQuote(id: string, by: EditContext): Result<{ reference: string }> {
  const result = writeTransaction((tx) => {
    const current = tx.select().from(quotes).where(eq(quotes.id, id)).get();
    if (!current) return refuse(404, QUOTE_MESSAGES.notFound);
    if (current.status !== "draft" || current.publishedVersion > 0)
      return refuse(409, QUOTE_MESSAGES.onlyDraftsDeleted);
    tx.delete(quotes).where(eq(quotes.id, id)).run();
    return { ok: true as const, reference: current.reference };
  });
  if (!result.ok) return result;
  audit(by, {
    event: "quote.delete",
    message: `Quote ${result.reference} deleted`,
    detail: { quoteId: id, reference: result.reference },
  });
  return result;
}
