import { requireCsrfToken } from "~/security/csrf.server";
import { MediaError } from "~/media/media-error";
import { readMultipartForm, type MultipartLimits } from "~/media/multipart.server";
import { hasBrokenConformFields, UNREADABLE_FORM_MESSAGE } from "~/utils/conform-fields.server";
import { groupedDigits, MAX_FIELD_CHARS, MAX_FORM_FIELDS } from "~/utils/form-limits";

// How page actions read their posts, and where their anti-forgery token is checked (decision 016): each reader says
// in its name whether it checks the token. The API's posts (bearer tokens, no cookies) use none of them.

// Page actions read native form posts. A request with another body type (JSON, plain text, none) is a client mistake,
// so it gets a 415 with a readable message instead of the 500 that `request.formData()` would end in.

const FORM_CONTENT_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

const UNSUPPORTED_FORM_MESSAGE =
  "This page takes form submissions only (application/x-www-form-urlencoded or multipart/form-data).";

/**
 * A form post, its token not checked: only for a post that a secret in its URL authorises and that no page of ours
 * sends (a mail provider's one-click unsubscribe). A thrown Response for any other kind of body (415), an unreadable
 * one (400), or one past the site's bounds on fields (413).
 */
export async function readFormWithoutToken(request: Request): Promise<FormData> {
  const contentType = (request.headers.get("Content-Type") ?? "").trim();
  if (!FORM_CONTENT_TYPES.test(contentType)) {
    throw new Response(UNSUPPORTED_FORM_MESSAGE, { status: 415, statusText: "Unsupported Media Type" });
  }
  let formData: FormData;
  try {
    if (/^multipart\//i.test(contentType) && !/;\s*boundary=/i.test(contentType))
      throw new Error("no boundary");
    formData = /^multipart\//i.test(contentType)
      ? await readMultipartForm(request)
      : readUrlencodedForm(await request.text());
  } catch (error) {
    // A malformed body (e.g. a multipart post without its boundary) is bad input, not a server fault.
    if (error instanceof MediaError) throw new Response(error.message, { status: error.status });
    throw new Response(UNREADABLE_FORM_MESSAGE, { status: 400, statusText: "Bad Request" });
  }
  if (hasBrokenConformFields(formData)) {
    throw new Response(UNREADABLE_FORM_MESSAGE, { status: 400, statusText: "Bad Request" });
  }
  return formData;
}

/**
 * An urlencoded body as a FormData, its fields counted before any is decoded: MAX_FORM_FIELDS at most, each at most
 * MAX_FIELD_CHARS long (a 413 MediaError otherwise).
 */
function readUrlencodedForm(body: string): FormData {
  let fields = 1;
  for (let at = body.indexOf("&"); at !== -1; at = body.indexOf("&", at + 1)) {
    if (++fields > MAX_FORM_FIELDS) {
      throw new MediaError(`The form has more than ${groupedDigits(MAX_FORM_FIELDS)} fields.`, 413);
    }
  }
  const formData = new FormData();
  for (const [name, value] of new URLSearchParams(body)) {
    if (value.length > MAX_FIELD_CHARS) {
      throw new MediaError(
        `The ${name.slice(0, 40)} field must be ${groupedDigits(MAX_FIELD_CHARS)} characters or smaller.`,
        413,
      );
    }
    formData.append(name, value);
  }
  return formData;
}

/**
 * A page form's post, its anti-forgery token checked; a thrown Response (the page's error boundary shows it) for any
 * other kind of body (415), an unreadable one (400) or a missing or foreign token (403).
 */
export async function readFormWithToken(request: Request): Promise<FormData> {
  const formData = await readFormWithoutToken(request);
  await requireCsrfToken(request, formData);
  return formData;
}

/**
 * A page form's post that may or may not carry files: multipart with the given limits, else a plain urlencoded form;
 * its anti-forgery token checked either way (the API's uploads, authorised by a bearer token, use readMultipartForm).
 */
export async function readFormWithFilesAndToken(
  request: Request,
  limits: MultipartLimits = {},
): Promise<FormData> {
  const isMultipart = /^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "");
  if (!isMultipart) return readFormWithToken(request);
  const formData = await readMultipartForm(request, limits);
  await requireCsrfToken(request, formData);
  return formData;
}
