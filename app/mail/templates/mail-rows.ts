import { escapeHtml } from "~/utils/html";

/** A label and its value in a mail's summary; with `href`, the value links there (a mailto: address). */
export type MailRow = [label: string, value: string, href?: string];

export const rowsText = (rows: MailRow[]) => rows.map(([label, value]) => `${label}: ${value}`);

const valueHtml = (value: string, href?: string) =>
  href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value);

export const rowsHtml = (rows: MailRow[]) =>
  rows
    .map(
      ([label, value, href]) =>
        `<p style="margin:0 0 4px"><strong>${escapeHtml(label)}:</strong> ${valueHtml(value, href)}</p>`,
    )
    .join("");

/** What the visitor wrote, with its line breaks kept, set off by a bar. */
export const detailsHtml = (details: string) =>
  `<div style="white-space:pre-wrap;border-left:4px solid #b5451b;padding-left:12px;margin-top:16px">${escapeHtml(details)}</div>`;
