import { escapeHtml } from "~/utils/html";
import { formatPhone } from "~/utils/tel";
import { sizeText } from "./estimate-size";
import { ESTIMATE_MESSAGES, type EstimateRequestFields } from "./estimate-options";
import { accountMail, officeNoticeMail, type MailContent } from "~/mail/templates/layout";
import { rowsHtml, rowsText, type MailRow } from "~/mail/templates/mail-rows";

/** What both estimate mails show of a request: its fields as label/value rows (empty optional ones left out). */
export type EstimateSummary = EstimateRequestFields & { id: string; photoCount: number };

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

function summaryRows(estimate: EstimateSummary): MailRow[] {
  const size = sizeText(estimate.size, estimate.sizeUnit);
  const rows: MailRow[] = [
    ["Reference", estimate.reference],
    ["Service", estimate.service],
    ["Property type", estimate.propertyType],
    ["Job-site address", `${estimate.address}, ${estimate.city} ${estimate.zip}`],
    ["Approximate size", size],
    ["Timeframe", estimate.timeframe],
    ["Photos", estimate.photoCount ? String(estimate.photoCount) : ""],
  ];
  return rows.filter(([, value]) => value !== "");
}

/**
 * The rows the visitor's acknowledgement may show: only what the site chose or checked (the reference, a service and
 * options from our lists, a 5-digit ZIP, a number), never a word the visitor wrote. The mail goes to any address a
 * visitor types; anything typed into the form and repeated here would make the site a relay for spam.
 */
function structuredRows(estimate: EstimateSummary): MailRow[] {
  const keep = new Set(["Reference", "Service", "Property type", "Approximate size", "Timeframe", "Photos"]);
  const rows = summaryRows(estimate).filter(([label]) => keep.has(label));
  if (/^\d{5}$/.test(estimate.zip)) rows.splice(3, 0, ["Job-site ZIP code", estimate.zip]);
  return rows;
}

/** The visitor's acknowledgement: the reference to quote and what was asked, in the site's own words only. */
export function estimateAcknowledgementMail(estimate: EstimateSummary, companyName: string): MailContent {
  const rows = structuredRows(estimate);
  return accountMail(
    { name: null, companyName },
    {
      subject: `We received your estimate request ${estimate.reference}`,
      textLines: [
        `${ESTIMATE_MESSAGES.received}. Your reference is ${estimate.reference}; please quote it when you call or write.`,
        ESTIMATE_MESSAGES.responseTime,
        "",
        ...rowsText(rows),
      ],
      bodyHtml: [
        `<p>${escapeHtml(ESTIMATE_MESSAGES.received)}. Your reference is <strong>${escapeHtml(estimate.reference)}</strong>; please quote it when you call or write.</p>`,
        `<p>${escapeHtml(ESTIMATE_MESSAGES.responseTime)}</p>`,
        rowsHtml(rows),
      ].join(""),
    },
  );
}

/** The office's notice: who asks for what where, and a link to the request in the back office (photos stay there). */
export function estimateNotificationMail(
  estimate: EstimateSummary,
  input: { origin: string; companyName: string },
): MailContent {
  const contact: MailRow[] = [
    ["Name", estimate.name],
    ["E-mail", estimate.email],
    ["Phone", formatPhone(estimate.phone)],
  ];
  return officeNoticeMail({
    companyName: input.companyName,
    subject: `New estimate request ${estimate.reference}: ${oneLine(estimate.service)} in ${oneLine(estimate.city)}`,
    what: "estimate request",
    heading: `New estimate request ${estimate.reference}`,
    rows: [...contact, ...summaryRows(estimate)],
    body: estimate.details,
    adminUrl: `${input.origin}/admin/estimates/${estimate.id}`,
    linkLabel: "Open the request in the back office",
  });
}
