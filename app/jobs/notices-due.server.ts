// The dashboard's "Preliminary notices due": the jobs that have a first day of work and no preliminary notice served
// (A.R.S. § 33-992.01), soonest first, each with its last day (first furnished + 20 days) and the days left. An
// overdue one still matters: a late notice covers the work from 20 days before it is served (§ 33-992.01(E)). A
// cancelled job, or one closed (paid in full), needs none.
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobLiens, jobs, quotes } from "~/db/schema";
import { arizonaDay } from "~/utils/dates";
import type { JobStatus } from "./job-options";
import { preliminaryNoticeStatus } from "./preliminary-notice";

const NEEDS_NOTICE = ["in_progress", "on_hold", "completed"] as const satisfies readonly JobStatus[];
/** The most the panel lists; the count says how many there are. */
const SHOWN = 50;

export type NoticeDue = {
  jobId: string;
  reference: string;
  customerName: string;
  firstFurnishedOn: string;
  dueOn: string;
  daysLeft: number;
  overdue: boolean;
};

export function preliminaryNoticesDue({ now = new Date() }: { now?: Date } = {}) {
  const today = arizonaDay(now);
  const rows = db
    .select({
      jobId: jobs.id,
      reference: jobs.reference,
      customerName: quotes.customerName,
      firstFurnishedOn: jobs.firstFurnishedOn,
    })
    .from(jobs)
    .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
    .leftJoin(jobLiens, eq(jobLiens.jobId, jobs.id))
    .where(
      and(
        isNotNull(jobs.firstFurnishedOn),
        isNull(jobLiens.noticeServedOn),
        inArray(jobs.status, NEEDS_NOTICE),
      ),
    )
    .orderBy(asc(jobs.firstFurnishedOn), asc(jobs.reference))
    .all();
  const items = rows.slice(0, SHOWN).map((row): NoticeDue => {
    const status = preliminaryNoticeStatus({
      firstFurnishedOn: row.firstFurnishedOn!,
      servedOn: null,
      today,
    });
    return {
      ...row,
      firstFurnishedOn: row.firstFurnishedOn!,
      dueOn: status.dueOn,
      daysLeft: status.daysLeft,
      overdue: status.overdue,
    };
  });
  return { total: rows.length, items };
}

export type NoticesDue = ReturnType<typeof preliminaryNoticesDue>;
