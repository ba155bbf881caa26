import { unstable_createFormContext as createFormContext } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { requireCsrfToken } from "~/auth/csrf.server";

// Page actions read native form posts. A request with another body type (JSON, plain text, none) is a client mistake,
// so it gets a 415 with a readable message instead of the 500 that `request.formData()` would end in.

const FORM_CONTENT_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

const UNSUPPORTED_FORM_MESSAGE =
  "This page takes form submissions only (application/x-www-form-urlencoded or multipart/form-data).";

export const UNREADABLE_FORM_MESSAGE = "The form data could not be read. Please submit the form again.";

/**
 * True when every segment of a field name is one Conform's path parser accepts (`title`, `sections[0].body`): names
 * such as `constructor` or `a..b` make it throw while the page renders a list intent's reply.
 */
function isConformPath(name: string) {
  let end = 0;
  for (const match of name.matchAll(/([^.[\]]+)|\[(\d*)\]/g)) {
    const start = match.index ?? 0;
    if (start !== end && !(start === end + 1 && name[end] === ".")) return false;
    if (match[1] === "__proto__" || match[1] === "constructor") return false;
    end = start + match[0].length;
  }
  return end === name.length;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The form state Conform's hidden `__state__` input holds: `{ key?: { path: id }, validated?: { path: boolean } }`. */
function isConformState(state: unknown) {
  if (!isPlainObject(state)) return false;
  const { key = {}, validated = {} } = state;
  return (
    isPlainObject(key) &&
    isPlainObject(validated) &&
    Object.entries(key).every(([name, id]) => isConformPath(name) && typeof id === "string") &&
    Object.entries(validated).every(([name, done]) => isConformPath(name) && typeof done === "boolean")
  );
}

/**
 * Conform's reserved fields (`__intent__`: a list button without JavaScript, `__state__`: the form's state) come from
 * the client as JSON. A malformed one (not JSON, an unknown intent, a list intent on a text field, a file, odd field
 * names beside it) makes Conform throw in the action or while the page renders the reply: a 500. Browsers only send
 * what Conform wrote, so such a form is bad input: true when Conform could not handle it.
 */
export function hasBrokenConformFields(formData: FormData) {
  if (!formData.has("__intent__") && !formData.has("__state__")) return false;
  if (![...formData.keys()].every(isConformPath)) return true;
  try {
    const state = formData.get("__state__");
    if (state !== null && (typeof state !== "string" || !isConformState(JSON.parse(state)))) return true;
    const submission = parseWithZod(formData, { schema: z.unknown() });
    // What the page does with the reply while rendering (useForm): apply the intent to the form's state.
    const reply = submission.reply({ formErrors: ["check"] });
    createFormContext({ formId: "check", lastResult: reply }).getState();
    const payload: unknown = submission.payload;
    // An "update" intent can replace the whole form with any JSON value; every action expects an object.
    return !isPlainObject(payload);
  } catch {
    return true;
  }
}

/**
 * A page form's post, its anti-forgery token checked; a thrown Response (the page's error boundary shows it) for any
 * other kind of body (415), an unreadable one (400) or a missing or foreign token (403). `checkCsrf: false` is for a
 * post that a secret in its URL authorises and that no page of ours sends (a mail provider's one-click unsubscribe).
 */
export async function readFormData(request: Request, { checkCsrf = true } = {}): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!FORM_CONTENT_TYPES.test(contentType.trim())) {
    throw new Response(UNSUPPORTED_FORM_MESSAGE, { status: 415, statusText: "Unsupported Media Type" });
  }
  let formData: FormData | null = null;
  try {
    formData = await request.formData();
  } catch {
    // A malformed body (e.g. a multipart post without its boundary) is bad input, not a server fault.
  }
  if (!formData || hasBrokenConformFields(formData)) {
    throw new Response(UNREADABLE_FORM_MESSAGE, { status: 400, statusText: "Bad Request" });
  }
  if (checkCsrf) await requireCsrfToken(request, formData);
  return formData;
}
