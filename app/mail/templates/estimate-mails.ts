import { escapeHtml } from "~/utils/html";
import { formatPhone } from "~/utils/tel";
import { sizeText } from "~/models/estimate-size";
import { ESTIMATE_MESSAGES, type EstimateRequestFields } from "~/models/estimate-options";
import { accountMail, officeNoticeMail, type MailContent } from "./layout";
import { detailsHtml, rowsHtml, rowsText, type MailRow } from "./mail-rows";

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

/** The visitor's acknowledgement: the reference to quote and a summary of what they asked. */
export function estimateAcknowledgementMail(estimate: EstimateSummary, companyName: string): MailContent {
  const rows = summaryRows(estimate);
  return accountMail(
    { name: oneLine(estimate.name), companyName },
    {
      subject: `We received your estimate request ${estimate.reference}`,
      textLines: [
        `${ESTIMATE_MESSAGES.received}. Your reference is ${estimate.reference}; please quote it when you call or write.`,
        ESTIMATE_MESSAGES.responseTime,
        "",
        ...rowsText(rows),
        "",
        "Project details:",
        estimate.details,
      ],
      bodyHtml: [
        `<p>${escapeHtml(ESTIMATE_MESSAGES.received)}. Your reference is <strong>${escapeHtml(estimate.reference)}</strong>; please quote it when you call or write.</p>`,
        `<p>${escapeHtml(ESTIMATE_MESSAGES.responseTime)}</p>`,
        rowsHtml(rows),
        detailsHtml(estimate.details),
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
