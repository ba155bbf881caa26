import { desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customers, messages } from "~/db/schema";
import { createId } from "~/utils/id.server";
import type { ContactMessageInput, LeadStatus } from "./contact-message";
import { audit, type EditContext } from "~/logs/audit.server";

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

/** Sets a message's lead status (from its page or a row of the messages list), with its audit row. */
export function setLeadStatus(id: string, leadStatus: LeadStatus, by: EditContext) {
  const updated = db.update(messages).set({ leadStatus }).where(eq(messages.id, id)).returning().get();
  if (updated) {
    audit(by, {
      event: "message.lead-status",
      message: `Set the lead status of message ${id} to ${leadStatus}`,
      detail: { id, leadStatus },
    });
  }
  return updated;
}

/** Deletes a message (from its page or the API), with its audit row when someone asked for it. */
export function deleteMessage(id: string, by?: EditContext) {
  const deleted = db.delete(messages).where(eq(messages.id, id)).returning({ id: messages.id }).get();
  if (deleted && by) audit(by, { event: "message.delete", message: `Deleted message ${id}`, detail: { id } });
  return deleted;
}
