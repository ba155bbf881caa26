import { escapeHtml } from "~/utils/html";
import { accountMail, mailButton, type AccountMailTo, type MailContent } from "./layout";

/** The 6-digit code mailed at sign-up and on "send a new code", with a link that fills it in on /verify. */
export function verificationCodeMail(
  input: AccountMailTo & { code: string; link: string; minutes: number },
): MailContent {
  return accountMail(input, {
    subject: `Your ${input.companyName} verification code`,
    textLines: [
      `Your verification code is ${input.code}`,
      "",
      `Enter it on the verification page within ${input.minutes} minutes, or open this link:`,
      input.link,
      "",
      "If you did not create an account, you can ignore this email.",
    ],
    bodyHtml: `<p>Your verification code is</p>
      <p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:8px 0">${escapeHtml(input.code)}</p>
      <p>Enter it on the verification page within ${input.minutes} minutes, or use the button below.</p>
      ${mailButton(input.link, "Verify my email address")}
      <p style="color:#4a5059;font-size:14px">If you did not create an account, you can ignore this email.</p>`,
  });
}
