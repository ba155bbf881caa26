import { asc, eq, sql } from "drizzle-orm";
import { hashPassword } from "~/security/password.server";
import { db, preparedOnce, writeTransaction } from "~/db/client.server";
import { users } from "~/db/schema";
import { createId } from "~/utils/id.server";
import { endUserAccessIn } from "./session-store.server";

export type UserRow = typeof users.$inferSelect;
export type PublicUser = Omit<UserRow, "passwordHash">;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function getUserByEmail(email: string): UserRow | undefined {
  return db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .get();
}

const userById = preparedOnce(() =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare(),
);

export function getUserById(id: string): UserRow | undefined {
  return userById().get({ id });
}

export async function createUser(input: {
  name: string;
  email: string;
  password: string;
  isAdmin?: boolean;
  isVerified?: boolean;
}) {
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  return db
    .insert(users)
    .values({
      id: createId(),
      name: input.name.trim(),
      email: normalizeEmail(input.email),
      passwordHash,
      isAdmin: input.isAdmin ?? false,
      isVerified: input.isVerified ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
}

export function listUsers(): UserRow[] {
  return db.select().from(users).orderBy(asc(users.createdAt)).all();
}

export function updateUser(
  id: string,
  // Admin rights change only through setUserAdmin (user-admin.server), which enforces their rules.
  values: Partial<Pick<UserRow, "name" | "isVerified" | "passwordHash">>,
) {
  return db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning()
    .get();
}

/**
 * Sets a new password hash after a change or reset, and ends every API token and web session of the user at once
 * (except the session that made a signed-in change).
 */
export function setUserPassword(
  id: string,
  passwordHash: string,
  options: { keepSessionId?: string | null; verify?: boolean } = {},
) {
  return writeTransaction((tx) => {
    endUserAccessIn(tx, id, options.keepSessionId);
    const now = new Date();
    return tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: now,
        updatedAt: now,
        ...(options.verify ? { isVerified: true } : {}),
      })
      .where(eq(users.id, id))
      .returning()
      .get();
  });
}

export function deleteUser(id: string) {
  return db.delete(users).where(eq(users.id, id)).returning().get();
}

/** Creates the configured admin at start-up when no user has that e-mail yet. */
export async function ensureAdminUser(email: string | undefined, password: string | undefined) {
  if (!email || !password) return undefined;
  if (getUserByEmail(email)) return undefined;
  return createUser({ name: "Administrator", email, password, isAdmin: true, isVerified: true });
}
