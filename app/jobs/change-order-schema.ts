// What a change order's forms and the API take (browser-safe): lines like a quote's, whose unit price may be below
// zero for work removed, and a reason; the customer's approval (the consent box, then the full name) names the
// version it saw, and a decline carries a reason.
import { z } from "zod";
import { formatCents, MAX_QUOTE_TOTAL_CENTS, parseDecimal, scaleNumber } from "~/quotes/money";
import { QUOTE_LIMITS, QUOTE_MESSAGES } from "~/quotes/quote-options";
import { CHANGE_ORDER_LIMITS, CHANGE_ORDER_MESSAGES } from "./change-order-options";
import { changeOrderTotals, type ChangeOrderLine } from "./change-order-totals";

export type ChangeOrderInput = { reason: string; items: ChangeOrderLine[] };

const QUANTITY_MESSAGE = "Quantity must be above 0 and at most 1,000,000, with up to three decimals";
const PRICE_MESSAGE = `Unit price must be from -${formatCents(QUOTE_LIMITS.maxUnitPriceCents)} to ${formatCents(QUOTE_LIMITS.maxUnitPriceCents)}`;
const TOTAL_MESSAGE = `A change order may add or remove at most ${formatCents(MAX_QUOTE_TOTAL_CENTS)}`;

const text = (label: string, max: number) =>
  z.string(`${label} is required`).trim().max(max, `${label} must be at most ${max} characters`);

const description = text("Description", QUOTE_LIMITS.description).min(1, "Description is required");
const unit = text("Unit", QUOTE_LIMITS.unit)
  .nullish()
  .transform((value) => value ?? "");
const reason = z
  .string(CHANGE_ORDER_MESSAGES.reasonRequired)
  .trim()
  .min(1, CHANGE_ORDER_MESSAGES.reasonRequired)
  .max(CHANGE_ORDER_LIMITS.reason, `The reason is at most ${CHANGE_ORDER_LIMITS.reason} characters`);

const quantityInRange = (milli: number) => milli > 0 && milli <= QUOTE_LIMITS.maxQuantityMilli;
const priceInRange = (cents: number) => Math.abs(cents) <= QUOTE_LIMITS.maxUnitPriceCents;

/** "-1,850.00" or "$ 80" as signed cents; null for anything else. */
function signedCents(value: string) {
  const trimmed = value.trim();
  const negative = trimmed.startsWith("-");
  const cents = parseDecimal(negative ? trimmed.slice(1) : trimmed, 2);
  return cents === null ? null : negative ? -cents : cents;
}

const lines = <T extends z.ZodType>(line: T) =>
  z
    .array(line, "Items must be a list")
    .min(1, "Add at least one line")
    .max(CHANGE_ORDER_LIMITS.lines, `A change order may have at most ${CHANGE_ORDER_LIMITS.lines} lines`);

/** The total's ceiling, either way, at the items. */
function checkTotal(input: ChangeOrderInput, context: z.RefinementCtx) {
  const { subtotalCents } = changeOrderTotals(input.items, {
    classification: "subtotal",
    rateThousandths: 0,
  });
  if (Math.abs(subtotalCents) > MAX_QUOTE_TOTAL_CENTS)
    context.addIssue({ code: "custom", path: ["items"], message: TOTAL_MESSAGE });
}

const formLine = z.object({
  description,
  quantity: z.string(QUANTITY_MESSAGE).transform((value, context) => {
    const milli = parseDecimal(value, 3);
    if (milli !== null && quantityInRange(milli)) return milli;
    context.addIssue({ code: "custom", message: QUANTITY_MESSAGE });
    return z.NEVER;
  }),
  unit,
  unitPrice: z.string(PRICE_MESSAGE).transform((value, context) => {
    const cents = signedCents(value);
    if (cents !== null && priceInRange(cents)) return cents;
    context.addIssue({ code: "custom", message: PRICE_MESSAGE });
    return z.NEVER;
  }),
});

/** "Add change order": the reason and the lines, prices in dollars (a minus sign for work removed). */
export const changeOrderFormSchema = z
  .object({ reason, items: lines(formLine).optional().default([]) })
  .transform((form, context): ChangeOrderInput => {
    if (!form.items.length)
      context.addIssue({ code: "custom", path: ["items"], message: "Add at least one line" });
    const input = {
      reason: form.reason,
      items: form.items.map((line) => ({
        description: line.description,
        quantityMilli: line.quantity,
        unit: line.unit,
        unitPriceCents: line.unitPrice,
      })),
    };
    checkTotal(input, context);
    return input;
  });

const apiLine = z.object({
  description,
  quantity: z.number("Quantity must be a number").refine((value) => {
    const milli = scaleNumber(value, 3);
    return milli !== null && quantityInRange(milli);
  }, QUANTITY_MESSAGE),
  unit,
  unitPriceCents: z
    .number("unitPriceCents must be a whole number of cents")
    .int("unitPriceCents must be a whole number of cents")
    .refine(priceInRange, PRICE_MESSAGE)
    .describe("Below zero for work removed"),
});

/** POST /api/jobs/{id}/change-orders: money in cents. */
export const changeOrderApiSchema = z
  .object({ reason, items: lines(apiLine) })
  .transform((body, context): ChangeOrderInput => {
    const input = {
      reason: body.reason,
      items: body.items.map((line) => ({
        description: line.description,
        quantityMilli: scaleNumber(line.quantity, 3)!,
        unit: line.unit,
        unitPriceCents: line.unitPriceCents,
      })),
    };
    checkTotal(input, context);
    return input;
  });

const reloadMessage = "Reload the page and try again";

/** "Approve and sign": the change order and version the page showed, the consent box, then the full name. */
export const approveChangeOrderFormSchema = z.object({
  changeOrderId: z.string(reloadMessage).min(1, reloadMessage).max(40, reloadMessage),
  version: z.coerce.number(reloadMessage).int(reloadMessage).positive(reloadMessage),
  consent: z.preprocess(
    (value) => value === true || value === "on" || value === "true",
    z.literal(true, QUOTE_MESSAGES.consentRequired),
  ),
  name: z
    .string(QUOTE_MESSAGES.nameRequired)
    .trim()
    .min(1, QUOTE_MESSAGES.nameRequired)
    .max(120, "Please keep your name under 120 characters"),
});

export type ApproveChangeOrderValues = z.infer<typeof approveChangeOrderFormSchema>;

/** "Decline" a change order: the reason is required. */
export const declineChangeOrderFormSchema = z.object({
  changeOrderId: approveChangeOrderFormSchema.shape.changeOrderId,
  version: approveChangeOrderFormSchema.shape.version,
  reason: z
    .string(CHANGE_ORDER_MESSAGES.declineReasonRequired)
    .trim()
    .min(1, CHANGE_ORDER_MESSAGES.declineReasonRequired)
    .max(
      CHANGE_ORDER_LIMITS.declineReason,
      `Please keep your reason under ${CHANGE_ORDER_LIMITS.declineReason} characters`,
    ),
});

export type DeclineChangeOrderValues = z.infer<typeof declineChangeOrderFormSchema>;
