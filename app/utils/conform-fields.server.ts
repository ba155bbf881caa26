import { getPaths, unstable_createFormContext as createFormContext } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

// Whether a posted form is one Conform can handle: the check every form reader runs (the page forms' readers in
// app/forms/read-form.server.ts, and readMultipartForm for pages and the API alike) before an action sees the fields.

export const UNREADABLE_FORM_MESSAGE = "The form data could not be read. Please submit the form again.";

/**
 * True when every segment of a field name is one Conform's path parser accepts (`title`, `sections[0].body`): names
 * such as `constructor` or `a..b` make it throw while the page renders a list intent's reply. A list index must be
 * below `indexLimit`: Conform builds an array that long, so `keywords[99999999]` alone would exhaust the memory.
 */
function isConformPath(name: string, indexLimit: number) {
  let end = 0;
  for (const match of name.matchAll(/([^.[\]]+)|\[(\d*)\]/g)) {
    const start = match.index ?? 0;
    if (start !== end && !(start === end + 1 && name[end] === ".")) return false;
    if (match[1] === "__proto__" || match[1] === "constructor") return false;
    if (match[2] && Number(match[2]) >= indexLimit) return false;
    end = start + match[0].length;
  }
  return end === name.length;
}

/** A key of an object inside an intent's value: one segment of a field name. */
const isNameSegment = (key: string) => /^[^.[\]]+$/.test(key) && key !== "__proto__" && key !== "constructor";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The form state Conform's hidden `__state__` input holds: `{ key?: { path: id }, validated?: { path: boolean } }`. */
function isConformState(state: unknown, indexLimit: number) {
  if (!isPlainObject(state)) return false;
  const { key = {}, validated = {} } = state;
  return (
    isPlainObject(key) &&
    isPlainObject(validated) &&
    Object.entries(key).every(([name, id]) => isConformPath(name, indexLimit) && typeof id === "string") &&
    Object.entries(validated).every(
      ([name, done]) => isConformPath(name, indexLimit) && typeof done === "boolean",
    )
  );
}

/** The value at a field name (`sections[0].title`) in a parsed form, or undefined. */
function valueAt(data: unknown, name: string) {
  let value = data;
  for (const segment of getPaths(name)) {
    if (!isPlainObject(value) && !Array.isArray(value)) return undefined;
    value = Object.hasOwn(value, segment) ? (value as Record<string | number, unknown>)[segment] : undefined;
  }
  return value;
}

const isListIndex = (value: unknown, length: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) < length;

type ConformIntent = { type: "validate" | "reset" | "update" | "insert" | "remove" | "reorder" };

/**
 * True when `intent` has the shape of one Conform's buttons send for the form `sent` (the fields as parsed, before the
 * intent): a known type, a field name where one is due, and indexes that point into the list at that name.
 */
function isConformIntent(
  intent: unknown,
  sent: Record<string, unknown>,
  indexLimit: number,
): intent is ConformIntent {
  if (!isPlainObject(intent) || !isPlainObject(intent.payload)) return false;
  const { name, index, from, to, validated } = intent.payload;
  if (name !== undefined && (typeof name !== "string" || !isConformPath(name, indexLimit))) return false;
  const list = name ? valueAt(sent, name) : undefined;
  const length = Array.isArray(list) ? list.length : 0;
  switch (intent.type) {
    case "validate":
      return true;
    case "reset":
      return index === undefined || (!!name && isListIndex(index, length));
    case "update":
      return (
        (index === undefined || (!!name && isListIndex(index, length))) &&
        (validated === undefined || typeof validated === "boolean")
      );
    case "insert":
      return !!name && (index === undefined || isListIndex(index, length + 1));
    case "remove":
      return !!name && isListIndex(index, length);
    case "reorder":
      return !!name && isListIndex(from, length) && isListIndex(to, length);
    default:
      return false;
  }
}

/**
 * True when `next` (the form after an intent) keeps the kind of every value in `sent` (the form as posted): a list
 * stays a list and a group of fields an object, for the page calls `getFieldList()` / `getFieldset()` on them and
 * Conform throws on a list that is not one. Where nothing was sent, `unsentMustBeList` admits only a list (or
 * nothing): the place may be an empty list, which posts no field at all.
 */
function keepsShape(sent: unknown, next: unknown, unsentMustBeList: boolean): boolean {
  // Conform leaves these out of the reply, so the page falls back to its default there.
  if (next === undefined || next === null || next === "") return true;
  if (Array.isArray(sent)) {
    // Rows of one list share a shape; a row the intent added is compared with the first one sent.
    const firstRow: unknown = sent.find((row) => row !== undefined);
    return (
      Array.isArray(next) &&
      next.every((row, index) => keepsShape(sent[index] ?? firstRow, row, unsentMustBeList))
    );
  }
  if (isPlainObject(sent)) {
    return (
      isPlainObject(next) &&
      Object.entries(next).every(
        ([key, value]) =>
          isNameSegment(key) &&
          keepsShape(Object.hasOwn(sent, key) ? sent[key] : undefined, value, unsentMustBeList),
      )
    );
  }
  if (sent === undefined) return !unsentMustBeList || Array.isArray(next);
  // A text field or a file: the page reads no list or field group here.
  return true;
}

/**
 * Conform's reserved fields (`__intent__`: a list button without JavaScript, `__state__`: the form's state) come from
 * the client as JSON. A malformed one (not JSON, an unknown intent, a list intent on a text field or an index outside
 * the list, an update that turns a list into text, a file, odd field names beside it) makes Conform throw in the
 * action or while the page renders the reply: a 500. Browsers only send what Conform wrote, so such a form is bad
 * input: true when Conform could not handle it. So is a list index no form of this size could have (see isConformPath).
 */
export function hasBrokenConformFields(formData: FormData) {
  const names = [...formData.keys()];
  // Every row of a list posts at least one field, so a real form's indexes stay below its number of fields.
  const indexLimit = names.length;
  const indexes = names.flatMap((name) => [...name.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1])));
  if (indexes.some((index) => index >= indexLimit)) return true;
  if (!formData.has("__intent__") && !formData.has("__state__")) return false;
  if (!names.every((name) => isConformPath(name, indexLimit))) return true;
  try {
    const state = formData.get("__state__") ?? "{}";
    if (typeof state !== "string" || !isConformState(JSON.parse(state), indexLimit)) return true;
    const intentField = formData.get("__intent__");
    if (intentField !== null && typeof intentField !== "string") return true;
    // The form as the browser filled it in, to compare with the form after the intent.
    const fields = new FormData();
    for (const [name, value] of formData) {
      if (name !== "__intent__" && name !== "__state__") fields.append(name, value);
    }
    const sent = parseWithZod(fields, { schema: z.unknown() }).payload;
    const intent: unknown = intentField === null ? null : JSON.parse(intentField);
    if (intent !== null && !isConformIntent(intent, sent, indexLimit)) return true;

    const submission = parseWithZod(formData, { schema: z.unknown() });
    const payload: unknown = submission.payload;
    // An "update" intent can replace the whole form with any JSON value; every action expects an object.
    if (!isPlainObject(payload)) return true;
    // An update writes any JSON it carries; an insert adds a row: neither may change what kind of value a field holds.
    if (intent?.type === "update" && !keepsShape(sent, payload, true)) return true;
    if (intent?.type === "insert" && !keepsShape(sent, payload, false)) return true;
    // What the page does with the reply while rendering (useForm): apply the intent to the form's state.
    const reply = submission.reply({ formErrors: ["check"] });
    createFormContext({ formId: "check", lastResult: reply }).getState();
    return false;
  } catch {
    return true;
  }
}
