import { z } from "zod";
import { isCalendarDate } from "~/utils/dates";
import { MAX_QUOTE_TOTAL_CENTS, formatCents, parseDecimal, quoteTotals, scaleNumber } from "./money";
import { QUOTE_LIMITS, QUOTE_MESSAGES } from "./quote-options";
import { sendFormSchema } from "./send-form-schema";
import { cleanSignatureSvg, SIGNATURE_REFUSAL } from "./signature-svg";
import { TAX_CLASSIFICATIONS, type TaxClassification } from "./tax-classification";

// A quote's fields as the office writes them: one set of rules for the back office's editor (a native form, prices in
// dollars) and for POST/PATCH /api/quotes (JSON, prices in cents). Both end as the same QuoteInput, checked by the
// same cross-field rules (quoteRuleIssues). Browser-safe; the rules that need the database live in the use cases.

export type QuoteItemInput = {
  /** An existing line keeps its id, so an optional line the customer chose stays chosen through a revision. */
  id?: string;
  description: string;
  quantityMilli: number;
  unit: string;
  unitPriceCents: number;
  optional: boolean;
};

/** Who the quote is for and where the job is, as the office, the editor and the API name them. */
export type QuoteCustomerFields = {
  customerName: string;
  /** The HOA or company that contracts ("" when the person does). */
  customerOrganization: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zip: string;
};

export type QuoteInput = QuoteCustomerFields & {
  estimateId: string | null;
  items: QuoteItemInput[];
  taxRateBps: number;
  /** How Arizona taxes the contract (tax-classification.ts). */
  taxClassification: TaxClassification;
  depositType: "percent" | "fixed";
  /** Basis points of the total for "percent", cents for "fixed". */
  depositValue: number;
  validUntil: string;
  startDate: string | null;
  completionDate: string | null;
  terms: string;
};

const text = (label: string, max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const required = (label: string, max: number) => text(label, max).min(1, `${label} is required`);
const optional = (label: string, max: number) =>
  text(label, max)
    .nullish()
    .transform((value) => value ?? "");

/** The length of the longest run of characters without a space. */
const longestWord = (value: string) =>
  value.split(/\s+/).reduce((longest, word) => Math.max(longest, [...word].length), 0);

/** A text whose words (and links) are at most `max` characters: one longer is a field error at save. */
const wordsAtMost = <T extends z.ZodType<string>>(field: T, label: string, max: number) =>
  field.superRefine((value, ctx) => {
    const longest = longestWord(value);
    if (longest > max) {
      ctx.addIssue({
        code: "custom",
        message: `${label} has a word of ${longest} characters; a word or link may have at most ${max}`,
      });
    }
  });

const customerFields = {
  customerName: required("Customer name", 120),
  customerOrganization: optional("Company or HOA", QUOTE_LIMITS.organization),
  email: required("Email", 254)
    .pipe(z.email("Email must be an e-mail address like name@example.com"))
    .transform((email) => email.toLowerCase()),
  phone: required("Phone", 40).regex(
    /^[0-9+().\-\s]*(?:(?:ext\.?|x)\s*\d+)?$/i,
    "Phone must be a phone number",
  ),
  address: required("Job-site address", 200),
  city: required("City", 100),
  zip: required("ZIP code", 10).regex(/^\d{5}$/, "ZIP code must be 5 digits"),
};

const dateField = (label: string) =>
  text(label, 10).refine(isCalendarDate, `${label} must be a date (YYYY-MM-DD)`);
// An empty date input, null or nothing: no date.
const optionalDate = (label: string) =>
  z
    .union([z.null(), z.literal(""), dateField(label)], `${label} must be a date (YYYY-MM-DD)`)
    .optional()
    .transform((value) => value || null);

const dateFields = {
  validUntil: dateField("Valid until"),
  startDate: optionalDate("Estimated start date"),
  completionDate: optionalDate("Estimated completion date"),
  terms: wordsAtMost(
    optional("Scope and terms", QUOTE_LIMITS.terms),
    "Scope and terms",
    QUOTE_LIMITS.termsWord,
  ),
  estimateId: z
    .union([z.null(), z.string().trim().max(40, "estimateId must be an estimate's id")])
    .optional()
    .transform((value) => value || null),
};

const descriptionField = wordsAtMost(
  required("Description", QUOTE_LIMITS.description),
  "Description",
  QUOTE_LIMITS.descriptionWord,
);
const unitField = optional("Unit", QUOTE_LIMITS.unit);
const quantityRange = (milli: number) => milli > 0 && milli <= QUOTE_LIMITS.maxQuantityMilli;
const QUANTITY_MESSAGE = "Quantity must be above 0 and at most 1,000,000, with up to three decimals";
const PRICE_MESSAGE = `Unit price must be from $0.00 to ${formatCents(QUOTE_LIMITS.maxUnitPriceCents)}`;
const TAX_MESSAGE = "Tax rate must be from 0 to 20%, with up to two decimals";
const CLASSIFICATION_MESSAGE = "Choose a tax classification";
const classificationField = z.enum(TAX_CLASSIFICATIONS, CLASSIFICATION_MESSAGE);
const PERCENT_DEPOSIT_MESSAGE = "Deposit must be a percent from 0 to 100, with up to two decimals";
const FIXED_DEPOSIT_MESSAGE = "Deposit must be an amount in dollars and cents";

/** Where a cross-field rule's message goes: the deposit, the items, or the completion date. */
type RuleIssue = { field: "deposit" | "items" | "completionDate"; message: string };

/** The rules between fields, the same for the editor and the API: the total's ceiling, the deposit, the dates. */
function quoteRuleIssues(input: QuoteInput): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const priced = input.items.map((item, index) => ({ ...item, id: item.id ?? String(index) }));
  const everything = quoteTotals(
    priced,
    priced.map((item) => item.id),
    input.taxRateBps,
    { type: "percent", value: 0 },
    input.taxClassification,
  );
  if (everything.totalCents > MAX_QUOTE_TOTAL_CENTS) {
    issues.push({
      field: "items",
      message: `A quote may total at most ${formatCents(MAX_QUOTE_TOTAL_CENTS)}`,
    });
  }
  // A fixed deposit must fit the smallest total the customer can choose: the required items alone.
  const least = quoteTotals(
    priced,
    [],
    input.taxRateBps,
    { type: "percent", value: 0 },
    input.taxClassification,
  );
  if (input.depositType === "fixed" && input.depositValue > least.totalCents) {
    issues.push({
      field: "deposit",
      message: `Deposit must be at most the total (${formatCents(least.totalCents)})`,
    });
  }
  if (input.depositType === "percent" && input.depositValue > 10_000) {
    issues.push({ field: "deposit", message: PERCENT_DEPOSIT_MESSAGE });
  }
  if (input.startDate && input.completionDate && input.completionDate < input.startDate) {
    issues.push({
      field: "completionDate",
      message: "Estimated completion date must be on or after the start date",
    });
  }
  return issues;
}

/** Turns the rule issues into zod issues at the paths the caller's fields have. */
function checkRules(input: QuoteInput, ctx: z.RefinementCtx, depositPath: string) {
  for (const issue of quoteRuleIssues(input)) {
    ctx.addIssue({
      code: "custom",
      path: [issue.field === "deposit" ? depositPath : issue.field],
      message: issue.message,
    });
  }
}

const itemsList = <T extends z.ZodType>(item: T) =>
  z
    .array(item, "Items must be a list")
    .min(1, "Add at least one line")
    .max(QUOTE_LIMITS.items, `A quote may have at most ${QUOTE_LIMITS.items} lines`);

// ---- The API (JSON, cents) ----

const apiItemSchema = z.object({
  _id: z.string().max(40).optional(),
  description: descriptionField,
  quantity: z.number("Quantity must be a number").refine((value) => {
    const milli = scaleNumber(value, 3);
    return milli !== null && quantityRange(milli);
  }, QUANTITY_MESSAGE),
  unit: unitField,
  unitPriceCents: z
    .number("unitPriceCents must be a whole number of cents")
    .int("unitPriceCents must be a whole number of cents")
    .min(0, PRICE_MESSAGE)
    .max(QUOTE_LIMITS.maxUnitPriceCents, PRICE_MESSAGE),
  optional: z.boolean("optional must be true or false").optional().default(false),
});

const percentNumber = (message: string, max: number) =>
  z.number(message).refine((value) => {
    const bps = scaleNumber(value, 2);
    return bps !== null && bps >= 0 && bps <= max;
  }, message);

const apiQuoteObject = z.object({
  ...customerFields,
  items: itemsList(apiItemSchema),
  taxRatePercent: percentNumber(TAX_MESSAGE, QUOTE_LIMITS.maxTaxRateBps),
  // Left out, a quote is taxed on its subtotal: what a body naming only taxRatePercent has always meant.
  taxClassification: classificationField.optional(),
  depositPercent: percentNumber(PERCENT_DEPOSIT_MESSAGE, 10_000).optional(),
  depositCents: z
    .number(FIXED_DEPOSIT_MESSAGE)
    .int("depositCents must be a whole number of cents")
    .min(0, FIXED_DEPOSIT_MESSAGE)
    .optional(),
  ...dateFields,
});

export type QuoteApiBody = z.input<typeof apiQuoteObject>;

/** POST /api/quotes (and a PATCH merged over the stored quote): the body the issue lists, money in cents. */
export const quoteApiSchema = apiQuoteObject.transform((body, ctx): QuoteInput => {
  const depositGiven = [body.depositPercent, body.depositCents].filter((value) => value !== undefined);
  if (depositGiven.length !== 1) {
    ctx.addIssue({
      code: "custom",
      path: ["depositPercent"],
      message: "Give the deposit as either depositPercent or depositCents",
    });
  }
  const input: QuoteInput = {
    estimateId: body.estimateId,
    customerName: body.customerName,
    customerOrganization: body.customerOrganization,
    email: body.email,
    phone: body.phone,
    address: body.address,
    city: body.city,
    zip: body.zip,
    items: body.items.map((item) => ({
      ...(item._id ? { id: item._id } : {}),
      description: item.description,
      quantityMilli: scaleNumber(item.quantity, 3)!,
      unit: item.unit,
      unitPriceCents: item.unitPriceCents,
      optional: item.optional,
    })),
    taxRateBps: scaleNumber(body.taxRatePercent, 2)!,
    taxClassification: body.taxClassification ?? "subtotal",
    depositType: body.depositCents !== undefined ? "fixed" : "percent",
    depositValue: body.depositCents ?? scaleNumber(body.depositPercent ?? 0, 2)!,
    validUntil: body.validUntil,
    startDate: body.startDate,
    completionDate: body.completionDate,
    terms: body.terms,
  };
  checkRules(input, ctx, input.depositType === "fixed" ? "depositCents" : "depositPercent");
  return input;
});

/** PATCH /api/quotes/{id}: any of the POST body's fields; the others keep their stored values. */
export const quotePatchSchema = apiQuoteObject.partial();

// ---- The back office's editor (a native form, prices in dollars) ----

const parseTyped =
  (decimals: number, message: string, accept: (value: number) => boolean) =>
  (value: string, ctx: z.RefinementCtx) => {
    const parsed = parseDecimal(value.replace(/%$/, ""), decimals);
    if (parsed === null || !accept(parsed)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return parsed;
  };

const decimalText = (decimals: number, message: string, accept: (value: number) => boolean) =>
  z
    .string(message)
    .trim()
    .transform(parseTyped(decimals, message, accept));

/** A number a person may leave empty, read as `empty` then (Conform sends an emptied field as nothing). */
const optionalDecimalText = (
  decimals: number,
  message: string,
  accept: (value: number) => boolean,
  empty: string,
) =>
  z
    .string(message)
    .trim()
    .optional()
    .transform((value, ctx) => parseTyped(decimals, message, accept)(value || empty, ctx));

// A box left unticked is not sent at all.
const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("")])
  .optional()
  .transform((value) => value === "on" || value === "true");

const formItemSchema = z.object({
  id: z.string().trim().max(40).optional(),
  description: descriptionField,
  quantity: decimalText(3, QUANTITY_MESSAGE, quantityRange),
  unit: unitField,
  unitPrice: decimalText(2, PRICE_MESSAGE, (cents) => cents <= QUOTE_LIMITS.maxUnitPriceCents),
  optional: checkbox,
});

/** The editor's fields: "Unit price" and a fixed deposit in dollars, rates in percent. */
export const quoteFormSchema = z
  .object({
    ...customerFields,
    // A native form sends no field at all once every line is removed.
    items: itemsList(formItemSchema).optional().default([]),
    // Left empty: no tax, and no tax line on the page, in the mails or in the PDF.
    taxRate: optionalDecimalText(2, TAX_MESSAGE, (bps) => bps <= QUOTE_LIMITS.maxTaxRateBps, "0"),
    // The editor's select always sends one; a post without it keeps the subtotal rule, as the API does.
    taxClassification: classificationField.optional().default("subtotal"),
    depositType: z.enum(["percent", "fixed"], "Choose Percent or Fixed amount"),
    // Left empty: no deposit.
    deposit: z.string().trim().optional(),
    ...dateFields,
    // "Send to customer" from the editor takes the same optional message as the detail page's send form.
    message: sendFormSchema.shape.message,
  })
  .transform((form, ctx): QuoteInput => {
    if (!form.items.length)
      ctx.addIssue({ code: "custom", path: ["items"], message: "Add at least one line" });
    const depositValue = parseDecimal((form.deposit || "0").replace(/%$/, ""), 2);
    if (depositValue === null) {
      ctx.addIssue({
        code: "custom",
        path: ["deposit"],
        message: form.depositType === "percent" ? PERCENT_DEPOSIT_MESSAGE : FIXED_DEPOSIT_MESSAGE,
      });
    }
    const input: QuoteInput = {
      estimateId: form.estimateId,
      customerName: form.customerName,
      customerOrganization: form.customerOrganization,
      email: form.email,
      phone: form.phone,
      address: form.address,
      city: form.city,
      zip: form.zip,
      items: form.items.map((item) => ({
        ...(item.id ? { id: item.id } : {}),
        description: item.description,
        quantityMilli: item.quantity,
        unit: item.unit,
        unitPriceCents: item.unitPrice,
        optional: item.optional,
      })),
      taxRateBps: form.taxRate,
      taxClassification: form.taxClassification,
      depositType: form.depositType,
      depositValue: depositValue ?? 0,
      validUntil: form.validUntil,
      startDate: form.startDate,
      completionDate: form.completionDate,
      terms: form.terms,
    };
    checkRules(input, ctx, "deposit");
    return input;
  });

// ---- The customer's forms on /q/{token} ----

const versionField = z.coerce
  .number("Reload the quote and try again")
  .int("Reload the quote and try again")
  .positive("Reload the quote and try again");

/**
 * A drawn signature (signature_pad's SVG), as the stored SVG of its checked strokes (signature-svg.ts), or null when
 * none was drawn. One that cannot be read is refused, so the customer draws again or signs with the name alone.
 */
const signatureField = z
  .string()
  .max(QUOTE_LIMITS.signatureBytes, "The drawn signature is too large; clear it and sign again")
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const clean = cleanSignatureSvg(value);
    if (!clean) ctx.addIssue({ code: "custom", message: SIGNATURE_REFUSAL });
    return clean;
  });

/** The optional items ticked ("option", one field per box; none ticked sends none). */
const optionList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.string().max(40)).max(QUOTE_LIMITS.items));

/**
 * "Accept and sign": the consent box, then the typed full name; a drawn signature may add to it. When the form lists
 * the optional items it signs with (`options=listed`), `option` is that choice; otherwise the stored one stands.
 */
export const acceptFormSchema = z
  .object({
    version: versionField,
    consent: z.preprocess(
      (value) => value === true || value === "on" || value === "true",
      z.literal(true, QUOTE_MESSAGES.consentRequired),
    ),
    name: z
      .string(QUOTE_MESSAGES.nameRequired)
      .trim()
      .min(1, QUOTE_MESSAGES.nameRequired)
      .max(120, "Please keep your name under 120 characters"),
    // The signer's capacity when signing for an HOA or company ("Board president").
    title: optional("Title", QUOTE_LIMITS.signerTitle),
    signature: signatureField,
    options: z.literal("listed").optional(),
    option: optionList,
  })
  .transform(({ options, option, ...values }) => ({
    ...values,
    option: options ? option : undefined,
  }));

export type AcceptFormValues = z.infer<typeof acceptFormSchema>;

/** "Update total": the optional items the customer adds (none ticked: none). */
export const optionsFormSchema = z.object({
  version: versionField,
  option: optionList,
});

export const declineFormSchema = z.object({
  reason: optional("Reason", QUOTE_LIMITS.message),
});

export const changesFormSchema = z.object({
  message: z
    .string(QUOTE_MESSAGES.changesRequired)
    .trim()
    .min(1, QUOTE_MESSAGES.changesRequired)
    .max(QUOTE_LIMITS.message, `Please keep your message under ${QUOTE_LIMITS.message} characters`),
});

/** "Share this quote": the address of someone else who must see it (a board member, a manager). */
export const shareFormSchema = z.object({
  email: required("Their e-mail address", 254)
    .pipe(z.email("Their e-mail address must be an e-mail address like name@example.com"))
    .transform((email) => email.toLowerCase()),
});

// ---- The office's "Record payment" ----

export const paymentFormSchema = z.object({
  amount: decimalText(2, "Amount must be above $0.00, in dollars and cents", (cents) => cents > 0),
  paidOn: dateField("Date"),
  method: z.enum(["check", "cash", "transfer", "card"], "Choose how it was paid"),
  note: optional("Note", 500),
});
