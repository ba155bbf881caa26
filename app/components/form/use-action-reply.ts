import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "react-router";

/**
 * A back-office action's answer as the page uses it: a form's reply (Conform's lastResult) or the error of a button
 * such as Delete, shown as a notice.
 */
export function useActionReply() {
  const actionData = useActionData<{ result: SubmissionResult } | { error: string }>();
  return {
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    error: actionData && "error" in actionData ? actionData.error : null,
  };
}
