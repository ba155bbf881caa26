import { z } from "zod";

export const NEWSLETTER_MESSAGES = {
  subscribed: "Thank you for subscribing!",
  failed: "Error subscribing. Please try again.",
} as const;

export const newsletterSchema = z.object({
  email: z
    .string("Please enter your email address")
    .trim()
    .min(1, "Please enter your email address")
    .max(254, "Please enter a shorter email address")
    .pipe(z.email("Please enter a valid email address"))
    .transform((email) => email.toLowerCase()),
});

// "subscribed" is the stored value of a confirmed subscriber (and the API's); screens, filters and CSV say "confirmed".
export const CUSTOMER_STATUS_LABELS = {
  pending: "pending",
  subscribed: "confirmed",
  unsubscribed: "unsubscribed",
} as const;

export type CustomerStatus = keyof typeof CUSTOMER_STATUS_LABELS;

export const customerStatusLabels = Object.values(CUSTOMER_STATUS_LABELS);

/** The stored status for a label or stored value ("confirmed" or "subscribed" → "subscribed"); undefined if neither. */
export function customerStatusFrom(value: string | null | undefined): CustomerStatus | undefined {
  const key = value?.trim().toLowerCase();
  if (!key) return undefined;
  if (key === "confirmed") return "subscribed";
  return key in CUSTOMER_STATUS_LABELS ? (key as CustomerStatus) : undefined;
}
