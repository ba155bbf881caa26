import { eq, inArray, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customers, estimates, logs, messages, users } from "~/db/schema";
import type { LogNames } from "./log-sentence";
import type { LogRow } from "~/logs/log.server";

type Detail = Record<string, unknown> | null;

const idIn = (detail: Detail, ...keys: string[]) => {
  for (const key of keys) {
    const value = detail?.[key];
    if (typeof value === "string" && value) return value;
  }
  return null;
};

// The record an event is about, by its code's first part and the id its detail carries.
function subjectRef(log: Pick<LogRow, "event" | "detail">) {
  const detail = log.detail as Detail;
  if (log.event.startsWith("message."))
    return { kind: "message", id: idIn(detail, "id", "messageId") } as const;
  if (log.event.startsWith("estimate.")) return { kind: "estimate", id: idIn(detail, "estimateId") } as const;
  if (log.event.startsWith("customer."))
    return { kind: "customer", id: idIn(detail, "id", "customerId") } as const;
  if (log.event.startsWith("user.")) return { kind: "user", id: idIn(detail, "id", "userId") } as const;
  return null;
}

const EMAIL_IN_TEXT = /[^\s()<>,;:"“”]+@[^\s()<>,;:"“”]+\.[a-z]{2,}/i;

/**
 * The names behind a page of log rows: who acted (the user's name) and whom the event is about (the person of the
 * message or estimate, the subscriber's or user's address). Four queries for the whole page; a deleted record leaves
 * the address in the stored message, when there is one, as the fallback.
 */
export function logNames(rows: Pick<LogRow, "id" | "event" | "detail" | "actorId" | "message">[]) {
  const ids = { message: new Set<string>(), estimate: new Set<string>(), customer: new Set<string>() };
  const userIds = new Set<string>();
  for (const row of rows) {
    if (row.actorId) userIds.add(row.actorId);
    const ref = subjectRef(row);
    if (!ref?.id) continue;
    if (ref.kind === "user") userIds.add(ref.id);
    else ids[ref.kind].add(ref.id);
  }
  const nameById = (entries: { id: string; name: string }[]) => new Map(entries.map((e) => [e.id, e.name]));
  const people = userIds.size
    ? db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, [...userIds]))
        .all()
    : [];
  const userNames = nameById(people);
  const userEmails = new Map(people.map((user) => [user.id, user.email]));
  const subjects = {
    message: ids.message.size
      ? nameById(
          db
            .select({ id: messages.id, name: messages.name })
            .from(messages)
            .where(inArray(messages.id, [...ids.message]))
            .all(),
        )
      : new Map<string, string>(),
    estimate: ids.estimate.size
      ? nameById(
          db
            .select({ id: estimates.id, name: estimates.name })
            .from(estimates)
            .where(inArray(estimates.id, [...ids.estimate]))
            .all(),
        )
      : new Map<string, string>(),
    customer: ids.customer.size
      ? nameById(
          db
            .select({ id: customers.id, name: customers.email })
            .from(customers)
            .where(inArray(customers.id, [...ids.customer]))
            .all(),
        )
      : new Map<string, string>(),
    user: userEmails,
  };

  return (row: (typeof rows)[number]): LogNames => {
    const ref = subjectRef(row);
    const found = ref?.id ? subjects[ref.kind].get(ref.id) : undefined;
    const fromMessage =
      ref && ref.kind !== "message" && ref.kind !== "estimate"
        ? EMAIL_IN_TEXT.exec(row.message)?.[0]
        : undefined;
    return {
      actor: row.actorId ? (userNames.get(row.actorId) ?? null) : null,
      subject: found ?? fromMessage ?? null,
    };
  };
}

/** The people the log's Person filter offers: everyone who acted, by name and address, in name order. */
export function logActors(): { value: string; label: string }[] {
  const actors = db
    .selectDistinct({ email: logs.actorEmail, name: users.name })
    .from(logs)
    .leftJoin(users, eq(users.id, logs.actorId))
    .where(isNotNull(logs.actorEmail))
    .all();
  const byEmail = new Map<string, string>();
  for (const { email, name } of actors) if (email && !byEmail.get(email)) byEmail.set(email, name ?? "");
  return [...byEmail]
    .map(([email, name]) => ({ value: email, label: name ? `${name} (${email})` : email }))
    .sort((a, b) => a.label.localeCompare(b.label, "en", { sensitivity: "base" }));
}
