import { describe, expect, test } from "vitest";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./password.server";

describe("password hashing", () => {
  test("stores scrypt with OWASP's cost and a random salt, never the password", async () => {
    const hash = await hashPassword("correct horse battery");
    const [scheme, n, r, p, salt, key] = hash.split("$");
    expect({ scheme, n, r, p }).toEqual({ scheme: "scrypt", n: String(2 ** 17), r: "8", p: "1" });
    expect(Buffer.from(salt, "base64url")).toHaveLength(16);
    expect(Buffer.from(key, "base64url")).toHaveLength(64);
    expect(hash).not.toContain("correct horse battery");
    expect(await hashPassword("correct horse battery")).not.toBe(hash);
  });

  test("accepts the right password only", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  test("treats Unicode forms of one password alike (NFKC)", async () => {
    const hash = await hashPassword("Cafe\u0301-2024!");
    expect(await verifyPassword("Caf\u00e9-2024!", hash)).toBe(true);
  });

  test("refuses tampered or foreign hashes instead of throwing", async () => {
    const hash = await hashPassword("correct horse battery");
    const parts = hash.split("$");
    const flipped = Buffer.from(parts[5], "base64url");
    flipped[0] ^= 1;
    expect(
      await verifyPassword(
        "correct horse battery",
        [...parts.slice(0, 5), flipped.toString("base64url")].join("$"),
      ),
    ).toBe(false);
    expect(await verifyPassword("correct horse battery", "$2b$10$abcdefghijklmnopqrstuv")).toBe(false);
    expect(await verifyPassword("correct horse battery", "")).toBe(false);
  });

  test("the decoy hash is a real hash that no guess matches, made once", async () => {
    const decoy = await decoyPasswordHash();
    expect(decoy).toMatch(/^scrypt\$/);
    expect(await decoyPasswordHash()).toBe(decoy);
    expect(await verifyPassword("password", decoy)).toBe(false);
  });
});
