// The jobs API's edge beyond the route builder: the records read whole (a list in a few queries), and a PATCH told
// apart into the one use case it asks for: a reschedule (the schedule's fields laid over the job's and checked whole)
// or a status move with the words that move takes.
import { cancelJob } from "~/jobs/cancel-job.server";
import { changeOrdersOfJobs, listChangeOrders } from "~/jobs/change-order-records.server";
import { closeJob } from "~/jobs/close-job.server";
import { completeJob } from "~/jobs/complete-job.server";
import { holdJob } from "~/jobs/hold-job.server";
import { lienOfJob, liensOfJobs } from "~/jobs/lien-records.server";
import { lienFormSchema } from "~/jobs/lien-schema";
import { saveJobLien } from "~/jobs/save-job-lien.server";
import { JOB_MESSAGES, type JobStatus } from "~/jobs/job-options";
import {
  eventsOfJobs,
  listJobs,
  loadJob,
  type JobListFilter,
  type JobRecord,
} from "~/jobs/job-records.server";
import {
  cancelFormSchema,
  holdFormSchema,
  jobPatchSchema,
  SCHEDULE_FIELDS,
  scheduleFormSchema,
  startFormSchema,
} from "~/jobs/job-schema";
import { rescheduleJob } from "~/jobs/reschedule-job.server";
import { resumeJob } from "~/jobs/resume-job.server";
import { startJob } from "~/jobs/start-job.server";
import type { EditContext } from "~/logs/audit.server";
import { refuse, refuseField, type Result } from "~/utils/result";
import { apiError, parseOrThrow } from "./http.server";
import { jobToJson } from "./serialize/job.server";

/** One job's record as it is stored now, or undefined. */
export function jobJsonOf(id: string) {
  const job = loadJob(id);
  return job && jobToJson(job, listChangeOrders(id), job.events, lienOfJob(id));
}

/** The jobs of a filter by start day, each whole: three queries (one more of each for every 500 jobs). */
export function jobListJson(filter: JobListFilter) {
  const jobs = listJobs(filter, { byStart: true });
  const ids = jobs.map((job) => job.id);
  const changeOrders = changeOrdersOfJobs(ids);
  const events = eventsOfJobs(ids);
  const liens = liensOfJobs(ids);
  return jobs.map((job) =>
    jobToJson(job, changeOrders.get(job.id) ?? [], events.get(job.id) ?? [], liens.get(job.id)),
  );
}

const PATCH_FIELDS = Object.keys(jobPatchSchema.shape) as (keyof typeof jobPatchSchema.shape)[];

/** The words each status move takes, and the status they go with. */
const MOVE_WORDS = {
  holdReason: "on_hold",
  holdNote: "on_hold",
  cancelReason: "cancelled",
  firstFurnishedOn: "in_progress",
} as const satisfies Partial<Record<(typeof PATCH_FIELDS)[number], JobStatus>>;

type Given = Record<string, unknown>;

/**
 * Runs the use case a PATCH asks for on `job` and answers its result; throws the 400 of a body that is not one
 * change. A status the job already has changes nothing.
 */
export function patchJob(job: JobRecord, body: unknown, by: EditContext): Result<{ job: JobRecord }> {
  // The body alone first: a bad field is named as the client sent it.
  parseOrThrow(jobPatchSchema, body);
  const raw = body as Given;
  const given = PATCH_FIELDS.filter((field) => Object.hasOwn(raw, field));
  if (!given.length) throw apiError(400, `Send at least one of: ${PATCH_FIELDS.join(", ")}.`);
  if (given.includes("lien")) return patchLien(job, raw, given, by);
  const schedule = SCHEDULE_FIELDS.filter((field) => given.includes(field));
  for (const [field, status] of Object.entries(MOVE_WORDS)) {
    if (given.includes(field as never) && raw.status !== status)
      return refuseField(400, field, `Send ${field} with status ${status}`);
  }
  if (!given.includes("status")) return reschedule(job, raw, schedule, by);
  if (schedule.length) {
    const message = "Change the status on its own, in a PATCH without the schedule's fields";
    return refuse(400, message, {
      status: [message],
      ...Object.fromEntries(schedule.map((f) => [f, [message]])),
    });
  }
  return moveTo(job, raw.status as JobStatus, raw, by);
}

/** The lien information on its own: the fields sent laid over the job's, checked whole as the page's form is. */
function patchLien(job: JobRecord, raw: Given, given: readonly string[], by: EditContext) {
  if (given.length > 1) {
    const message = "Send the lien information on its own, in a PATCH without other fields";
    return refuse(400, message, { lien: [message] });
  }
  const stored = lienOfJob(job.id);
  const sent = Object.fromEntries(
    Object.entries(raw.lien as Given).map(([field, value]) => [field, value ?? ""]),
  );
  const merged = {
    ownerName: stored?.ownerName ?? "",
    ownerAddress: stored?.ownerAddress ?? "",
    lenderName: stored?.lenderName ?? "",
    lenderAddress: stored?.lenderAddress ?? "",
    apn: stored?.apn ?? "",
    ownerOccupied: stored?.ownerOccupied ?? false,
    ...sent,
  };
  return saveJobLien(job.id, parseOrThrow(lienFormSchema, merged), by);
}

function reschedule(job: JobRecord, raw: Given, fields: readonly string[], by: EditContext) {
  const current = Object.fromEntries(SCHEDULE_FIELDS.map((field) => [field, job[field]]));
  const merged = { ...current, ...Object.fromEntries(fields.map((field) => [field, raw[field]])) };
  return rescheduleJob(job.id, parseOrThrow(scheduleFormSchema, merged), by);
}

/** Where "Resume job" takes a job on hold. */
const resumesTo = (job: JobRecord): JobStatus =>
  job.statusBeforeHold === "in_progress" ? "in_progress" : "scheduled";

function moveTo(job: JobRecord, status: JobStatus, raw: Given, by: EditContext): Result<{ job: JobRecord }> {
  if (status === job.status) return { ok: true, job };
  const resuming = job.status === "on_hold" && (status === "scheduled" || status === "in_progress");
  if (resuming && resumesTo(job) !== status) {
    const message = JOB_MESSAGES.resumesTo(resumesTo(job));
    return refuse(409, message, { status: [message] });
  }
  switch (status) {
    case "scheduled":
      return resumeJob(job.id, by);
    case "in_progress":
      return resuming
        ? resumeJob(job.id, by)
        : startJob(job.id, parseOrThrow(startFormSchema, { firstFurnishedOn: raw.firstFurnishedOn }), by);
    case "on_hold":
      return holdJob(
        job.id,
        parseOrThrow(holdFormSchema, { holdReason: raw.holdReason, holdNote: raw.holdNote }),
        by,
      );
    case "cancelled":
      return cancelJob(job.id, parseOrThrow(cancelFormSchema, { cancelReason: raw.cancelReason }), by);
    case "completed":
      return completeJob(job.id, by);
    case "closed":
      return closeJob(job.id, by);
  }
}
