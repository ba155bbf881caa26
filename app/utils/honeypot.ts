// A field people never see or fill in; bots that fill every input give themselves away.
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(value: unknown) {
  return typeof value === "string" && value.trim() !== "";
}
