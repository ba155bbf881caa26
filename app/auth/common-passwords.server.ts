// The common-password list of zxcvbn-ts (about 49,000 passwords seen most often in breaches). Server-side only: the
// list is large, and the account pages' scripts must stay small.
import { dictionary } from "@zxcvbn-ts/language-common";

let common: Set<string> | undefined;

/** Whether a password is on the list of common passwords (compared without case, as people vary only that). */
export function isCommonPassword(password: string) {
  common ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return common.has(password.normalize("NFKC").trim().toLowerCase());
}
