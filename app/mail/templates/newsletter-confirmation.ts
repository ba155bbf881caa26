import { escapeHtml } from "~/utils/html";
import { mailButton, mailHtml, type MailContent } from "./layout";

export type NewsletterConfirmationInput = {
  origin: string;
  companyName: string;
  confirmToken: string;
  unsubscribeToken: string;
};

const newsletterLinks = (
  input: Pick<NewsletterConfirmationInput, "origin" | "confirmToken" | "unsubscribeToken">,
) => ({
  confirmUrl: `${input.origin}/newsletter/confirm?token=${encodeURIComponent(input.confirmToken)}`,
  unsubscribeUrl: `${input.origin}/newsletter/unsubscribe?token=${encodeURIComponent(input.unsubscribeToken)}`,
});

/** Double opt-in: the subscription stays pending until the confirm link is followed. Carries an unsubscribe link. */
export function newsletterConfirmationMail(input: NewsletterConfirmationInput): MailContent {
  const { confirmUrl, unsubscribeUrl } = newsletterLinks(input);
  const subject = `Please confirm your subscription to the ${input.companyName} newsletter`;
  const text = [
    `Thank you for signing up for the ${input.companyName} newsletter.`,
    "",
    "Please confirm that you want to receive it by opening this link:",
    confirmUrl,
    "",
    "If you did not sign up, ignore this e-mail and you will not hear from us again.",
    "",
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join("\n");
  const html = mailHtml(
    input.companyName,
    [
      `<h1 style="font-size:20px;margin:0 0 16px">Confirm your subscription</h1>`,
      `<p>Thank you for signing up for the ${escapeHtml(input.companyName)} newsletter. Please confirm that you want to receive it.</p>`,
      mailButton(confirmUrl, "Confirm my subscription"),
      `<p>If you did not sign up, ignore this e-mail and you will not hear from us again.</p>`,
      `<p style="font-size:13px;color:#4a5059;margin-top:24px"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#4a5059">Unsubscribe</a></p>`,
    ].join(""),
  );
  return { subject, text, html };
}
