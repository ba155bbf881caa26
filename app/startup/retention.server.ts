// What the database keeps, and for how long: one pruning job, run by the server at start and hourly and by
// `npm run db:prune`. Every rule deletes rows that no longer serve anyone, so a busy or attacked site stays small.
import { and, inArray, lt, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { emailOutbox, logs, passwordResetTokens, verificationCodes } from "~/db/schema";
import { env } from "~/env.server";
import { deleteStalePendingUploads } from "~/estimates/estimate-photos.server";
import { PENDING_UPLOAD_MAX_AGE_MS } from "~/estimates/photo-limits.server";
import { pruneEventCounts } from "~/logs/event-count.server";
import { pruneRateLimits } from "~/security/rate-limit.server";
import { pruneSessions } from "~/accounts/session-store.server";

const DAY = 24 * 60 * 60_000;
// Spent or expired codes and reset links stay a day, so a late click still gets "expired" rather than "unknown".
const ONE_TIME_CODE_GRACE_MS = DAY;
// Delivered (or, without SMTP, logged) mail stays a few days for support questions ("did the mail go out?").
export const SENT_MAIL_RETENTION_MS = 3 * DAY;

export type PruneReport = {
  sessions: number;
  verificationCodes: number;
  passwordResetTokens: number;
  rateLimits: number;
  sentMail: number;
  logs: number;
  eventCounts: number;
};

/** Deletes expired sessions, spent codes and links, stale rate-limit windows, old sent mail, old logs and counts. */
export function pruneExpiredData(now = new Date(), logRetentionDays = env.LOG_RETENTION_DAYS): PruneReport {
  const at = now.getTime();
  const graceEnd = new Date(at - ONE_TIME_CODE_GRACE_MS);
  const logsBefore = new Date(at - logRetentionDays * DAY);
  return {
    sessions: pruneSessions(at),
    verificationCodes: db
      .delete(verificationCodes)
      .where(or(lt(verificationCodes.expiresAt, graceEnd), lt(verificationCodes.consumedAt, graceEnd)))
      .run().changes,
    passwordResetTokens: db
      .delete(passwordResetTokens)
      .where(or(lt(passwordResetTokens.expiresAt, graceEnd), lt(passwordResetTokens.usedAt, graceEnd)))
      .run().changes,
    rateLimits: pruneRateLimits(at),
    sentMail: db
      .delete(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.status, ["sent", "logged"]),
          lt(emailOutbox.createdAt, new Date(at - SENT_MAIL_RETENTION_MS)),
        ),
      )
      .run().changes,
    logs: db.delete(logs).where(lt(logs.createdAt, logsBefore)).run().changes,
    eventCounts: pruneEventCounts(logsBefore),
  };
}

export const describePruneReport = (report: PruneReport) =>
  Object.entries(report)
    .map(([what, count]) => `${count} ${what}`)
    .join(", ");

/** Estimate photos received but never sent with a request (a day old): their rows and their files. */
export const pruneStalePendingUploads = (now = new Date()) =>
  deleteStalePendingUploads(PENDING_UPLOAD_MAX_AGE_MS, now.getTime());

/** The server's hourly run: never throws, and says what it deleted when it deleted anything. */
export function runRetention(now = new Date()) {
  pruneStalePendingUploads(now).then(
    (count) => count > 0 && console.info(`[retention] pruned ${count} unused estimate photos`),
    (error) =>
      console.error("Pruning unused estimate photos failed; it is tried again within the hour", error),
  );
  try {
    const report = pruneExpiredData(now);
    if (Object.values(report).some((count) => count > 0)) {
      console.info(`[retention] pruned ${describePruneReport(report)}`);
    }
    return report;
  } catch (error) {
    console.error("Pruning old data failed; it is tried again within the hour", error);
    return null;
  }
}
