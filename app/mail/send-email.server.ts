import nodemailer, { type Transporter } from "nodemailer";
import { env, isProduction } from "~/env.server";
import {
  claimEmail,
  enqueueEmail,
  listDueEmails,
  markEmailFailed,
  markEmailSent,
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

async function deliver(row: OutboxRow, transport: Transporter) {
  if (!claimEmail(row.id)) return false;
  try {
    await transport.sendMail({
      from: from(),
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      headers: row.headers ?? undefined,
      attachments: row.attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
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
  const transport = smtp();
  if (!transport) {
    const row = enqueueEmail(email, "logged");
    if (isProduction) console.info(`[mail] queued (no SMTP_URL): subject="${email.subject}"`);
    else console.info(`[mail] to=${email.to} subject="${email.subject}"\n${email.text}`);
    return row;
  }
  const row = enqueueEmail(email);
  // In the background the caller answers at once: a slow or dead SMTP server cannot hold up the request, and
  // (for password resets) the answer takes as long whether or not a mail was sent.
  if (options.background)
    void deliver(row, transport).catch((error) => console.error("Background mail delivery failed", error));
  else await deliver(row, transport);
  return row;
}

/** Retries pending mail whose back-off has passed; called on a timer by the server. */
export async function flushOutbox() {
  const transport = smtp();
  if (!transport) return 0;
  let sent = 0;
  for (const row of listDueEmails()) if (await deliver(row, transport)) sent++;
  return sent;
}
