// An invoice's request as the office writes it: one set of rules for the back office's form (amounts in dollars)
// and for POST/PATCH /api/invoices (JSON, amounts in cents). Both end as the same InvoiceInput; the rules that need the
// contract (what is left to bill) live in the use case.
import { z } from "zod";
import { parseDecimal, scaleNumber } from "~/quotes/money";
import type { InvoiceBasis } from "~/db/schema";
import { INVOICE_LIMITS, INVOICE_MESSAGES } from "./invoice-options";

export type InvoiceInput = {
  kind: "progress" | "final";
  basis: InvoiceBasis;
  /** Days from sending to the due date; null: the settings' default. */
  termsDays: number | null;
  /** Basis points of a progress invoice's total withheld as retention. */
  retentionBps: number;
};

const PERCENT_MESSAGE = "Percent must be above 0 and at most 100, with up to two decimals";
const AMOUNT_MESSAGE = "Amount must be above $0.00, in dollars and cents";
const TERMS_MESSAGE = `Payment terms must be a whole number of days from 0 to ${INVOICE_LIMITS.maxTermsDays}`;
const RETENTION_MESSAGE = "Retention must be from 0 to 20%, with up to two decimals";

const percentBps = (value: number) => value > 0 && value <= 10_000;
const retentionBps = (value: number) => value >= 0 && value <= INVOICE_LIMITS.maxRetentionBps;

const termsDays = z
  .number(TERMS_MESSAGE)
  .int(TERMS_MESSAGE)
  .min(0, TERMS_MESSAGE)
  .max(INVOICE_LIMITS.maxTermsDays, TERMS_MESSAGE);

/** A field error on the one part a progress invoice is measured by. */
const onePartIssue = (ctx: z.RefinementCtx, path: string) =>
  ctx.addIssue({ code: "custom", path: [path], message: INVOICE_MESSAGES.onePart });

// ---- POST /api/invoices and PATCH for drafts ----

const apiParts = {
  kind: z.enum(["progress", "final"], "kind must be progress or final"),
  percent: z
    .number(PERCENT_MESSAGE)
    .transform((value, ctx) => {
      const bps = scaleNumber(value, 2);
      if (bps === null || !percentBps(bps)) {
        ctx.addIssue({ code: "custom", message: PERCENT_MESSAGE });
        return z.NEVER;
      }
      return bps;
    })
    .optional(),
  amountCents: z
    .number(AMOUNT_MESSAGE)
    .int(AMOUNT_MESSAGE)
    .positive(AMOUNT_MESSAGE)
    .max(100_000_000_00, AMOUNT_MESSAGE)
    .optional(),
  items: z
    .array(z.string().trim().min(1).max(40), "items must be a list of the quote's line ids")
    .min(1, INVOICE_MESSAGES.chooseLines)
    .max(100)
    .optional()
    .describe("Ids of the quote's lines, each billed in full"),
  dueInDays: termsDays.optional(),
  retentionPercent: z
    .number(RETENTION_MESSAGE)
    .transform((value, ctx) => {
      const bps = scaleNumber(value, 2);
      if (bps === null || !retentionBps(bps)) {
        ctx.addIssue({ code: "custom", message: RETENTION_MESSAGE });
        return z.NEVER;
      }
      return bps;
    })
    .optional(),
};

type ApiParts = {
  kind: "progress" | "final";
  percent?: number;
  amountCents?: number;
  items?: string[];
  dueInDays?: number;
  retentionPercent?: number;
};

function toInput(parts: ApiParts, ctx: z.RefinementCtx): InvoiceInput | typeof z.NEVER {
  const given = [
    parts.percent !== undefined && "percent",
    parts.amountCents !== undefined && "amountCents",
    parts.items !== undefined && "items",
  ].filter(Boolean) as string[];
  let basis: InvoiceBasis;
  if (parts.kind === "final") {
    if (given.length) {
      onePartIssue(ctx, given[0]);
      return z.NEVER;
    }
    basis = { type: "balance" };
  } else if (given.length !== 1) {
    onePartIssue(ctx, given[1] ?? "percent");
    return z.NEVER;
  } else if (parts.percent !== undefined) basis = { type: "percent", percentBps: parts.percent };
  else if (parts.amountCents !== undefined) basis = { type: "amount", amountCents: parts.amountCents };
  else basis = { type: "lines", itemIds: [...new Set(parts.items)] };
  return {
    kind: parts.kind,
    basis,
    termsDays: parts.dueInDays ?? null,
    retentionBps: parts.kind === "final" ? 0 : (parts.retentionPercent ?? 0),
  };
}

/** POST /api/invoices: the quote (or, later, the job) it bills and how much. */
export const invoiceApiSchema = z
  .object({
    quoteId: z.string("quoteId is required").trim().min(1, "quoteId is required").max(40),
    ...apiParts,
  })
  .strict()
  .transform((body, ctx) => {
    const input = toInput(body, ctx);
    return input === z.NEVER ? z.NEVER : { quoteId: body.quoteId, ...input };
  });

/** PATCH /api/invoices/{id}: a draft's measure again, whole (kind and its one part). */
export const invoicePatchSchema = z.object(apiParts).strict().transform(toInput);

// ---- The back office's "Create invoice" form (amounts in dollars) ----

const decimalText = (decimals: number, message: string, accept: (value: number) => boolean) =>
  z
    .string(message)
    .trim()
    .transform((value, ctx) => {
      const parsed = parseDecimal(value, decimals);
      if (parsed === null || !accept(parsed)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return parsed;
    });

const blankable = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal("").transform(() => undefined), schema]).optional();

export const invoiceFormSchema = z
  .object({
    kind: z.enum(["progress", "final"], "Choose progress or final"),
    measure: z.enum(["percent", "amount", "lines"], "Choose how to bill").optional(),
    percent: blankable(decimalText(2, PERCENT_MESSAGE, percentBps)),
    amount: blankable(decimalText(2, AMOUNT_MESSAGE, (cents) => cents > 0)),
    items: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
    dueInDays: blankable(
      z
        .string(TERMS_MESSAGE)
        .trim()
        .regex(/^\d{1,3}$/, TERMS_MESSAGE)
        .transform(Number)
        .pipe(termsDays),
    ),
    retention: blankable(decimalText(2, RETENTION_MESSAGE, retentionBps)),
  })
  .transform((form, ctx): InvoiceInput | typeof z.NEVER => {
    const termsDays = form.dueInDays ?? null;
    if (form.kind === "final")
      return { kind: "final", basis: { type: "balance" }, termsDays, retentionBps: 0 };
    const retention = form.retention ?? 0;
    const measure = form.measure ?? "percent";
    if (measure === "percent") {
      if (form.percent === undefined) {
        ctx.addIssue({ code: "custom", path: ["percent"], message: PERCENT_MESSAGE });
        return z.NEVER;
      }
      return {
        kind: "progress",
        basis: { type: "percent", percentBps: form.percent },
        termsDays,
        retentionBps: retention,
      };
    }
    if (measure === "amount") {
      if (form.amount === undefined) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: AMOUNT_MESSAGE });
        return z.NEVER;
      }
      return {
        kind: "progress",
        basis: { type: "amount", amountCents: form.amount },
        termsDays,
        retentionBps: retention,
      };
    }
    if (!form.items.length) {
      ctx.addIssue({ code: "custom", path: ["items"], message: INVOICE_MESSAGES.chooseLines });
      return z.NEVER;
    }
    return {
      kind: "progress",
      basis: { type: "lines", itemIds: [...new Set(form.items)] },
      termsDays,
      retentionBps: retention,
    };
  });

// ---- "Record payment" on an invoice ----

export const invoicePaymentApiSchema = z
  .object({
    amountCents: z.number(AMOUNT_MESSAGE).int(AMOUNT_MESSAGE).positive(AMOUNT_MESSAGE),
    method: z.enum(["check", "cash", "transfer", "card"], "method must be check, cash, transfer or card"),
    paidOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "paidOn must be a date (YYYY-MM-DD)")
      .optional(),
    note: z
      .string()
      .trim()
      .max(500, "note must be at most 500 characters")
      .optional()
      .default("")
      .describe("A check's number, a transfer's reference"),
  })
  .strict();

export const invoicePaymentFormSchema = z.object({
  amount: decimalText(2, AMOUNT_MESSAGE, (cents) => cents > 0),
  paidOn: z
    .string("Date is required")
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be a date (YYYY-MM-DD)"),
  method: z.enum(["check", "cash", "transfer", "card"], "Choose how it was paid"),
  note: z.string().trim().max(500, "Note must be at most 500 characters").optional().default(""),
});
