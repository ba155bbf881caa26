import type { SubmissionResult } from "@conform-to/react";
import type { Refusal } from "~/utils/result";

// A use case's refusal as a page answers it: the reply of the form that was sent (its message at the top of the form,
// its field messages beside their fields), and the status and headers of the answer.

type RefusalReplyOptions = {
  formErrors: string[];
  fieldErrors?: Record<string, string[]>;
  hideFields?: string[];
};

export type RefusalReplyFields = {
  /** Not sent back (passwords). */
  hideFields?: string[];
  /**
   * The form's fields for a field of the use case that the form names otherwise, or enters as several (the site
   * visit's `siteVisitAt` is a date and a time): each gets the field's messages.
   */
  fields?: Record<string, string | readonly string[]>;
};

/** The form's reply to a refusal. */
export function refusalReply(
  submission: { reply(options: RefusalReplyOptions): SubmissionResult<string[]> },
  refusal: Refusal,
  options: RefusalReplyFields = {},
) {
  return submission.reply({
    formErrors: [refusal.error],
    fieldErrors: formFieldErrors(refusal.fieldErrors, options.fields),
    ...(options.hideFields ? { hideFields: options.hideFields } : {}),
  });
}

function formFieldErrors(
  fieldErrors: Refusal["fieldErrors"],
  fields: RefusalReplyFields["fields"],
): Refusal["fieldErrors"] {
  if (!fieldErrors || !fields) return fieldErrors;
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(fieldErrors)) {
    for (const formField of [fields[name] ?? name].flat()) errors[formField] = messages;
  }
  return errors;
}

/** The status of a refused post, with Retry-After when it was rate-limited. */
export function refusalInit(refusal: Pick<Refusal, "status" | "retryAfterSeconds">): ResponseInit {
  const headers: Record<string, string> = {};
  if (refusal.retryAfterSeconds) headers["Retry-After"] = String(refusal.retryAfterSeconds);
  return { status: refusal.status, headers };
}
