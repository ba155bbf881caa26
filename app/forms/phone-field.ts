import { z } from "zod";
import { US_PHONE_MESSAGE, usPhoneDigits } from "~/utils/tel";

// The US phone rule as a form and API field (the estimate request, the contact form): ten digits written any usual
// way, stored as the digits. Browser-safe.

const toDigits = (value: string, context: z.RefinementCtx<string | undefined>) => {
  const digits = usPhoneDigits(value);
  if (digits) return digits;
  context.issues.push({ code: "custom", message: US_PHONE_MESSAGE, input: value });
  return z.NEVER;
};

/** A phone number the request cannot go without. */
export const usPhoneField = z.string(US_PHONE_MESSAGE).transform(toDigits);

/** A phone number that may be left out ("" then); one that is given must be a US number. */
export const optionalUsPhoneField = z
  .string(US_PHONE_MESSAGE)
  .optional()
  .transform((value, context) => (value?.trim() ? toDigits(value, context) : ""));
