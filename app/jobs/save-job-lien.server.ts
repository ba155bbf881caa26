// "Lien information" on a job: the property owner, a construction lender, the land (APN or legal description) and
// whether the owner lives there (A.R.S. § 33-1002). They fill the preliminary notice (§ 33-992.01(C)). One
// transaction writes the row with a timeline line, then the audit row; the same use case serves the page and the
// API's PATCH. Saving what is already stored changes nothing and writes no line.
import { writeTransaction } from "~/db/client.server";
import { jobLiens } from "~/db/schema";
import { audit, type EditContext } from "~/logs/audit.server";
import { refuse, type Clock, type Result } from "~/utils/result";
import { addJobEvent } from "./job-events.server";
import { JOB_MESSAGES } from "./job-options";
import { loadJob, type JobRecord } from "./job-records.server";
import { lienOfJob, type JobLienRow } from "./lien-records.server";
import { LIEN_FIELDS, type LienInput } from "./lien-schema";

const sameAs = (row: JobLienRow | undefined, input: LienInput) =>
  row !== undefined && LIEN_FIELDS.every((field) => row[field] === input[field]);

export function saveJobLien(
  id: string,
  input: LienInput,
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ job: JobRecord; lien: JobLienRow; changed: boolean }> {
  const result = writeTransaction((tx) => {
    const job = loadJob(id, tx);
    if (!job) return refuse(404, JOB_MESSAGES.notFound);
    const before = lienOfJob(id, tx);
    if (sameAs(before, input)) return { ok: true as const, job, lien: before!, changed: false };
    tx.insert(jobLiens)
      .values({ jobId: id, ...input, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: jobLiens.jobId, set: { ...input, updatedAt: now } })
      .run();
    const changedFields = LIEN_FIELDS.filter((field) => before?.[field] !== input[field]);
    addJobEvent(tx, id, "lien_saved", now, { fields: changedFields });
    return { ok: true as const, job: loadJob(id, tx)!, lien: lienOfJob(id, tx)!, changed: true };
  });
  if (!result.ok || !result.changed) return result;
  audit(by, {
    event: "job.lien",
    message: `Job ${result.job.reference}: lien information saved`,
    detail: { jobId: id, reference: result.job.reference, ownerOccupied: input.ownerOccupied },
  });
  return result;
}
