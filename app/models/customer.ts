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
