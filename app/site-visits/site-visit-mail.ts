import { escapeHtml } from "~/utils/html";
import { formatLongDate, formatTime } from "~/utils/dates";
import { formatPhone } from "~/utils/tel";
import { accountMail, type MailContent } from "~/mail/templates/layout";
import { rowsHtml, rowsText, type MailRow } from "~/mail/templates/mail-rows";

export type SiteVisitMailInput = {
  name: string;
  reference: string;
  service: string;
  /** The job site, one line: where the crew comes. */
  location: string;
  at: Date;
  /** Whether an earlier invitation went out for this visit. */
  moved: boolean;
  company: { name: string; phone: string };
};

/** "Site visit on March 4, 2026 at 9:30 AM": the subject, and the line the mail opens with. */
export const siteVisitTitle = (at: Date) => `Site visit on ${formatLongDate(at)} at ${formatTime(at)}`;

/** The customer's mail for a booked (or moved) site visit; the calendar invitation travels as its attachment. */
export function siteVisitMail(input: SiteVisitMailInput): MailContent {
  const title = siteVisitTitle(input.at);
  const opening = input.moved
    ? `We moved the site visit for your request ${input.reference}. The new time is below, and the attached invitation updates your calendar.`
    : `We would like to visit the job site for your request ${input.reference}. The attached invitation adds the visit to your calendar.`;
  const rows: MailRow[] = [
    ["When", `${formatLongDate(input.at)} at ${formatTime(input.at)} (Arizona time)`],
    ["Where", input.location],
    ["Service", input.service],
    ["Reference", input.reference],
  ];
  const phone = formatPhone(input.company.phone);
  const change = phone
    ? `If the time does not suit you, call us at ${phone}.`
    : "If the time does not suit you, call us.";
  return accountMail(
    { name: input.name.replace(/[\r\n]+/g, " ").trim(), companyName: input.company.name },
    {
      subject: title,
      textLines: [title, "", opening, "", ...rowsText(rows), "", change],
      bodyHtml: [
        `<p><strong>${escapeHtml(title)}</strong></p>`,
        `<p>${escapeHtml(opening)}</p>`,
        rowsHtml(rows),
        `<p>${escapeHtml(change)}</p>`,
      ].join(""),
    },
  );
}
