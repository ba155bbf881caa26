import { formatMailDateTime } from "~/utils/dates";
import { formatPhone } from "~/utils/tel";
import { officeNoticeMail, type MailContent } from "./layout";

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
  const consent = input.consentAt
    ? `Agreed to the terms at ${formatMailDateTime(input.consentAt)}`
    : "No consent recorded";
  return officeNoticeMail({
    companyName: input.companyName,
    subject: `New contact message from ${input.name.replace(/[\r\n]+/g, " ")}`,
    what: "message",
    heading: "New contact message",
    rows: [
      ["Name", input.name],
      ["E-mail", input.email, `mailto:${input.email}`],
      ["Phone", input.phone ? formatPhone(input.phone) : "not given"],
      ["Received", formatMailDateTime(input.createdAt)],
      ["Consent", consent],
    ],
    body: input.message,
    adminUrl: `${input.origin}/admin/messages/${input.id}`,
    linkLabel: "Open the message in the back office",
  });
}
