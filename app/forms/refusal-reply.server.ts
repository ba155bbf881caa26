import type { SubmissionResult } from "@conform-to/react";
import type { Refusal } from "~/utils/result";

// A use case's refusal as a page answers it: the reply of the form that was sent (its message at the top of the form,
// its field messages beside their fields), and the status and headers of the answer.

type RefusalReplyOptions = {
  formErrors: string[];
  fieldErrors?: Record<string, string[]>;
  hideFields?: string[];
};

/** The form's reply to a refusal; `hideFields` are not sent back (passwords). */
export function refusalReply(
  submission: { reply(options: RefusalReplyOptions): SubmissionResult<string[]> },
  refusal: Refusal,
  options: { hideFields?: string[] } = {},
) {
  return submission.reply({
    formErrors: [refusal.error],
    fieldErrors: refusal.fieldErrors,
    ...(options.hideFields ? { hideFields: options.hideFields } : {}),
  });
}

/** The status of a refused post, with Retry-After when it was rate-limited. */
export function refusalInit(refusal: Pick<Refusal, "status" | "retryAfterSeconds">): ResponseInit {
  const headers: Record<string, string> = {};
  if (refusal.retryAfterSeconds) headers["Retry-After"] = String(refusal.retryAfterSeconds);
  return { status: refusal.status, headers };
}
