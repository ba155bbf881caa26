import { formatMailDateTime } from "~/utils/dates";
import { escapeHtml } from "~/utils/html";
import { accountMail, type AccountMailTo, type MailContent } from "./layout";

/**
 * The notice sent after every password change or reset. It holds no link that grants access: only the address of
 * the "Forgot password?" page, for an owner who did not make the change.
 */
export function passwordChangedMail(
  input: AccountMailTo & { how: "changed" | "reset"; when: Date; forgotPasswordUrl: string },
): MailContent {
  const when = formatMailDateTime(input.when);
  const what =
    input.how === "reset"
      ? `The password of your account was reset with an emailed link on ${when}.`
      : `The password of your account was changed on ${when}.`;
  const ended = "Every other device signed in to your account has been signed out.";
  const notYou = "If this was not you, choose a new password at once at";
  return accountMail(input, {
    subject: `Your ${input.companyName} password was changed`,
    textLines: [what, ended, "", `${notYou} ${input.forgotPasswordUrl} and tell us.`],
    bodyHtml: `<p>${escapeHtml(what)} ${escapeHtml(ended)}</p>
      <p>${escapeHtml(notYou)} <a href="${escapeHtml(input.forgotPasswordUrl)}">${escapeHtml(input.forgotPasswordUrl)}</a> and tell us.</p>`,
  });
}
