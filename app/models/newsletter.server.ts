// Newsletter sign-up with double opt-in, for the footer form, /newsletter and POST /api/customer alike.
import { parseWithZod } from "@conform-to/zod/v4";
import { sendEmail } from "~/mail/send-email.server";
import { newsletterConfirmationMail } from "~/mail/templates/newsletter-confirmation";
import { isHoneypotFilled } from "~/utils/honeypot";
import { BOT_REJECTED, waitText, type Rejection } from "./contact.server";
import { NEWSLETTER_MESSAGES, newsletterSchema } from "./customer";
import {
  confirmSubscription,
  subscribeCustomer,
  unsubscribeCustomer,
  type CustomerRow,
} from "./customer.server";
import { countEvent } from "./event-count.server";
import { writeLog } from "./log.server";
import { hitRateLimit } from "./rate-limit.server";
import { getSiteSettings } from "./site-settings.server";

export { NEWSLETTER_MESSAGES };

export const parseNewsletterForm = (formData: FormData) =>
  parseWithZod(formData, { schema: newsletterSchema });

export const NEWSLETTER_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
// However often someone enters an address, it gets at most this many confirmation mails an hour.
export const CONFIRMATION_MAILS_PER_HOUR = 3;

export type SubscribeResult = { ok: true; customer: CustomerRow; mailed: boolean } | Rejection;

type RequestContext = { ip: string; origin: string; honeypot?: unknown };

/**
 * Subscribes an address as pending and mails the confirm link. Subscribing again is no error: a confirmed address
 * stays confirmed (no mail), a pending or unsubscribed one gets a fresh link. Never creates a second row.
 */
export function requestNewsletterSubscription(email: string, context: RequestContext): SubscribeResult {
  // Bot catches and refusals are counted per day, not logged one row each (a flood cannot grow the logs).
  if (isHoneypotFilled(context.honeypot)) {
    countEvent("customer.spam");
    return { ok: false, status: 400, error: BOT_REJECTED };
  }
  const limit = hitRateLimit(
    `newsletter:${context.ip}`,
    NEWSLETTER_RATE_LIMIT.limit,
    NEWSLETTER_RATE_LIMIT.windowMs,
  );
  if (!limit.allowed) {
    countEvent("customer.rate-limited");
    return {
      ok: false,
      status: 429,
      retryAfterSeconds: limit.retryAfterSeconds,
      error: `Too many sign-up attempts from your network. Please wait ${waitText(limit.retryAfterSeconds)} and try again.`,
    };
  }

  const { customer, needsConfirmation } = subscribeCustomer(email);
  let mailed = false;
  if (needsConfirmation) {
    const mailLimit = hitRateLimit(
      `newsletter-mail:${customer.email}`,
      CONFIRMATION_MAILS_PER_HOUR,
      60 * 60_000,
    );
    if (mailLimit.allowed) {
      mailed = true;
      const mail = newsletterConfirmationMail({
        origin: context.origin,
        companyName: getSiteSettings()?.companyName ?? "company",
        confirmToken: customer.confirmToken,
        unsubscribeToken: customer.unsubscribeToken,
      });
      sendEmail({ to: customer.email, ...mail }).catch((error) =>
        console.error("Could not queue the newsletter confirmation", error),
      );
    }
  }
  writeLog({
    event: "customer.subscribe",
    message: `Newsletter sign-up for ${customer.email} (${customer.status})`,
    ip: context.ip,
    detail: { customerId: customer.id, mailed },
  });
  return { ok: true, customer, mailed };
}

export type TokenOutcome = "confirmed" | "unsubscribed" | "invalid";

export function confirmNewsletter(token: string): { outcome: TokenOutcome; email?: string } {
  const customer = token ? confirmSubscription(token) : undefined;
  if (!customer) return { outcome: "invalid" };
  writeLog({ event: "customer.confirm", message: `Newsletter subscription confirmed for ${customer.email}` });
  return { outcome: "confirmed", email: customer.email };
}

export function unsubscribeNewsletter(token: string): { outcome: TokenOutcome; email?: string } {
  const customer = token ? unsubscribeCustomer(token) : undefined;
  if (!customer) return { outcome: "invalid" };
  writeLog({ event: "customer.unsubscribe", message: `Newsletter unsubscribe for ${customer.email}` });
  return { outcome: "unsubscribed", email: customer.email };
}
