import { randomBytes } from "node:crypto";

const alphabet = "0123456789abcdefghijklmnopqrstuvwxyz";

/** A 16-character random id (about 82 bits), safe in URLs and file names. */
export function createId() {
  const bytes = randomBytes(16);
  let id = "";
  for (const byte of bytes) id += alphabet[byte % 36];
  return id;
}
