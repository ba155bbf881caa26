// The back office's quote editor as a person types it (dollars, percents, text), shared by the editor's page and the
// server that fills it from a stored quote. Browser-safe.
import type { QuoteCustomerFields } from "./quote-schema";
import type { TaxClassification } from "./tax-classification";

/** The editor's values: what a person types (dollars, percents), from a stored quote or for a new one. */
export type QuoteFormValues = QuoteCustomerFields & {
  estimateId: string;
  items: QuoteLineValues[];
  taxRate: string;
  taxClassification: TaxClassification;
  depositType: "percent" | "fixed";
  deposit: string;
  validUntil: string;
  startDate: string;
  completionDate: string;
  terms: string;
};

export type QuoteLineValues = {
  id: string;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  optional: string;
};

/** 123456 → "1234.56": cents as the editor's dollars field shows them. */
export const dollarsText = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** A new line as "Add line" inserts it. */
export const EMPTY_LINE: QuoteLineValues = {
  id: "",
  description: "",
  quantity: "1",
  unit: "",
  unitPrice: "",
  optional: "",
};
