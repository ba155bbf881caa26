// Page actions read native form posts. A request with another body type (JSON, plain text, none) is a client mistake,
// so it gets a 415 with a readable message instead of the 500 that `request.formData()` would end in.

export const FORM_CONTENT_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

export const UNSUPPORTED_FORM_MESSAGE =
  "This page takes form submissions only (application/x-www-form-urlencoded or multipart/form-data).";

/** The posted form, or a thrown 415 Response (the page's error boundary shows it) for any other kind of body. */
export async function readFormData(request: Request): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!FORM_CONTENT_TYPES.test(contentType.trim())) {
    throw new Response(UNSUPPORTED_FORM_MESSAGE, { status: 415, statusText: "Unsupported Media Type" });
  }
  try {
    return await request.formData();
  } catch {
    // A malformed body (e.g. a multipart post without its boundary) is bad input, not a server fault.
    throw new Response("The form data could not be read. Please submit the form again.", {
      status: 400,
      statusText: "Bad Request",
    });
  }
}
