import nodemailer, { type Transporter } from "nodemailer";
import { env, isProduction } from "~/env.server";
import { PDF_RETRY_AFTER_SECONDS, PdfRenderError } from "~/pdf/pdf-renderer.server";
import {
  attachmentsOf,
  claimEmail,
  enqueueEmail,
  listDueEmails,
  markEmailFailed,
  markEmailSent,
  postponeEmail,
  type EmailInput,
  type OutboxRow,
} from "./outbox.server";

let transporter: Transporter | undefined;
function smtp() {
  if (!env.SMTP_URL) return undefined;
  transporter ??= nodemailer.createTransport(env.SMTP_URL);
  return transporter;
}

const from = () => env.MAIL_FROM ?? "no-reply@localhost";

async function deliver(row: OutboxRow, transport: Transporter, now = new Date()) {
  if (!claimEmail(row.id, now)) return false;
  let attachments;
  try {
    attachments = await attachmentsOf(row.id);
  } catch (error) {
    const message = `An attachment could not be drawn: ${error instanceof Error ? error.message : String(error)}`;
    // A renderer busy with others is no failure of this mail: it waits without using up an attempt.
    if (error instanceof PdfRenderError && error.reason === "busy") {
      postponeEmail(row, message, PDF_RETRY_AFTER_SECONDS * 1000);
    } else markEmailFailed(row, message);
    console.error(`Mail to ${row.to} waits for its attachment; it stays in the outbox for a retry.`);
    return false;
  }
  try {
    await transport.sendMail({
      from: from(),
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      headers: row.headers ?? undefined,
      attachments,
    });
    markEmailSent(row);
    return true;
  } catch (error) {
    markEmailFailed(row, error instanceof Error ? error.message : String(error));
    console.error(
      `Mail to ${row.to} failed (attempt ${row.attempts + 1}); it stays in the outbox for a retry.`,
    );
    return false;
  }
}

/**
 * Sends one e-mail. It is written to the outbox first, so a failing SMTP server loses nothing and never fails the
 * caller. Without SMTP_URL the outbox row (status "logged") is the delivery; development also prints the mail, but
 * production logs only that one was queued, so no reset link or code ever reaches a log.
 */
export async function sendEmail(email: EmailInput, options: { background?: boolean } = {}) {
  const row = queueEmail(email);
  // In the background the caller answers at once: a slow or dead SMTP server cannot hold up the request, and
  // (for password resets) the answer takes as long whether or not a mail was sent.
  if (options.background) deliverQueued([row]);
  else await deliverNow(row);
  return row;
}

/**
 * Writes one e-mail to the outbox without sending it, synchronously, so that it can be part of the transaction that
 * decides it (a reminder is queued exactly when it is marked sent). Without SMTP_URL the row is the delivery.
 * `deliverQueued` then sends it; the retry timer would within a minute anyway.
 */
export function queueEmail(email: EmailInput) {
  if (smtp()) return enqueueEmail(email);
  const row = enqueueEmail(email, "logged");
  if (isProduction) console.info(`[mail] queued (no SMTP_URL): subject="${email.subject}"`);
  else console.info(`[mail] to=${email.to} subject="${email.subject}"\n${email.text}`);
  return row;
}

async function deliverNow(row: OutboxRow) {
  const transport = smtp();
  if (transport && row.status === "pending") await deliver(row, transport);
}

/** Sends queued mails in the background, after the transaction that queued them has committed. */
export function deliverQueued(rows: OutboxRow[]) {
  for (const row of rows)
    void deliverNow(row).catch((error) => console.error("Background mail delivery failed", error));
}

/** Retries pending mail whose back-off has passed by `now`; called on a timer by the server. */
export async function flushOutbox(now = new Date()) {
  const transport = smtp();
  if (!transport) return 0;
  let sent = 0;
  for (const row of listDueEmails(now)) if (await deliver(row, transport, now)) sent++;
  return sent;
}
