// Newsletter sign-up with double opt-in, for the footer form, /newsletter and POST /api/customer alike.
import { parseWithZod } from "@conform-to/zod/v4";
import { sendEmail } from "~/mail/send-email.server";
import { newsletterConfirmationMail } from "~/mail/templates/newsletter-confirmation";
import { isHoneypotFilled } from "~/utils/honeypot";
import { BOT_REJECTED, waitText } from "~/leads/receive-contact-message.server";
import { refuse, refuseTooOften, type Result } from "~/utils/result";
import { NEWSLETTER_MESSAGES, newsletterSchema } from "./subscriber";
import {
  confirmSubscription,
  subscribeCustomer,
  unsubscribeCustomer,
  type CustomerRow,
} from "./subscriber.server";
import { countEvent } from "~/logs/event-count.server";
import { logEvent, type LogContext } from "~/logs/audit.server";
import { hitRateLimit } from "~/security/rate-limit.server";
import { getSiteSettings } from "~/content/site-settings.server";

export { NEWSLETTER_MESSAGES };

export const parseNewsletterForm = (formData: FormData) =>
  parseWithZod(formData, { schema: newsletterSchema });

export const NEWSLETTER_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
// However often someone enters an address, it gets at most this many confirmation mails an hour.
export const CONFIRMATION_MAILS_PER_HOUR = 3;

export type SubscribeResult = Result<{ customer: CustomerRow; mailed: boolean }>;

/** The visitor's request (its address counts against the rate limit), the site's address and the honeypot's value. */
type VisitorContext = LogContext & { ip: string; origin: string; honeypot?: unknown };

/**
 * Subscribes an address as pending and mails the confirm link. Subscribing again is no error: a confirmed address
 * stays confirmed (no mail), a pending or unsubscribed one gets a fresh link. Never creates a second row.
 */
export function requestNewsletterSubscription(email: string, context: VisitorContext): SubscribeResult {
  // Bot catches and refusals are counted per day, not logged one row each (a flood cannot grow the logs).
  if (isHoneypotFilled(context.honeypot)) {
    countEvent("customer.spam");
    return refuse(400, BOT_REJECTED);
  }
  const limit = hitRateLimit(
    `newsletter:${context.ip}`,
    NEWSLETTER_RATE_LIMIT.limit,
    NEWSLETTER_RATE_LIMIT.windowMs,
  );
  if (!limit.allowed) {
    countEvent("customer.rate-limited");
    return refuseTooOften(
      `Too many sign-up attempts from your network. Please wait ${waitText(limit.retryAfterSeconds)} and try again.`,
      limit.retryAfterSeconds,
    );
  }

  const { customer, needsConfirmation } = subscribeCustomer(email);
  let mailed = false;
  if (needsConfirmation) {
    const sending = mailNewsletterConfirmation(customer, context.origin);
    mailed = sending !== null;
    sending?.catch((error) => console.error("Could not queue the newsletter confirmation", error));
  }
  logEvent(context, {
    event: "customer.subscribe",
    message: `Newsletter sign-up for ${customer.email} (${customer.status})`,
    detail: { customerId: customer.id, mailed },
  });
  return { ok: true, customer, mailed };
}

/**
 * Mails a pending subscriber the confirm link, unless the address already got CONFIRMATION_MAILS_PER_HOUR of them in
 * the last hour (the footer form, the API and the subscribers import all share that limit). Answers the sending (to
 * await or catch), or null when the limit held the mail back.
 */
function mailNewsletterConfirmation(customer: CustomerRow, origin: string) {
  if (!takeConfirmationMailSlot(customer.email)) return null;
  return sendNewsletterConfirmation(customer, origin);
}

/** Counts one confirmation mail for the address; false when it already got its CONFIRMATION_MAILS_PER_HOUR. */
export function takeConfirmationMailSlot(email: string) {
  return hitRateLimit(`newsletter-mail:${email}`, CONFIRMATION_MAILS_PER_HOUR, 60 * 60_000).allowed;
}

/** Sends the confirm link (the caller took the address's slot). */
export function sendNewsletterConfirmation(customer: CustomerRow, origin: string) {
  const mail = newsletterConfirmationMail({
    origin,
    companyName: getSiteSettings()?.companyName ?? "company",
    confirmToken: customer.confirmToken,
    unsubscribeToken: customer.unsubscribeToken,
  });
  return sendEmail({ to: customer.email, ...mail });
}

export type TokenOutcome = "confirmed" | "unsubscribed" | "invalid";

/** A visitor following a mailed link; `by` is their request. */
export function confirmNewsletter(
  token: string,
  by: LogContext = {},
): { outcome: TokenOutcome; email?: string } {
  const customer = token ? confirmSubscription(token) : undefined;
  if (!customer) return { outcome: "invalid" };
  logEvent(by, {
    event: "customer.confirm",
    message: `Newsletter subscription confirmed for ${customer.email}`,
  });
  return { outcome: "confirmed", email: customer.email };
}

export function unsubscribeNewsletter(
  token: string,
  by: LogContext = {},
): { outcome: TokenOutcome; email?: string } {
  const customer = token ? unsubscribeCustomer(token) : undefined;
  if (!customer) return { outcome: "invalid" };
  logEvent(by, { event: "customer.unsubscribe", message: `Newsletter unsubscribe for ${customer.email}` });
  return { outcome: "unsubscribed", email: customer.email };
}

export type UnsubscribeRequest = { ok: true; oneClick: boolean; token: string } | { ok: false };

/**
 * Reads an unsubscribe POST: a mail provider's one-click (RFC 8058: the body is `List-Unsubscribe=One-Click`, the
 * token is in the List-Unsubscribe URL's query) or a person's button (the token in the form). Any other body is not
 * an unsubscribe request.
 */
export function readUnsubscribeRequest(form: FormData, query: URLSearchParams): UnsubscribeRequest {
  const oneClick = form.get("List-Unsubscribe");
  const bodyToken = form.get("token");
  if (oneClick !== null) {
    if (oneClick !== "One-Click") return { ok: false };
    const token = query.get("token") ?? (typeof bodyToken === "string" ? bodyToken : "");
    return { ok: true, oneClick: true, token };
  }
  if (typeof bodyToken === "string") return { ok: true, oneClick: false, token: bodyToken };
  return { ok: false };
}
