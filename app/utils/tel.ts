const EXTENSION = /\s*(?:ext\.?|x)\s*(\d+)\s*$/i;

/**
 * A `tel:` link for a phone number as people write it ("(480) 555-0199" → "tel:4805550199", an extension as
 * ";ext=12", RFC 3966); null when there are too few digits to dial.
 */
export function telHref(phone: string) {
  const extension = EXTENSION.exec(phone)?.[1];
  const number = phone.replace(EXTENSION, "");
  const dialable = number.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  if (dialable.replace(/\D/g, "").length < 3) return null;
  return `tel:${dialable}${extension ? `;ext=${extension}` : ""}`;
}
