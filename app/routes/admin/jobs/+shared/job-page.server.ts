// The posts of a job's page: its status moves, each a form of its own keyed by `intent` (start with the first day of
// work, put on hold with a reason, cancel with a reason; complete, close and resume as plain buttons). Each calls its
// use case; a refusal comes back to its own form as `{ form, result }`, with the message at the top and beside the
// field it names, and nothing changed.
import { z } from "zod";
import { redirectWithAlert } from "~/auth/alert.server";
import { cancelJob } from "~/jobs/cancel-job.server";
import { closeJob } from "~/jobs/close-job.server";
import { completeJob } from "~/jobs/complete-job.server";
import { holdJob } from "~/jobs/hold-job.server";
import { CHANGE_ORDER_MESSAGES } from "~/jobs/change-order-options";
import { JOB_MESSAGES } from "~/jobs/job-options";
import { sendChangeOrder } from "~/jobs/send-change-order.server";
import { cancelFormSchema, holdFormSchema, retentionFormSchema, startFormSchema } from "~/jobs/job-schema";
import { setJobRetention } from "~/jobs/set-job-retention.server";
import { resumeJob } from "~/jobs/resume-job.server";
import { startJob } from "~/jobs/start-job.server";
import { answerFormPost, intentOf } from "~/forms/form-intents.server";
import type { EditContext } from "~/logs/audit.server";
import type { Result } from "~/utils/result";

export const JOB_PAGE_FORMS = [
  "start",
  "complete",
  "close",
  "hold",
  "resume",
  "cancel",
  "send-change-order",
  "retention",
] as const;
export type JobPageForm = (typeof JOB_PAGE_FORMS)[number];

type Move = {
  schema: z.ZodType;
  run: (id: string, value: never, by: EditContext) => Result<object>;
};

/** A move: the schema of its form's fields, and its use case. */
const move = <S extends z.ZodType>(
  schema: S,
  run: (id: string, value: z.output<S>, by: EditContext) => Result<object>,
): Move => ({ schema, run });

const noFields = z.object({});

const MOVES: Record<JobPageForm, Move> = {
  start: move(startFormSchema, startJob),
  hold: move(holdFormSchema, holdJob),
  cancel: move(cancelFormSchema, cancelJob),
  complete: move(noFields, (id, _value, by) => completeJob(id, by)),
  close: move(noFields, (id, _value, by) => closeJob(id, by)),
  resume: move(noFields, (id, _value, by) => resumeJob(id, by)),
  "send-change-order": move(z.object({ changeOrderId: z.string().min(1).max(40) }), (id, value, by) =>
    sendChangeOrder(id, value.changeOrderId, by),
  ),
  retention: move(retentionFormSchema, setJobRetention),
};

const DONE: Record<JobPageForm, string> = {
  start: JOB_MESSAGES.started,
  complete: JOB_MESSAGES.completed,
  close: JOB_MESSAGES.closed,
  hold: JOB_MESSAGES.held,
  resume: JOB_MESSAGES.resumed,
  cancel: JOB_MESSAGES.cancelled,
  "send-change-order": CHANGE_ORDER_MESSAGES.sent,
  retention: JOB_MESSAGES.retentionSaved,
};

export async function jobPageAction(id: string, formData: FormData, by: EditContext) {
  const form = intentOf(formData, JOB_PAGE_FORMS, "Choose what to do with the job.");
  const { schema, run } = MOVES[form];
  const at = form === "send-change-order" ? "#job-change-orders" : form === "retention" ? "#job-billing" : "";
  return answerFormPost(form, formData, {
    schema,
    run: (value) => run(id, value as never, by),
    notFound: JOB_MESSAGES.notFound,
    done: () =>
      redirectWithAlert(by.request, `/admin/jobs/${id}${at}`, { kind: "success", message: DONE[form] }),
  });
}
