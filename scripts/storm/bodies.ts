// Hostile bodies, shaped for the most work per byte, or to be parsed whole.
import { noiseJpeg } from "../../tests/support/estimate-photos";
import { MAX_FORM_FIELDS, MAX_JSON_VALUES } from "./policy";

export const MiB = 1024 * 1024;
export const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };
export const jsonType = { "Content-Type": "application/json" };

/** `a=b&` repeated to `bytes`: the most fields per byte. */
export const tinyFields = (bytes: number) => Buffer.from("a=b&".repeat(Math.ceil(bytes / 4)).slice(0, bytes));
/** Nested arrays to `bytes`: the most nesting per byte. */
export const deepJson = (bytes: number) => Buffer.from("[".repeat(bytes / 2) + "]".repeat(bytes / 2));
/** As many fields as a form may have, their values filling `bytes`: a body the form reader parses in full. */
export function fullForm(bytes: number, first: [string, string][]) {
  const fields = MAX_FORM_FIELDS - first.length - 1;
  const head = new URLSearchParams(first).toString();
  const each = Math.max(1, Math.floor((bytes - head.length) / fields) - 8);
  const rest = Array.from({ length: fields }, (_, i) => `f${i}=${"x".repeat(each)}`).join("&");
  return Buffer.from(`${head}&${rest}`.slice(0, bytes));
}
/** As many values as a JSON body may have, filling `bytes`. */
export function fullJson(bytes: number) {
  const values = MAX_JSON_VALUES - 10;
  const each = Math.max(1, Math.floor(bytes / values) - 4);
  return Buffer.from(
    `{"email":[${Array.from({ length: values }, () => `"${"x".repeat(each)}"`).join(",")}]}`,
  );
}
/** Bytes that are not UTF-8, with NULs: what every field of these posts holds. */
export const BAD_TEXT = Buffer.from([0xff, 0xfe, 0x00, 0xc0, 0x80, 0x61, 0xed, 0xa0, 0x80, 0x00]);

/** A real 1600 × 1200 photo of noise (which JPEG compresses least). */
export const photoJpeg = () => noiseJpeg(80);
