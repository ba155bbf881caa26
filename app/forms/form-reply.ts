import type { SubmissionResult } from "@conform-to/react";

// The reply of a page's action when a form was refused: which of the page's forms was sent, and Conform's result for
// its fields. One shape for every page, with one form or several: the page gives each form its own result, typed from
// the action, with no cast. Browser-safe.

export type FormReply<Form extends string = string> = { form: Form; result: SubmissionResult<string[]> };

/** The result of one form among a page's, or undefined when the last post was another form's (or none). */
export function replyFor<Form extends string>(
  actionData: FormReply<Form> | undefined,
  form: NoInfer<Form>,
): SubmissionResult<string[]> | undefined {
  return actionData?.form === form ? actionData.result : undefined;
}
