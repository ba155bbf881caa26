import { and, count, eq, ne } from "drizzle-orm";
import { writeTransaction, type Transaction } from "~/db/client.server";
import { users } from "~/db/schema";
import { audit, type EditContext } from "~/logs/audit.server";
import { endUserAccessIn } from "./session-store.server";
import { refuse, type Result } from "~/utils/result";
import type { UserRow } from "./user.server";

export const USER_ADMIN_MESSAGES = {
  notFound: "That user no longer exists.",
  selfDemote: "You cannot remove your own admin rights.",
  selfDelete: "You cannot delete your own account here.",
  lastAdmin: "The last admin cannot be removed. Make someone else an admin first.",
  notVerified: (email: string) =>
    `${email} has not verified their email address yet. Only verified accounts can be made admins: ask them to enter the code from their email first.`,
  promoted: (email: string) => `${email} is now an admin.`,
  demoted: (email: string) => `${email} is no longer an admin.`,
  deleted: (email: string) => `Deleted ${email}.`,
} as const;

export type UserChange = Result<{ user: UserRow }>;

const otherAdmins = (tx: Transaction, userId: string) =>
  tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isAdmin, true), ne(users.id, userId)))
    .get()?.n ?? 0;

/**
 * Grants or revokes admin rights (the actor is null for the command line). Only a verified account becomes an admin,
 * so nobody squats an address and is made admin by mistake. Nobody demotes themselves, and the last admin stays one;
 * the check and the change run in one transaction so two admins demoting each other cannot leave none. A demoted
 * user is signed out everywhere at once (sessions and API tokens), so no admin rights linger in a session.
 */
export function setUserAdmin(actorId: string | null, userId: string, isAdmin: boolean): UserChange {
  return writeTransaction((tx): UserChange => {
    const user = tx.select().from(users).where(eq(users.id, userId)).get();
    if (!user) return refuse(404, USER_ADMIN_MESSAGES.notFound);
    if (!isAdmin && userId === actorId) return refuse(400, USER_ADMIN_MESSAGES.selfDemote);
    if (!isAdmin && user.isAdmin && otherAdmins(tx, userId) === 0) {
      return refuse(409, USER_ADMIN_MESSAGES.lastAdmin);
    }
    if (isAdmin && !user.isVerified) {
      return refuse(409, USER_ADMIN_MESSAGES.notVerified(user.email));
    }
    if (!isAdmin && user.isAdmin) endUserAccessIn(tx, userId);
    const updated = tx
      .update(users)
      .set({ isAdmin, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning()
      .get();
    return { ok: true, user: updated };
  });
}

/** Deletes a user (their sessions go with them). Nobody deletes themselves here, and the last admin stays. */
export function removeUser(actorId: string, userId: string): UserChange {
  return writeTransaction((tx): UserChange => {
    const user = tx.select().from(users).where(eq(users.id, userId)).get();
    if (!user) return refuse(404, USER_ADMIN_MESSAGES.notFound);
    if (userId === actorId) return refuse(400, USER_ADMIN_MESSAGES.selfDelete);
    if (user.isAdmin && otherAdmins(tx, userId) === 0) {
      return refuse(409, USER_ADMIN_MESSAGES.lastAdmin);
    }
    tx.delete(users).where(eq(users.id, userId)).run();
    return { ok: true, user };
  });
}

/** Grants or revokes admin rights from the back office (the rules of setUserAdmin), with its audit row. */
export function changeUserRole(userId: string, makeAdmin: boolean, by: EditContext): UserChange {
  const result = setUserAdmin(by.actor.id, userId, makeAdmin);
  if (result.ok) {
    audit(by, {
      event: makeAdmin ? "user.admin-grant" : "user.admin-revoke",
      message: `${makeAdmin ? "Made" : "Revoked"} admin: ${result.user.email}`,
      detail: { id: userId },
    });
  }
  return result;
}

/** Deletes an account from the back office (the rules of removeUser), with its audit row. */
export function deleteUser(userId: string, by: EditContext): UserChange {
  const result = removeUser(by.actor.id, userId);
  if (result.ok) {
    audit(by, { event: "user.delete", message: `Deleted user ${result.user.email}`, detail: { id: userId } });
  }
  return result;
}
