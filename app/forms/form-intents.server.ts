import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { Refusal, Result } from "~/utils/result";
import type { FormReply } from "./form-reply";
import { refusalInit, refusalReply, type RefusalReplyFields } from "./refusal-reply.server";

// The actions of pages with several forms: the posted `intent` names the form (`intentOf`), and its handler answers
// a redirect (done) or the form's reply: `{ form, result }` with the status of the refusal (`FormReply`, which the
// page reads with `replyFor`).

const UNKNOWN_INTENT = "Unknown action.";

/** A refused post of `form`: Conform's result for it, with the answer's status (400 unless told) and headers. */
export function replyTo<Form extends string>(
  form: Form,
  result: SubmissionResult<string[]>,
  init: number | ResponseInit = 400,
) {
  return data({ form, result } satisfies FormReply<Form>, typeof init === "number" ? { status: init } : init);
}

/** A use case's refusal of `form`'s post, as its reply: the message at the top of the form, the rest beside fields. */
export function refusalOf<Form extends string>(
  form: Form,
  submission: Parameters<typeof refusalReply>[0],
  refusal: Refusal,
  options: RefusalReplyFields = {},
) {
  return replyTo(form, refusalReply(submission, refusal, options), refusalInit(refusal));
}

/** The intent a post names, one of `intents`; any other is a 400 (the page's error boundary shows `unknown`). */
export function intentOf<Intent extends string>(
  formData: FormData,
  intents: readonly Intent[],
  unknown = UNKNOWN_INTENT,
): Intent {
  const intent = formData.get("intent");
  if (typeof intent !== "string" || !intents.includes(intent as Intent)) throw data(unknown, { status: 400 });
  return intent as Intent;
}

/**
 * One form's post on a page of several: its fields checked by `schema`, then its use case. A refusal comes back to the
 * form (one with no field error and status 404 is the page's own 404, `notFound`); success answers what `done` makes
 * (the caller's redirect with its alert: the form kit knows nothing of sessions).
 */
export async function answerFormPost<Form extends string, S extends z.ZodType>(
  form: Form,
  formData: FormData,
  post: {
    schema: S;
    run: (value: z.output<S>) => Result<object> | Promise<Result<object>>;
    notFound: string;
    done: () => Response | Promise<Response>;
  },
) {
  const submission = parseWithZod(formData, { schema: post.schema });
  if (submission.status !== "success") return replyTo(form, submission.reply());
  const result = await post.run(submission.value as z.output<S>);
  if (!result.ok) {
    if (result.status === 404 && !result.fieldErrors) throw data(post.notFound, { status: 404 });
    return refusalOf(form, submission, result);
  }
  return post.done();
}
