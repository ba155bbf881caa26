// The canonical document of a change order: what the customer sees under "Awaiting your approval" and signs (company,
// customer and site, the job, the reason, the lines with their amounts, the totals with the tax line, the contract
// value before and after), as plain data. Its SHA-256 over canonical JSON is stored with the approval, and the
// approved change order is read from that stored document from then on.
import { createHash } from "node:crypto";
import type { SiteSettings } from "~/content/site-settings.server";
import { canonicalJson } from "~/quotes/quote-document.server";
import { changeOrderLineCents, changeOrderTotals, type ChangeOrderTotals } from "./change-order-totals";
import type { ChangeOrderRow } from "./change-order-records.server";
import { jobLocation } from "./job-calendar.server";
import type { JobSummary } from "./job-records.server";

export type ChangeOrderDocument = {
  reference: string;
  version: number;
  jobReference: string;
  quoteReference: string;
  company: { name: string; address: string; phone: string; email: string; rocLicenseNumber: string };
  customer: { name: string; email: string; site: string };
  reason: string;
  lines: {
    description: string;
    quantityMilli: number;
    unit: string;
    unitPriceCents: number;
    amountCents: number;
  }[];
  totals: ChangeOrderTotals;
  /** The contract value before this change order, and with it. */
  contractBeforeCents: number;
  contractAfterCents: number;
};

export function changeOrderDocument(
  order: ChangeOrderRow,
  job: JobSummary,
  settings: Pick<SiteSettings, "companyName" | "address" | "phone" | "email" | "rocLicenseNumber">,
): ChangeOrderDocument {
  const address = settings.address;
  const totals = changeOrderTotals(order.items, {
    classification: order.taxClassification,
    rateThousandths: order.taxRateThousandths,
  });
  return {
    reference: order.reference,
    version: order.version,
    jobReference: job.reference,
    quoteReference: job.quote.reference,
    company: {
      name: settings.companyName,
      address: `${address.street}, ${address.city}, ${address.state} ${address.zip}`,
      phone: settings.phone,
      email: settings.email,
      rocLicenseNumber: settings.rocLicenseNumber,
    },
    customer: { name: job.quote.customerName, email: job.quote.email, site: jobLocation(job) },
    reason: order.reason,
    lines: order.items.map((line) => ({ ...line, amountCents: changeOrderLineCents(line) })),
    totals,
    contractBeforeCents: job.contractCents,
    contractAfterCents: job.contractCents + totals.totalCents,
  };
}

export const changeOrderSha256 = (document: ChangeOrderDocument) =>
  createHash("sha256").update(canonicalJson(document)).digest("hex");
