import { ESTIMATE_STATUS_LABELS } from "~/estimates/estimate-options";
import { LEAD_STATUS_LABELS } from "~/leads/contact-message";
import { formatTime } from "~/utils/dates";

// The activity log in plain words: one sentence per event from its code, who did it and its detail, e.g. "Maria set
// Dana Whitfield's lead to Contacted, 2:14 PM". Events without a sentence of their own fall back to the stored message.
// No server code: the logs page and its tests share it.

export type LogForSentence = {
  event: string;
  message: string;
  actorEmail: string | null;
  detail: Record<string, unknown> | null;
  createdAt: Date | string;
};

/** Names the log's ids stand for, looked up by the loader (absent when the record is gone). */
export type LogNames = {
  actor?: string | null;
  /** The person of the message, estimate or subscriber the event is about. */
  subject?: string | null;
};

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** "Dana Whitfield's", "James'" */
const possessive = (name: string) => (name.endsWith("s") ? `${name}'` : `${name}'s`);

const labelOf = (labels: Record<string, string>, value: unknown) => {
  const key = text(value);
  return key ? (labels[key] ?? key) : null;
};

// Stored messages mostly start with what was done ("Created project …", "Saved the page …"): after a name that reads
// as a sentence once the verb is in lower case.
const PAST_TENSE_START = /^(?:[A-Z][a-z]+ed|Made|Sent|Set|Took|Gave|Put|Wrote|Ran)\b/;
/** The kinds of events the log's Kind filter offers: the first part of the event code, in words. */
const LOG_KINDS: Record<string, string> = {
  message: "Messages",
  estimate: "Estimates",
  customer: "Subscribers",
  newsletter: "Newsletter",
  auth: "Sign-ins and accounts",
  user: "Users",
  project: "Projects",
  blog: "Blog posts",
  page: "Pages",
  services: "Services",
  "service-area": "Service areas",
  testimonial: "Testimonials",
  settings: "Settings",
  keywords: "Keywords",
  upload: "Media",
  "ai-image": "AI images",
  export: "Exports",
};

export const logKindOf = (event: string) => event.split(".")[0] ?? event;

export const logKindLabel = (kind: string) => LOG_KINDS[kind] ?? kind;

function estimateSentence(actor: string, log: LogForSentence, subject: string | null, verb: string) {
  const reference = text(log.detail?.reference) ?? /EST-\d{4}-\d+/.exec(log.message)?.[0] ?? null;
  const whose = subject ? `${possessive(subject)} estimate request` : "an estimate request";
  const named = reference ? `${whose} (${reference})` : whose;
  if (verb === "create")
    return `${subject ?? "Someone"} asked for an estimate${reference ? ` (${reference})` : ""}`;
  if (verb === "note") return `${actor} added a note to ${named}`;
  if (verb === "delete") return `${actor} deleted ${named}`;
  if (verb === "mail-failed") return `The mail about ${named} could not be sent`;
  if (verb === "update") {
    const changes = (log.detail?.changes ?? {}) as Record<string, { to?: unknown } | undefined>;
    const status = labelOf(ESTIMATE_STATUS_LABELS, changes.status?.to);
    const followUp = changes.followUpOn ? text(changes.followUpOn.to) : undefined;
    const parts = [
      status ? `set ${named} to ${status}` : null,
      followUp === null
        ? `cleared the follow-up date of ${status ? "it" : named}`
        : followUp
          ? `set a follow-up on ${followUp} for ${status ? "it" : named}`
          : null,
    ].filter(Boolean);
    if (parts.length) return `${actor} ${parts.join(" and ")}`;
  }
  return null;
}

function personalSentence(actor: string, log: LogForSentence, subject: string | null): string | null {
  const [, verb = ""] = log.event.split(".");
  switch (log.event) {
    case "message.lead-status": {
      const status = labelOf(LEAD_STATUS_LABELS, log.detail?.leadStatus);
      return `${actor} set ${subject ? `${possessive(subject)} lead` : "a lead"} to ${status ?? "a new status"}`;
    }
    case "message.create":
      return `${subject ?? "Someone"} sent a message`;
    case "message.delete":
      return `${actor} deleted ${subject ? `${possessive(subject)} message` : "a message"}`;
    case "customer.subscribe":
      return `${subject ?? "Someone"} signed up for the newsletter`;
    case "customer.confirm":
      return `${subject ?? "A subscriber"} confirmed their newsletter subscription`;
    case "customer.unsubscribe":
      return log.actorEmail && subject && log.detail?.id
        ? `${actor} unsubscribed ${subject}`
        : `${subject ?? "A subscriber"} unsubscribed from the newsletter`;
    case "customer.delete":
      return `${actor} removed ${subject ?? "a subscriber"} from the newsletter list`;
    case "auth.signin":
      return `${actor} signed in`;
    case "auth.signout":
      return `${actor} signed out`;
    case "auth.signout-everywhere":
      return `${actor} signed out on every device`;
    case "auth.signin-failed":
      return `A sign-in failed${text(log.detail?.email) ? ` for ${text(log.detail?.email)}` : ""}`;
    case "auth.signup":
      return `${actor} created an account`;
    case "auth.password-change":
      return `${actor} changed their password`;
    case "auth.password-reset":
      return `${actor} set a new password with a reset link`;
    case "auth.password-reset-request":
      return "Someone asked for a password reset link";
    case "user.admin-grant":
      return `${actor} made ${subject ?? "a user"} an admin`;
    case "user.admin-revoke":
      return `${actor} took admin rights from ${subject ?? "a user"}`;
    case "newsletter.send":
      return `${actor} sent a newsletter`;
    case "newsletter.test":
      return `${actor} sent a test newsletter`;
    case "export.csv":
      return `${actor} exported ${text(log.detail?.table) ?? "a table"} as CSV`;
  }
  if (log.event.startsWith("estimate.")) return estimateSentence(actor, log, subject, verb);
  return null;
}

/** Who did it, in words: their name, else their address, else "The system" (a visitor's or a scheduled job's event). */
function actorOf(log: LogForSentence, names: LogNames) {
  return text(names.actor) ?? text(log.actorEmail) ?? "The system";
}

/** The event as a sentence without the time. */
export function logSentenceText(log: LogForSentence, names: LogNames = {}): string {
  const actor = actorOf(log, names);
  const subject = text(names.subject);
  const own = personalSentence(actor, log, subject);
  if (own) return own;
  if (!log.actorEmail && !names.actor) return log.message;
  if (PAST_TENSE_START.test(log.message))
    return `${actor} ${log.message[0].toLowerCase()}${log.message.slice(1)}`;
  return `${actor}: ${log.message}`;
}

/** "Maria set Dana Whitfield's lead to Contacted, 2:14 PM" */
export function logSentence(log: LogForSentence, names: LogNames = {}): string {
  const time = formatTime(log.createdAt);
  const sentence = logSentenceText(log, names);
  return time ? `${sentence}, ${time}` : sentence;
}
