// Receiving a contact message, for the /contact page and POST /api/message alike: bot and rate checks, storage
// first, then the office notification through the outbox (a mail failure never loses the message).
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { env } from "~/env.server";
import { sendEmail } from "~/mail/send-email.server";
import { contactNotificationMail } from "~/mail/templates/contact-notification";
import { isHoneypotFilled } from "~/utils/honeypot";
import { formatPhone } from "~/utils/tel";
import { countEvent } from "~/logs/event-count.server";
import { logEvent, systemContext, type LogContext } from "~/logs/audit.server";
import { CONTACT_MESSAGES, contactMessageSchema, type ContactMessageInput } from "./contact-message";
import { createMessage, type MessageRow } from "./contact-message.server";
import { hitRateLimit } from "~/security/rate-limit.server";
import { getSiteSettings } from "~/content/site-settings.server";
import { refuse, refuseTooOften, type Result } from "~/utils/result";

// Parsing lives here, on the server side, so neither zod nor its Conform adapter reaches the browser bundle.
export const parseContactForm = (formData: FormData) =>
  parseWithZod(formData, { schema: contactMessageSchema });
export const contactFormConstraint = () => getZodConstraint(contactMessageSchema);

export { CONTACT_MESSAGES };

export const CONTACT_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

export const BOT_REJECTED =
  "Your submission looked automated, so it was not sent. Please try again, or call or e-mail us directly.";

export const waitText = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "a minute" : `${minutes} minutes`;
};

/**
 * The refusal of a rate-limited form, naming the way through: the office's phone. "several requests", "several
 * messages".
 */
export function tooOftenText(what: string, seconds: number) {
  const phone = getSiteSettings()?.phone;
  const call = phone ? `call us at ${formatPhone(phone)}` : "call us";
  return `You have sent ${what} in a short time. Please wait ${waitText(seconds)} and try again, or ${call}.`;
}

export type ContactResult = Result<{ message: MessageRow }>;

/** The visitor's request (its address counts against the rate limit), the site's address and the honeypot's value. */
type VisitorContext = LogContext & { ip: string; origin: string; honeypot?: unknown };

export function receiveContactMessage(input: ContactMessageInput, context: VisitorContext): ContactResult {
  // Bot catches and refusals are counted per day, not logged one row each (a flood cannot grow the logs).
  if (isHoneypotFilled(context.honeypot)) {
    countEvent("message.spam");
    return refuse(400, BOT_REJECTED);
  }
  const limit = hitRateLimit(`contact:${context.ip}`, CONTACT_RATE_LIMIT.limit, CONTACT_RATE_LIMIT.windowMs);
  if (!limit.allowed) {
    countEvent("message.rate-limited");
    return refuseTooOften(tooOftenText("several messages", limit.retryAfterSeconds), limit.retryAfterSeconds);
  }

  const message = createMessage(input, { ip: context.ip });
  logEvent(context, {
    event: "message.create",
    message: `Contact message from ${message.email}`,
    detail: { messageId: message.id },
  });
  notifyOffice(message, context.origin);
  return { ok: true, message };
}

/** Queues the office notice; runs after the message is stored and never fails the visitor's request. */
function notifyOffice(message: MessageRow, origin: string) {
  const to = env.CONTACT_NOTIFY_EMAIL;
  if (!to) return;
  const mail = contactNotificationMail({
    ...message,
    origin,
    companyName: getSiteSettings()?.companyName ?? "company",
  });
  sendEmail({ to, ...mail }).catch((error) => {
    console.error("Could not queue the contact notification", error);
    logEvent(systemContext(), {
      level: "error",
      event: "message.notify-failed",
      message: "Contact notification could not be queued",
      detail: { messageId: message.id },
    });
  });
}

/** The one message a failed contact form shows on top of its field errors: a missing consent first, then the rest. */
export function contactFormError(errors: Record<string, string[] | null | undefined> | null | undefined) {
  const all = Object.values(errors ?? {}).flatMap((list) => list ?? []);
  if (errors?.consent?.length) return errors.consent[0];
  const missing = [
    CONTACT_MESSAGES.nameMissing,
    CONTACT_MESSAGES.emailMissing,
    CONTACT_MESSAGES.messageMissing,
  ];
  if (all.some((error) => (missing as string[]).includes(error))) return CONTACT_MESSAGES.requiredFields;
  return all[0] ?? CONTACT_MESSAGES.failed;
}
