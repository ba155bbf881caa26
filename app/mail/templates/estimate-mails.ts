import { escapeHtml } from "~/utils/html";
import { ESTIMATE_MESSAGES, type EstimateRequestFields } from "~/models/estimate-options";
import { accountMail, mailHtml, type MailContent } from "./layout";

/** What both estimate mails show of a request: its fields as label/value rows (empty optional ones left out). */
export type EstimateSummary = EstimateRequestFields & { id: string; photoCount: number };

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

function summaryRows(estimate: EstimateSummary): [string, string][] {
  const size =
    estimate.size === null ? "" : `${estimate.size.toLocaleString("en-US")} ${estimate.sizeUnit}`.trim();
  const rows: [string, string][] = [
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

const rowsText = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`);
const rowsHtml = (rows: [string, string][]) =>
  rows
    .map(
      ([label, value]) =>
        `<p style="margin:0 0 4px"><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`,
    )
    .join("");
const detailsHtml = (details: string) =>
  `<div style="white-space:pre-wrap;border-left:4px solid #b5451b;padding-left:12px;margin-top:16px">${escapeHtml(details)}</div>`;

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
  const adminUrl = `${input.origin}/admin/estimates/${estimate.id}`;
  const subject = `New estimate request ${estimate.reference}: ${oneLine(estimate.service)} in ${oneLine(estimate.city)}`;
  const contact: [string, string][] = [
    ["Name", estimate.name],
    ["E-mail", estimate.email],
    ["Phone", estimate.phone],
  ];
  const rows = [...contact, ...summaryRows(estimate)];
  const text = [
    `A new estimate request arrived through the ${input.companyName} website.`,
    "",
    ...rowsText(rows),
    "",
    estimate.details,
    "",
    `Open it in the back office: ${adminUrl}`,
  ].join("\n");
  const html = mailHtml(
    input.companyName,
    [
      `<h1 style="font-size:20px;margin:0 0 16px">New estimate request ${escapeHtml(estimate.reference)}</h1>`,
      rowsHtml(rows),
      detailsHtml(estimate.details),
      `<p style="margin:16px 0 0"><a href="${escapeHtml(adminUrl)}">Open the request in the back office</a></p>`,
    ].join(""),
  );
  return { subject, text, html };
}
