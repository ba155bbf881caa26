// `npm run user:admin -- <email>` against this file's database: promotes (and verifies) an existing user, logs it.
import { spawnSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { listLogs } from "~/logs/log.server";
import { createUser, ensureAdminUser, getUserById } from "~/accounts/user.server";

const runScript = (...args: string[]) =>
  spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/user-admin.ts", ...args], {
    env: process.env,
    encoding: "utf8",
    timeout: 60_000,
  });

describe("admin bootstrap and promotion", () => {
  test("user:admin promotes an existing verified user given in any case and writes a log row", async () => {
    const user = await createUser({
      name: "Promote Me",
      email: "promote@example.com",
      password: "promote-password-1",
      isVerified: true,
    });
    const result = runScript("Promote@Example.com");
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("promote@example.com is now an administrator.");
    expect(getUserById(user.id)).toMatchObject({ isAdmin: true, isVerified: true });
    expect(listLogs({ event: "user.admin-grant" })[0]).toMatchObject({
      message: expect.stringContaining("promote@example.com"),
    });
  });

  test("user:admin refuses an unverified account, saying why, and changes nothing", async () => {
    const user = await createUser({
      name: "Squatter",
      email: "unverified-promote@example.com",
      password: "squatter-password-1",
    });
    const result = runScript("unverified-promote@example.com");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "unverified-promote@example.com has not verified their email address yet. Only verified accounts can be made admins",
    );
    expect(getUserById(user.id)).toMatchObject({ isAdmin: false, isVerified: false });
  });

  test("user:admin refuses an unknown address and a missing argument", () => {
    const unknown = runScript("nobody@example.com");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("No user has the e-mail nobody@example.com.");
    const missing = runScript();
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("Usage: npm run user:admin -- <email>");
  });

  test("ADMIN_EMAIL/ADMIN_PASSWORD create a verified admin once", async () => {
    const admin = await ensureAdminUser("boot@example.com", "boot-password-12");
    expect(admin).toMatchObject({ email: "boot@example.com", isAdmin: true, isVerified: true });
    expect(await ensureAdminUser("BOOT@example.com", "other-password-1")).toBeUndefined();
    expect(await ensureAdminUser(undefined, "x")).toBeUndefined();
  });
});
