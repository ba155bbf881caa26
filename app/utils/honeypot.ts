// A field people never see or fill in; bots that fill every input give themselves away.
export const HONEYPOT_FIELD = "website";

/**
 * Whether the trap field holds anything. The web forms send text (or a file, from a bot posting multipart); API
 * clients may send any JSON value, and a number, an array or an object there is as much a giveaway as text.
 */
export function isHoneypotFilled(value: unknown) {
  if (value === undefined || value === null || value === "") return false;
  if (typeof value === "string") return value.trim() !== "";
  return true;
}
