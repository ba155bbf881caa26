// Test users for browser tests: rows written straight into the e2e server's database (SQLite in WAL mode takes a
// second writer) and a session cookie signed with the server's secret, so a test starts signed in without the UI.
import { createCookieSessionStorage } from "react-router";
import type { BrowserContext } from "@playwright/test";
import { hashPassword } from "../../app/security/password.server";
import { e2eBaseUrl, e2eSessionSecret } from "./e2e-config";
import { newId, withE2eDb } from "./e2e-db";

const storage = createCookieSessionStorage({
  cookie: { name: "__session", httpOnly: true, sameSite: "lax", path: "/", secrets: [e2eSessionSecret] },
});

export type TestUser = {
  id: string;
  name: string;
  email: string;
  password: string;
  isAdmin: boolean;
  isVerified: boolean;
};

export async function createTestUser(
  options: { isAdmin?: boolean; isVerified?: boolean; name?: string } = {},
) {
  const user: TestUser = {
    id: newId(),
    name: options.name ?? "Test User",
    email: `user-${newId()}@example.com`,
    password: `pw-${newId()}`,
    isAdmin: options.isAdmin ?? false,
    isVerified: options.isVerified ?? true,
  };
  const passwordHash = await hashPassword(user.password);
  withE2eDb((db) => {
    db.prepare(
      "INSERT INTO users (id, name, email, password_hash, is_admin, is_verified, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    ).run(
      user.id,
      user.name,
      user.email,
      passwordHash,
      user.isAdmin ? 1 : 0,
      user.isVerified ? 1 : 0,
      Date.now(),
      Date.now(),
    );
  });
  return user;
}

/** A signed session cookie value for a new session row of the user. */
export async function sessionCookieFor(userId: string) {
  const sessionId = newId() + newId();
  withE2eDb((db) => {
    db.prepare("INSERT INTO sessions (id, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)").run(
      sessionId,
      userId,
      Date.now() + 24 * 60 * 60 * 1000,
      Date.now(),
    );
  });
  const session = await storage.getSession();
  session.set("sessionId", sessionId);
  const header = await storage.commitSession(session);
  return decodeURIComponent(header.split(";")[0].slice("__session=".length));
}

/** Creates a user and signs the browser context in as them. */
export async function signInAs(context: BrowserContext, options: Parameters<typeof createTestUser>[0] = {}) {
  const user = await createTestUser(options);
  const value = await sessionCookieFor(user.id);
  await context.addCookies([
    { name: "__session", value: encodeURIComponent(value), url: e2eBaseUrl, httpOnly: true, sameSite: "Lax" },
  ]);
  return user;
}
