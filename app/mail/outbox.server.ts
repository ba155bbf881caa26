import { and, asc, eq, lte, isNull, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { emailAttachments, emailOutbox } from "~/db/schema";
import { keptPdfBytes } from "~/pdf/pdf-files.server";
import { officeReplyTo } from "./reply-to.server";
import { createId } from "~/utils/id.server";

export type OutboxRow = typeof emailOutbox.$inferSelect;
/**
 * A file sent with a mail: its bytes, kept with it in the outbox until the mail is pruned; or a kept PDF
 * (app/pdf/pdf-files.server.ts) by its key, whose bytes the outbox reads when it sends, drawing them first if they
 * are not yet drawn. So a mail that carries a document is queued in the transaction that decides it, and the drawing
 * never holds it up or loses it.
 */
export type EmailAttachment =
  | { filename: string; contentType: string; content: Buffer }
  | { filename: string; contentType: string; pdfFile: string };
/** An attachment as it is sent. */
export type AttachmentFile = { filename: string; contentType: string; content: Buffer };
export type EmailInput = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
  /**
   * Where a reply goes (the Reply-To header). Unset, a mail to anyone but the office is answered to the office
   * (`officeReplyTo`); a notice to the office may name the person who wrote.
   */
  replyTo?: string;
  /** The mail carries a link or code that grants access: its body is not kept once it is delivered. */
  sensitive?: boolean;
  /** Files sent with it (a signed quote's PDF, a site visit's calendar invitation). */
  attachments?: EmailAttachment[];
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

/** Writes a mail (and its attachments) to the outbox; inside a caller's transaction, it commits with it. */
export function enqueueEmail(email: EmailInput, status: OutboxRow["status"] = "pending") {
  const { attachments = [], replyTo = officeReplyTo(), ...fields } = email;
  // Kept with the other headers, so the sender sends it however the mail was queued; none to the office from itself.
  const headers =
    replyTo && replyTo.toLowerCase() !== email.to.toLowerCase()
      ? { ...fields.headers, "Reply-To": replyTo }
      : fields.headers;
  const row = db
    .insert(emailOutbox)
    // The input's fields are the table's columns; the ones left out take the columns' defaults.
    .values({ ...fields, headers, id: createId(), status, createdAt: new Date() })
    .returning()
    .get();
  attachments.forEach((attachment, position) =>
    db
      .insert(emailAttachments)
      .values({ ...attachment, id: createId(), emailId: row.id, position })
      .run(),
  );
  return row;
}

/**
 * The files sent with a mail, in order, a kept PDF's drawn first if it is not yet. Rejects when a PDF cannot be
 * drawn now (the renderer's PdfRenderError): the mail then waits for its next attempt.
 */
export async function attachmentsOf(emailId: string): Promise<AttachmentFile[]> {
  const rows = db
    .select()
    .from(emailAttachments)
    .where(eq(emailAttachments.emailId, emailId))
    .orderBy(asc(emailAttachments.position))
    .all();
  const files: AttachmentFile[] = [];
  for (const row of rows) {
    const kept = row.pdfFile ? await keptPdfBytes(row.pdfFile) : undefined;
    const content = kept?.bytes ?? row.content;
    if (!content) throw new Error(`The attachment ${row.filename} has no content`);
    files.push({ filename: row.filename, contentType: row.contentType, content });
  }
  return files;
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

/** Leaves a mail for later without counting an attempt (its PDF waits for a busy renderer). */
export function postponeEmail(row: OutboxRow, reason: string, delayMs: number) {
  db.update(emailOutbox)
    .set({ lastError: reason.slice(0, 1000), nextAttemptAt: new Date(Date.now() + delayMs) })
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
