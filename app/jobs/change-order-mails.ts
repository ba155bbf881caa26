// The mails of a change order: to the customer when it is sent (the quote's link, where it waits for approval) and
// when it is signed (its copy), and to the office when the customer answers.
import type { MailContent } from "~/mail/templates/layout";
import { officeNoticeMail } from "~/mail/templates/layout";
import type { MailRow } from "~/mail/templates/mail-rows";
import { formatCents } from "~/quotes/money";
import { customerMail } from "~/quotes/quote-mails";
import { formatMailDateTime } from "~/utils/dates";

/** What the mails say of a change order. */
export type ChangeOrderMailFacts = {
  jobId: string;
  jobReference: string;
  reference: string;
  customerName: string;
  email: string;
  companyName: string;
  reason: string;
  totalCents: number;
  /** The contract value once this change order is approved. */
  newContractCents: number;
};

const rows = (order: ChangeOrderMailFacts): MailRow[] => [
  ["Change order", order.reference],
  ["Job", order.jobReference],
  ["Reason", order.reason],
  ["Change", formatCents(order.totalCents)],
  ["New contract value", formatCents(order.newContractCents)],
];

/** "Change order CO-… for your job J-…": it waits for the customer's approval behind the link. */
export function changeOrderSentMail(order: ChangeOrderMailFacts, link: string): MailContent {
  return customerMail(order, {
    subject: `Change order ${order.reference} for your job ${order.jobReference}`,
    intro: `We have a change to your job ${order.jobReference} that needs your approval. Nothing changes until you approve it.`,
    rows: rows(order),
    link: { href: link, label: "Review and approve" },
    outro: "Questions? Reply to this e-mail.",
  });
}

/** "Your signed change order CO-…": what was approved, with the link to the job. */
export function changeOrderSignedMail(
  order: ChangeOrderMailFacts,
  signed: { name: string; approvedAt: Date },
  link: string,
): MailContent {
  return customerMail(order, {
    subject: `Your signed change order ${order.reference}`,
    intro: `Thank you for approving change order ${order.reference}. Your signed copy is attached as a PDF; please keep it. The change order also stays on your job's page.`,
    rows: [...rows(order), ["Signed by", signed.name], ["Signed at", formatMailDateTime(signed.approvedAt)]],
    link: { href: link, label: "See your job" },
  });
}

/** The office's notice of an answer: approved (with the fingerprint) or declined (with the reason). */
export function changeOrderAnsweredOfficeMail(
  order: ChangeOrderMailFacts,
  answer: { approved: true; name: string; documentSha256: string } | { approved: false; reason: string },
  origin: string,
): MailContent {
  const what = answer.approved ? "approved" : "declined";
  return officeNoticeMail({
    companyName: order.companyName,
    subject: `Change order ${order.reference} ${what} by ${order.customerName.replace(/\s+/g, " ")}`,
    what: `answer to change order ${order.reference}`,
    heading: `Change order ${order.reference} ${what}`,
    rows: [
      ["Customer", order.customerName],
      ["E-mail", order.email, `mailto:${order.email}`],
      ...rows(order),
      ...(answer.approved
        ? ([
            ["Signed by", answer.name],
            ["Document SHA-256", answer.documentSha256],
          ] as MailRow[])
        : []),
    ],
    body: answer.approved ? "" : answer.reason,
    adminUrl: `${origin}/admin/jobs/${order.jobId}`,
    linkLabel: "Open the job in the back office",
  });
}
