import { desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customers, messages } from "~/db/schema";
import { createId } from "~/utils/id.server";
import type { ContactMessageInput, LeadStatus } from "./message";
import type { AuditEntry } from "./audit.server";

export type MessageRow = typeof messages.$inferSelect;

export function createMessage(input: ContactMessageInput, meta: { ip?: string | null } = {}) {
  const now = new Date();
  const customer = db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, input.email.toLowerCase()))
    .get();
  return db
    .insert(messages)
    .values({
      id: createId(),
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
      consent: input.consent,
      consentAt: now,
      customerId: customer?.id ?? null,
      ip: meta.ip ?? null,
      createdAt: now,
    })
    .returning()
    .get();
}

export function listMessages() {
  return db.select().from(messages).orderBy(desc(messages.createdAt)).all();
}

/** A message with the customer it is linked to (whose e-mail and phone fill in for missing ones). */
export function getMessage(id: string) {
  const row = db
    .select({ message: messages, customer: { email: customers.email, phone: customers.phone } })
    .from(messages)
    .leftJoin(customers, eq(messages.customerId, customers.id))
    .where(eq(messages.id, id))
    .get();
  if (!row) return undefined;
  return { ...row.message, customer: row.customer ?? null };
}

export function markMessageRead(id: string) {
  db.update(messages).set({ isRead: true }).where(eq(messages.id, id)).run();
}

export function setMessageLeadStatus(id: string, leadStatus: LeadStatus) {
  return db.update(messages).set({ leadStatus }).where(eq(messages.id, id)).returning().get();
}

/** The audit row of a lead status change, the same from the message page and the messages list. */
export function leadStatusAuditEntry(id: string, leadStatus: LeadStatus): AuditEntry {
  return {
    event: "message.lead-status",
    message: `Set the lead status of message ${id} to ${leadStatus}`,
    detail: { id, leadStatus },
  };
}

export function deleteMessage(id: string) {
  return db.delete(messages).where(eq(messages.id, id)).returning({ id: messages.id }).get();
}
