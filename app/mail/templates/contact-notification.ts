import { escapeHtml } from "~/utils/html";
import { mailHtml, type MailContent } from "./layout";

export type ContactNotificationInput = {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  consentAt: Date | null;
  createdAt: Date;
  origin: string;
  companyName: string;
};

/** The office's notice of a new contact message, with a link to it in the back office. */
export function contactNotificationMail(input: ContactNotificationInput): MailContent {
  const adminUrl = `${input.origin}/admin/messages/${input.id}`;
  const received = input.createdAt.toISOString();
  const consent = input.consentAt
    ? `Agreed to the terms at ${input.consentAt.toISOString()}`
    : "No consent recorded";
  const subject = `New contact message from ${input.name.replace(/[\r\n]+/g, " ")}`;
  const text = [
    `A new message arrived through the ${input.companyName} website.`,
    "",
    `Name: ${input.name}`,
    `E-mail: ${input.email}`,
    `Phone: ${input.phone || "not given"}`,
    `Received: ${received}`,
    `Consent: ${consent}`,
    "",
    input.message,
    "",
    `Open it in the back office: ${adminUrl}`,
  ].join("\n");
  const html = mailHtml(
    input.companyName,
    [
      `<h1 style="font-size:20px;margin:0 0 16px">New contact message</h1>`,
      `<p style="margin:0 0 4px"><strong>Name:</strong> ${escapeHtml(input.name)}</p>`,
      `<p style="margin:0 0 4px"><strong>E-mail:</strong> <a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a></p>`,
      `<p style="margin:0 0 4px"><strong>Phone:</strong> ${escapeHtml(input.phone || "not given")}</p>`,
      `<p style="margin:0 0 4px"><strong>Received:</strong> ${escapeHtml(received)}</p>`,
      `<p style="margin:0 0 16px"><strong>Consent:</strong> ${escapeHtml(consent)}</p>`,
      `<div style="white-space:pre-wrap;border-left:4px solid #b5451b;padding-left:12px">${escapeHtml(input.message)}</div>`,
      `<p style="margin:16px 0 0"><a href="${escapeHtml(adminUrl)}">Open the message in the back office</a></p>`,
    ].join(""),
  );
  return { subject, text, html };
}
