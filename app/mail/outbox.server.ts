import { and, asc, eq, lte, isNull, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { emailOutbox, type MailAttachment } from "~/db/schema";
import { createId } from "~/utils/id.server";

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type EmailInput = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
  /** Files sent with it, as text (a calendar invitation). */
  attachments?: MailAttachment[];
  /** The mail carries a link or code that grants access: its body is not kept once it is delivered. */
  sensitive?: boolean;
};

const MAX_SEND_ATTEMPTS = 5;
// How long a claimed mail is left to the process sending it before another may try it again (a crash mid-send).
const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * Takes a pending mail for sending: true for exactly one caller, whichever process asks, so the first attempt right
 * after enqueueing and the retry timer never send the same row at once.
 */
export function claimEmail(id: string, now = new Date()) {
  const claimed = db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(
      and(
        eq(emailOutbox.id, id),
        eq(emailOutbox.status, "pending"),
        or(isNull(emailOutbox.nextAttemptAt), lte(emailOutbox.nextAttemptAt, now)),
      ),
    )
    .run();
  return claimed.changes === 1;
}

export function enqueueEmail(email: EmailInput, status: OutboxRow["status"] = "pending") {
  return (
    db
      .insert(emailOutbox)
      // The input's fields are the table's columns; the ones left out take the columns' defaults.
      .values({ ...email, id: createId(), status, createdAt: new Date() })
      .returning()
      .get()
  );
}

/** Marks a mail delivered; a sensitive one keeps only its envelope (to, subject, status), not the link it held. */
export function markEmailSent(row: Pick<OutboxRow, "id" | "sensitive">) {
  db.update(emailOutbox)
    .set({
      status: "sent",
      sentAt: new Date(),
      lastError: null,
      ...(row.sensitive ? { text: "", html: null } : {}),
    })
    .where(eq(emailOutbox.id, row.id))
    .run();
}

/** Records a failed attempt; retries back off exponentially until MAX_SEND_ATTEMPTS, then the mail is failed. */
export function markEmailFailed(row: OutboxRow, error: string) {
  const attempts = row.attempts + 1;
  const delayMs = Math.min(60 * 60_000, 30_000 * 2 ** (attempts - 1));
  db.update(emailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, 1000),
      status: attempts >= MAX_SEND_ATTEMPTS ? "failed" : "pending",
      nextAttemptAt: new Date(Date.now() + delayMs),
    })
    .where(eq(emailOutbox.id, row.id))
    .run();
}

export function listDueEmails(now = new Date(), limit = 20) {
  return db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, "pending"),
        or(isNull(emailOutbox.nextAttemptAt), lte(emailOutbox.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt))
    .limit(limit)
    .all();
}

export function listOutbox(to?: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(to ? eq(emailOutbox.to, to) : undefined)
    .orderBy(asc(emailOutbox.createdAt))
    .all();
}
