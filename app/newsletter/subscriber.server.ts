import { randomBytes } from "node:crypto";
import { count, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customers } from "~/db/schema";
import { createId } from "~/utils/id.server";
import { audit, type EditContext } from "~/logs/audit.server";
import { customerStatusFrom, type CustomerStatus } from "./subscriber";

export type CustomerRow = typeof customers.$inferSelect;

export const newToken = () => randomBytes(24).toString("base64url");

export function findCustomerByEmail(email: string) {
  return db
    .select()
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.trim().toLowerCase()))
    .get();
}

/**
 * Adds a newsletter subscriber as pending (double opt-in). Subscribing again is not an error: a confirmed subscriber
 * stays as they are, a pending one keeps its token (so every link already mailed still works) and an unsubscribed one
 * gets a fresh confirmation token to be mailed.
 */
export function subscribeCustomer(email: string): { customer: CustomerRow; needsConfirmation: boolean } {
  const existing = findCustomerByEmail(email);
  const now = new Date();
  if (existing?.status === "subscribed") return { customer: existing, needsConfirmation: false };
  if (existing) {
    const customer = db
      .update(customers)
      .set({
        status: "pending",
        confirmToken: existing.status === "pending" ? existing.confirmToken : newToken(),
        unsubscribedAt: null,
        updatedAt: now,
      })
      .where(eq(customers.id, existing.id))
      .returning()
      .get();
    return { customer, needsConfirmation: true };
  }
  const customer = db
    .insert(customers)
    .values({
      id: createId(),
      email: email.trim().toLowerCase(),
      status: "pending",
      confirmToken: newToken(),
      unsubscribeToken: newToken(),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning()
    .get();
  // A concurrent subscription for the same address won the insert: answer with that row.
  if (!customer) return { customer: findCustomerByEmail(email)!, needsConfirmation: false };
  return { customer, needsConfirmation: true };
}

export function findCustomerByUnsubscribeToken(token: string) {
  if (!token) return undefined;
  return db.select().from(customers).where(eq(customers.unsubscribeToken, token)).get();
}

export function confirmSubscription(token: string) {
  if (!token) return undefined;
  const now = new Date();
  return db
    .update(customers)
    .set({ status: "subscribed", confirmedAt: now, updatedAt: now })
    .where(eq(customers.confirmToken, token))
    .returning()
    .get();
}

/** Unsubscribes; a fresh confirm token makes every confirm link mailed before this one dead (no silent re-opt-in). */
export function unsubscribeCustomer(token: string) {
  if (!token) return undefined;
  const now = new Date();
  return db
    .update(customers)
    .set({ status: "unsubscribed", confirmToken: newToken(), unsubscribedAt: now, updatedAt: now })
    .where(eq(customers.unsubscribeToken, token))
    .returning()
    .get();
}

/** Subscribers newest first, optionally of one status. */
export function listCustomers(filter: { status?: CustomerStatus } = {}) {
  return db
    .select()
    .from(customers)
    .where(filter.status ? eq(customers.status, filter.status) : undefined)
    .orderBy(desc(customers.createdAt))
    .all();
}

/** The subscribers screen's status filter (`?status=pending|confirmed|unsubscribed`); anything else shows all. */
export function readCustomerFilter(params: URLSearchParams): { status?: CustomerStatus } {
  return { status: customerStatusFrom(params.get("status")) };
}

/** How many addresses a campaign sent now would reach. */
export function countConfirmedSubscribers() {
  return db.select({ n: count() }).from(customers).where(eq(customers.status, "subscribed")).get()?.n ?? 0;
}

export function getCustomer(id: string) {
  return db.select().from(customers).where(eq(customers.id, id)).get();
}

/** Unsubscribes from the back office, as the subscriber's own link does, with its audit row. */
export function unsubscribeCustomerById(id: string, by: EditContext) {
  const customer = getCustomer(id);
  const unsubscribed = customer && unsubscribeCustomer(customer.unsubscribeToken);
  if (unsubscribed) {
    audit(by, {
      event: "customer.unsubscribe",
      message: `Unsubscribed ${unsubscribed.email}`,
      detail: { id },
    });
  }
  return unsubscribed;
}

/** Removes a subscriber from the list, with its audit row. */
export function deleteCustomer(id: string, by: EditContext) {
  const removed = db.delete(customers).where(eq(customers.id, id)).returning().get();
  if (removed) audit(by, { event: "customer.delete", message: `Removed ${removed.email}`, detail: { id } });
  return removed;
}
