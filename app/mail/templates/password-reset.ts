import { accountMail, mailButton, type AccountMailTo, type MailContent } from "./layout";

/** The single-use link mailed by "Forgot password?". */
export function passwordResetMail(input: AccountMailTo & { link: string; minutes: number }): MailContent {
  return accountMail(input, {
    subject: `Reset your ${input.companyName} password`,
    textLines: [
      "Someone (hopefully you) asked to reset the password of your account. To choose a new password, open this link:",
      input.link,
      "",
      `The link works once and expires in ${input.minutes} minutes.`,
      "If you did not ask for this, ignore this email: your password stays as it is.",
    ],
    bodyHtml: `<p>Someone (hopefully you) asked to reset the password of your account. To choose a new password, use the button below.</p>
      ${mailButton(input.link, "Choose a new password")}
      <p>The link works once and expires in ${input.minutes} minutes.</p>
      <p style="color:#4a5059;font-size:14px">If you did not ask for this, ignore this email: your password stays as it is.</p>`,
  });
}
