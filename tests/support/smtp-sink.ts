// A real SMTP server on 127.0.0.1 that keeps every message it receives: the local stand-in for a mail provider.
import { SMTPServer } from "smtp-server";
import { extractText } from "unpdf";

export type CapturedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The text/html part, decoded ("" when the mail has none). */
  html: string;
  raw: string;
  receivedAt: string;
};

/** Decodes the parts of a simple MIME message that tests read (subject and plain-text body). */
export function parseMail(raw: string): { subject: string; text: string; html: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const subjectLine = /^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? "";
  const subject = subjectLine.replace(/=\?utf-8\?([QB])\?(.*?)\?=/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
  const body = rest.join("\n\n");
  return {
    subject,
    text: partOf(unfolded, body, "plain").trim(),
    html: partOf(unfolded, body, "html").trim(),
  };
}

/**
 * The text/plain or text/html part of a MIME entity (its head and body), decoded: a single-part mail is its text
 * part; a multipart one is searched part by part, into nested multiparts (a mail with attachments holds its text
 * and HTML in a multipart/alternative part).
 */
function partOf(head: string, body: string, type: "plain" | "html"): string {
  const contentType = /^content-type:\s*([^;\r\n]+)/im.exec(head)?.[1]?.trim().toLowerCase() ?? "text/plain";
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1] ?? "7bit";
  if (!contentType.startsWith("multipart/"))
    return contentType === `text/${type}` ? decodeBody(body, encoding) : "";
  const boundary = /boundary="?([^";\s]+)"?/i.exec(head)?.[1];
  if (!boundary) return "";
  for (const part of body.split(`--${boundary}`)) {
    const [partHead, ...partBody] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    // The preamble and the closing boundary's rest are no parts.
    if (!/^content-type:/im.test(partHead)) continue;
    const found = partOf(partHead.replace(/\r?\n[ \t]+/g, " "), partBody.join("\n\n"), type);
    if (found) return found;
  }
  return "";
}

function decodeBody(body: string, encoding: string) {
  return encoding.toLowerCase() === "base64"
    ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    : encoding.toLowerCase() === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : body;
}

function decodeQuotedPrintable(input: string) {
  const bytes = input
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The text of the PDF attached to a raw MIME mail (its file name checked against `fileName`), read back by unpdf. */
export async function attachedPdf(mail: Pick<CapturedMail, "raw" | "subject">, fileName: RegExp) {
  const part = mail.raw.split(/\r?\n--/).find((chunk) => /Content-Type: application\/pdf/i.test(chunk));
  if (!part) throw new Error(`The mail "${mail.subject}" has no PDF attached`);
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  const name = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? "";
  if (!fileName.test(name)) throw new Error(`The attachment is named "${name}"`);
  const bytes = Buffer.from(body.join("").replace(/\s+/g, ""), "base64");
  return (await extractText(new Uint8Array(bytes), { mergePages: true })).text;
}

export async function startSmtpSink(onMail?: (mail: CapturedMail) => void) {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parseMail(raw),
          raw,
          receivedAt: new Date().toISOString(),
        };
        messages.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
