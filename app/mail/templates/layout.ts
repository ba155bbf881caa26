import { escapeHtml } from "~/utils/html";
import { publicOrigin } from "~/http/public-url.server";
import { absolutizeMailLinks } from "../absolute-links";
import { detailsHtml, rowsHtml, rowsText, type MailRow } from "./mail-rows";

export type MailContent = { subject: string; text: string; html: string };

/**
 * The HTML frame every mail shares: plain, readable without images, inline styles only. Every mail's HTML is made
 * here, so this is where links to site paths ("/contact") become absolute PUBLIC_URL links that work in a mail program.
 */
export function mailHtml(companyName: string, bodyHtml: string) {
  return absolutizeMailLinks(mailFrame(companyName, bodyHtml), publicOrigin);
}

function mailFrame(companyName: string, bodyHtml: string) {
  return `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f4efe6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2328;line-height:1.6">
    <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
      <p style="margin:0 0 16px;font-weight:700;color:#8f3512">${escapeHtml(companyName)}</p>
      ${bodyHtml}
    </div>
  </body>
</html>`;
}

/**
 * Whom an account mail greets, and whose name it is signed with. `name` is null when the address has not been proven
 * by its owner: a name typed by whoever filled in the form is never sent to an address they typed.
 */
export type AccountMailTo = { name: string | null; companyName: string };

/** A mail to an account holder: "Hello <name>," above the body and, in the text part, the company's name below. */
export function accountMail(
  to: AccountMailTo,
  mail: { subject: string; textLines: string[]; bodyHtml: string },
): MailContent {
  const greeting = to.name ? `Hello ${to.name},` : "Hello,";
  const text = [greeting, "", ...mail.textLines, "", to.companyName].join("\n");
  const html = mailHtml(to.companyName, `<p>${escapeHtml(greeting)}</p>\n      ${mail.bodyHtml}`);
  return { subject: mail.subject, text, html };
}

export const mailButton = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#8f3512;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;

/**
 * The office's notice of something that arrived through the website: who sent it as rows, their own words, and a
 * link to it in the back office.
 */
export function officeNoticeMail(notice: {
  companyName: string;
  subject: string;
  /** What arrived, as the first line names it: "message", "estimate request". */
  what: string;
  heading: string;
  rows: MailRow[];
  /** The visitor's own words. */
  body: string;
  adminUrl: string;
  linkLabel: string;
}): MailContent {
  const text = [
    `A new ${notice.what} arrived through the ${notice.companyName} website.`,
    "",
    ...rowsText(notice.rows),
    "",
    notice.body,
    "",
    `Open it in the back office: ${notice.adminUrl}`,
  ].join("\n");
  const html = mailHtml(
    notice.companyName,
    [
      `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(notice.heading)}</h1>`,
      rowsHtml(notice.rows),
      detailsHtml(notice.body),
      `<p style="margin:16px 0 0"><a href="${escapeHtml(notice.adminUrl)}">${escapeHtml(notice.linkLabel)}</a></p>`,
    ].join(""),
  );
  return { subject: notice.subject, text, html };
}
