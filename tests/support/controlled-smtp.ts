// An SMTP server on 127.0.0.1 whose answers a test decides per recipient: accept, refuse with a code, or hold the
// answer (to stop a sender in the middle of a delivery). A message counts as received once its end of data arrived,
// as a real mail server has it queued by then.
import { SMTPServer } from "smtp-server";
import { parseMail } from "./smtp-sink";

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  raw: string;
  headers: Map<string, string>;
};
export type Answer = "accept" | "hold" | { code: number; message: string };
export type Stage = "rcpt" | "data";

function headersOf(raw: string) {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

export async function startControlledSmtp(decide: (stage: Stage, to: string) => Answer = () => "accept") {
  const received: ReceivedMail[] = [];
  const held: { stage: Stage; to: string; release: () => void }[] = [];
  const heldListeners: (() => void)[] = [];
  const hold = (stage: Stage, to: string, release: () => void) => {
    held.push({ stage, to, release });
    heldListeners.splice(0).forEach((listener) => listener());
  };
  const refusal = (answer: { code: number; message: string }) =>
    Object.assign(new Error(answer.message), { responseCode: answer.code });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const answer = decide("rcpt", address.address);
      if (answer === "hold") return hold("rcpt", address.address, () => callback());
      if (answer !== "accept") return callback(refusal(answer));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const to = session.envelope.rcptTo[0]?.address ?? "";
        const answer = decide("data", to);
        if (typeof answer === "object") return callback(refusal(answer));
        received.push({ to, raw, headers: headersOf(raw), ...parseMail(raw) });
        if (answer === "hold") return hold("data", to, () => callback());
        callback();
      });
    },
  });
  // A sender killed in the middle of a mail (what the restart tests do) resets its connection: smtp-server reports
  // that as an error of the server, which is no failure of the test.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    held,
    mailsTo: (to: string) => received.filter((mail) => mail.to === to),
    /** Resolves once an answer is being held. */
    nextHold: () =>
      new Promise<void>((resolve) => (held.length ? resolve() : heldListeners.push(() => resolve()))),
    /** Answers whatever is still held (its sender may be gone) so the server can close at once. */
    close: () => {
      for (const entry of held.splice(0)) entry.release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
