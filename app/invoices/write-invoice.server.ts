// "Create invoice" on an accepted quote, and changes to a draft: the amounts are computed here, on the server, from
// the contract (invoice-money.ts) and stored; a sent invoice is never recomputed. Each is one transaction with a
// timeline line and an audit row.
import { eq } from "drizzle-orm";
import { writeTransaction, type Transaction } from "~/db/client.server";
import { invoiceItems, invoices, type InvoiceBasis } from "~/db/schema";
import { nextYearlyReference } from "~/db/yearly-reference.server";
import { getSiteSettings } from "~/content/site-settings.server";
import { audit, type EditContext } from "~/logs/audit.server";
import { bpsToPercentText, formatCents, lineAmountCents } from "~/quotes/money";
import { loadQuote, type QuoteRecord } from "~/quotes/quote-records.server";
import { arizonaDay } from "~/utils/dates";
import { createId } from "~/utils/id.server";
import { refuse, refuseField, type Clock, type Refusal, type Result } from "~/utils/result";
import { addInvoiceEvent } from "./invoice-events.server";
import {
  contractBalance,
  finalAmounts,
  percentOfSubtotal,
  progressAmounts,
  type InvoiceAmounts,
} from "./invoice-money";
import { DEFAULT_INVOICE_TERMS_DAYS, INVOICE_MESSAGES } from "./invoice-options";
import {
  billedOf,
  contractOf,
  invoiceJobOf,
  loadInvoice,
  type InvoiceRecord,
} from "./invoice-records.server";
import type { InvoiceInput } from "./invoice-schema";

/** The field a refusal of the invoice's measure names, on the page's form and in the API alike. */
const BASIS_FIELDS: Record<InvoiceBasis["type"], string> = {
  percent: "percent",
  amount: "amount",
  lines: "items",
  balance: "kind",
};

type Line = {
  description: string;
  quantityMilli: number;
  unit: string;
  unitPriceCents: number;
  amountCents: number;
};

/** The quote's lines that its total counts: the required ones and the optional ones the customer chose. */
const countedLines = (quote: QuoteRecord) =>
  quote.items.filter((item) => !item.optional || quote.chosenItemIds.includes(item.id));

const quoteLine = (item: QuoteRecord["items"][number]): Line => ({
  description: item.description,
  quantityMilli: item.quantityMilli,
  unit: item.unit,
  unitPriceCents: item.unitPriceCents,
  amountCents: lineAmountCents(item),
});

const oneLine = (description: string, amountCents: number): Line => ({
  description,
  quantityMilli: 1000,
  unit: "",
  unitPriceCents: amountCents,
  amountCents,
});

/** The invoice's lines and amounts for its measure, against what the quote's other invoices have billed. */
function computeInvoice(
  tx: Transaction,
  quote: QuoteRecord,
  input: InvoiceInput,
  except?: string,
): { lines: Line[]; amounts: InvoiceAmounts } | Refusal {
  const contract = contractOf(quote, tx);
  const billed = billedOf(quote.id, tx, except);
  const field = BASIS_FIELDS[input.basis.type];
  const basis = input.basis;
  if (input.kind === "final") {
    const amounts = finalAmounts(contract, billed);
    if (!amounts) return refuseField(409, "kind", INVOICE_MESSAGES.secondFinal);
    if (amounts.totalCents <= 0 && amounts.retentionReleasedCents <= 0)
      return refuseField(400, "kind", INVOICE_MESSAGES.nothingToBill);
    if (billed.length)
      return { lines: [oneLine(`Balance of contract ${quote.reference}`, amounts.subtotalCents)], amounts };
    // The whole contract at once: the quote's lines, and what the job's approved change orders add (or remove).
    const lines = countedLines(quote).map(quoteLine);
    const changed = amounts.subtotalCents - lines.reduce((total, line) => total + line.amountCents, 0);
    if (changed !== 0) lines.push(oneLine(`Approved change orders on contract ${quote.reference}`, changed));
    return { lines, amounts };
  }
  let lines: Line[];
  if (basis.type === "percent") {
    const subtotal = percentOfSubtotal(contract, basis.percentBps);
    lines = [oneLine(`${bpsToPercentText(basis.percentBps)}% of contract ${quote.reference}`, subtotal)];
  } else if (basis.type === "amount") {
    lines = [oneLine(`Progress billing on contract ${quote.reference}`, basis.amountCents)];
  } else if (basis.type === "lines") {
    const counted = countedLines(quote);
    const chosen = basis.itemIds.map((id) => counted.find((item) => item.id === id));
    if (!chosen.length || chosen.some((item) => !item))
      return refuseField(400, field, INVOICE_MESSAGES.unknownLine);
    lines = chosen.map((item) => quoteLine(item!));
  } else return refuseField(400, field, INVOICE_MESSAGES.onePart);
  const subtotal = lines.reduce((total, line) => total + line.amountCents, 0);
  const amounts = progressAmounts(contract, billed, subtotal, retentionOf(tx, quote.id, input));
  if (amounts === "finalBilled") return refuseField(409, "kind", INVOICE_MESSAGES.finalBilled);
  if (amounts === "nothing") return refuseField(400, field, INVOICE_MESSAGES.aboveZero);
  if (amounts === "tooMuch") {
    const left = contractBalance(contract, billed).subtotalLeftCents;
    return refuseField(400, field, INVOICE_MESSAGES.tooMuch(formatCents(Math.max(0, left))));
  }
  return { lines, amounts };
}

/**
 * The retention a progress invoice withholds: its job's "Retention %" when the job sets one (commercial work), else
 * the invoice's own. A final invoice withholds none; it releases what the progress invoices held.
 */
function retentionOf(tx: Transaction, quoteId: string, input: InvoiceInput) {
  if (input.kind === "final") return 0;
  const job = invoiceJobOf(quoteId, tx);
  return job && job.retentionBps > 0 ? job.retentionBps : input.retentionBps;
}

function writeLines(tx: Transaction, invoiceId: string, lines: Line[]) {
  tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId)).run();
  lines.forEach((line, position) =>
    tx
      .insert(invoiceItems)
      .values({ id: createId(), invoiceId, position, ...line })
      .run(),
  );
}

const amountColumns = (amounts: InvoiceAmounts) => ({
  subtotalCents: amounts.subtotalCents,
  taxCents: amounts.taxCents,
  totalCents: amounts.totalCents,
  retentionCents: amounts.retentionCents,
  retentionReleasedCents: amounts.retentionReleasedCents,
  creditsCents: amounts.creditsCents,
});

export const defaultTermsDays = () => getSiteSettings()?.invoiceTermsDays ?? DEFAULT_INVOICE_TERMS_DAYS;

/**
 * Writes a new draft invoice for an accepted quote, inside the caller's transaction (a reissue writes one in the
 * transaction that voids the old). Answers its id or a refusal that stored nothing.
 */
export function insertInvoice(
  tx: Transaction,
  quoteId: string,
  input: InvoiceInput,
  by: EditContext,
  now: Date,
  replacesId: string | null = null,
): { id: string } | Refusal {
  const quote = loadQuote(quoteId, tx);
  if (!quote) return refuseField(404, "quoteId", INVOICE_MESSAGES.quoteNotFound);
  if (quote.status !== "accepted") return refuseField(409, "quoteId", INVOICE_MESSAGES.quoteNotAccepted);
  const computed = computeInvoice(tx, quote, input);
  if ("ok" in computed) return computed;
  const contract = contractOf(quote, tx);
  const id = createId();
  const year = Number(arizonaDay(now).slice(0, 4));
  tx.insert(invoices)
    .values({
      id,
      reference: nextYearlyReference(tx, invoices, invoices.reference, "INV", year),
      kind: input.kind,
      status: "draft",
      quoteId,
      jobId: invoiceJobOf(quoteId, tx)?.id ?? null,
      basis: input.basis,
      taxClassification: contract.classification,
      taxRateThousandths: contract.rateThousandths,
      ...amountColumns(computed.amounts),
      retentionBps: retentionOf(tx, quoteId, input),
      termsDays: input.termsDays ?? defaultTermsDays(),
      replacesId,
      createdBy: by.actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  writeLines(tx, id, computed.lines);
  addInvoiceEvent(tx, id, "created", now, { kind: input.kind, ...(replacesId ? { replacesId } : {}) });
  return { id };
}

/** "Create invoice": a draft invoice of an accepted quote, progress or final. */
export function createInvoice(
  quoteId: string,
  input: InvoiceInput,
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ invoice: InvoiceRecord }> {
  const result = writeTransaction((tx) => {
    const written = insertInvoice(tx, quoteId, input, by, now);
    if ("ok" in written) return written;
    return { ok: true as const, invoice: loadInvoice(written.id, tx)! };
  });
  if (!result.ok) return result;
  const { invoice } = result;
  audit(by, {
    event: "invoice.create",
    message: `Invoice ${invoice.reference} (${invoice.kind}, ${formatCents(invoice.totalCents)}) created`,
    detail: { invoiceId: invoice.id, quoteId },
  });
  return result;
}

/**
 * One use case's write to one stored invoice, in one transaction: read inside it (an unknown id is refused, 404);
 * `change` writes or refuses; the answer carries the invoice as it reads after the write.
 */
export function writeInvoice<T extends object>(
  id: string,
  change: (tx: Transaction, invoice: InvoiceRecord) => T | Refusal,
): Result<T & { invoice: InvoiceRecord }> {
  return writeTransaction((tx) => {
    const invoice = loadInvoice(id, tx);
    if (!invoice) return refuse(404, INVOICE_MESSAGES.notFound);
    const answer = change(tx, invoice);
    if ("ok" in answer && answer.ok === false) return answer as Refusal;
    return { ...(answer as T), ok: true as const, invoice: loadInvoice(id, tx)! };
  });
}

/** A draft's measure, terms or retention changed: its amounts are computed again. A sent invoice is locked (409). */
export function updateInvoice(
  id: string,
  input: InvoiceInput,
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ invoice: InvoiceRecord }> {
  const result = writeInvoice(id, (tx, current) => {
    if (current.status !== "draft") return refuse(409, INVOICE_MESSAGES.locked);
    const quote = loadQuote(current.quoteId, tx)!;
    const computed = computeInvoice(tx, quote, input, id);
    if ("ok" in computed) return computed;
    tx.update(invoices)
      .set({
        kind: input.kind,
        basis: input.basis,
        ...amountColumns(computed.amounts),
        retentionBps: retentionOf(tx, current.quoteId, input),
        termsDays: input.termsDays ?? current.termsDays,
        updatedAt: now,
      })
      .where(eq(invoices.id, id))
      .run();
    writeLines(tx, id, computed.lines);
    addInvoiceEvent(tx, id, "updated", now);
    return {};
  });
  if (!result.ok) return result;
  audit(by, {
    event: "invoice.update",
    message: `Draft invoice ${result.invoice.reference} changed: ${formatCents(result.invoice.totalCents)}`,
    detail: { invoiceId: id },
  });
  return result;
}
