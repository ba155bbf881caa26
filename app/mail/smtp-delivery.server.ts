// One SMTP delivery with a last word before the end of the message goes out. nodemailer's high-level transport reads
// the whole message before it even connects, so it cannot tell "the server never saw the end of data" (the mail was
// certainly not delivered) from "it may have": this talks to the server with nodemailer's own SMTP connection and
// streams the message only once the server has said DATA, asking `beforeEnd` just before the final dot.
import { Readable } from "node:stream";
import MailComposer from "nodemailer/lib/mail-composer";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import SMTPConnection from "nodemailer/lib/smtp-connection";

export type SmtpMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

/** Why an attempt failed, and what that says about the mail. */
export class SmtpDeliveryError extends Error {
  constructor(
    message: string,
    readonly facts: {
      /** The server answered with an error code (so it did not take the mail). */
      answered: boolean;
      /** A 5xx answer: the server refuses this mail and would refuse it again. */
      permanent: boolean;
      /** The end of the message had been sent: without an answer, the server may have taken it. */
      handedOver: boolean;
      /** `beforeEnd` said no: the mail was dropped on purpose before its end. */
      abandoned: boolean;
    },
  ) {
    super(message);
  }

  get answered() {
    return this.facts.answered;
  }
  get permanent() {
    return this.facts.permanent;
  }
  get abandoned() {
    return this.facts.abandoned;
  }

  /** The connection ended after the whole message went out and before the server said whether it took it. */
  get mayHaveArrived() {
    return this.facts.handedOver && !this.facts.answered;
  }
}

const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * Sends `mail` over the SMTP server at `url`. `beforeEnd` runs synchronously right before the end of data is sent;
 * when it answers false the message is abandoned without its end, so the server discards it.
 */
export async function deliverOverSmtp(url: string, mail: SmtpMail, beforeEnd: () => boolean) {
  const node = new MailComposer({ ...mail }).compile();
  const envelope = node.getEnvelope();
  const raw = await node.build();

  let handedOver = false;
  let abandoned = false;
  let pushed = false;
  // Not flowing until the connection pipes it into the DATA stream, which happens after the server's 354.
  const message = new Readable({
    read() {
      if (!pushed) {
        pushed = true;
        this.push(raw);
        return;
      }
      if (beforeEnd()) {
        handedOver = true;
        this.push(null);
      } else {
        abandoned = true;
        this.destroy(new Error("The delivery was taken over by another worker; abandoned before its end."));
      }
    },
  });

  const options = { ...parseConnectionUrl(url), ...TIMEOUTS };
  const connection = new SMTPConnection(options);
  try {
    await new Promise<void>((resolve, reject) => {
      connection.once("error", reject);
      connection.once("end", () => reject(new Error("The mail server closed the connection.")));
      connection.connect(() => {
        const send = () => connection.send(envelope, message, (error) => (error ? reject(error) : resolve()));
        // A URL's credentials are always a user and password.
        const auth = options.auth as SMTPConnection.Credentials | undefined;
        if (auth) connection.login(auth, (error) => (error ? reject(error) : send()));
        else send();
      });
    });
  } catch (error) {
    const responseCode = (error as { responseCode?: number }).responseCode ?? 0;
    const text = error instanceof Error ? error.message : String(error);
    throw new SmtpDeliveryError(abandoned ? "Abandoned: another worker took this delivery over." : text, {
      answered: responseCode > 0,
      permanent: responseCode >= 500 && responseCode < 600,
      handedOver,
      abandoned,
    });
  } finally {
    connection.quit();
    connection.close();
  }
}
