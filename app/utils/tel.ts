// Phone numbers: the US rule the forms and the API apply to a visitor's number (ten digits, stored as digits), how a
// number is shown ("(480) 555-0142") and how it is dialled ("tel:+14805550142"). Numbers stored before the rule (any
// text) are shown as they were typed and still dialled when they hold enough digits.

export const US_PHONE_MESSAGE = "Enter a 10-digit phone number";

// Only what people write around the digits: a leading +, spaces, dots, dashes and parentheses.
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
// North American numbering: neither the area code nor the exchange starts with 0 or 1.
const NANP_NUMBER = /^[2-9]\d{2}[2-9]\d{6}$/;

/**
 * The ten digits of a US phone number written any usual way ("480.555.0142", "+1 (480) 555-0142", "1-480-555-0142");
 * null for anything else (too few or too many digits, letters, an extension, another country's +code).
 */
export function usPhoneDigits(input: string): string | null {
  const text = input.trim();
  if (!PHONE_CHARACTERS.test(text)) return null;
  let digits = text.replace(/\D/g, "");
  if (text.startsWith("+") && !digits.startsWith("1")) return null;
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return NANP_NUMBER.test(digits) ? digits : null;
}

/** "(480) 555-0142" for a US number however it is stored; anything else as it was typed. */
export function formatPhone(phone: string): string {
  const digits = usPhoneDigits(phone);
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

const EXTENSION = /\s*(?:ext\.?|x)\s*(\d+)\s*$/i;

/**
 * A `tel:` link: a US number in full international form ("tel:+14805550142"), so a phone abroad or on another
 * carrier dials it right; another number as written, with an extension as ";ext=12" (RFC 3966); null when there are
 * too few digits to dial.
 */
export function telHref(phone: string): string | null {
  const digits = usPhoneDigits(phone);
  if (digits) return `tel:+1${digits}`;
  const extension = EXTENSION.exec(phone)?.[1];
  const number = phone.replace(EXTENSION, "");
  const dialable = number.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  if (dialable.replace(/\D/g, "").length < 3) return null;
  return `tel:${dialable}${extension ? `;ext=${extension}` : ""}`;
}
