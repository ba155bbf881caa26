// Reads the mail the e2e server sent through the SMTP sink (one JSON line per message in e2eMailFile).
import fs from "node:fs";
import { e2eMailFile } from "./e2e-config";
import type { CapturedMail } from "./smtp-sink";

export function readMails(): CapturedMail[] {
  if (!fs.existsSync(e2eMailFile)) return [];
  return fs
    .readFileSync(e2eMailFile, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as CapturedMail);
}

export function mailsTo(address: string) {
  const to = address.toLowerCase();
  return readMails().filter((mail) => mail.to.some((recipient) => recipient.toLowerCase() === to));
}

/**
 * Waits until `address` has received more than `after` mails (matching `subject` when given) and answers the newest.
 * Mail leaves the server after the page answered, so tests must wait rather than read once.
 */
export async function waitForMail(
  address: string,
  options: { subject?: RegExp; after?: number; timeoutMs?: number } = {},
): Promise<CapturedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const mails = mailsTo(address).filter((mail) => !options.subject || options.subject.test(mail.subject));
    if (mails.length > (options.after ?? 0)) return mails[mails.length - 1];
    if (Date.now() > deadline) {
      throw new Error(
        `No mail to ${address}${options.subject ? ` matching ${options.subject}` : ""} arrived in time`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The 6-digit verification code in a mail. */
export function verificationCodeIn(mail: CapturedMail) {
  const code = /verification code is (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No verification code in mail "${mail.subject}"`);
  return code;
}

/** The first link in a mail's text that points at `path` on the site. */
export function linkIn(mail: CapturedMail, path: string) {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`No ${path} link in mail "${mail.subject}"`);
  return link;
}
