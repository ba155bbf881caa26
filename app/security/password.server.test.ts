import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, test } from "vitest";
import {
  decoyPasswordHash,
  HASH_CONCURRENCY,
  hashPassword,
  needsRehash,
  Semaphore,
  verifyPassword,
} from "./password.server";

/** A hash as the scrypt scheme before argon2id wrote it: `scrypt$N$r$p$salt$hash`. */
function legacyScryptHash(password: string, N = 2 ** 17) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
  return ["scrypt", N, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

describe("password hashing", () => {
  test("stores argon2id with OWASP's cost (19 MiB, t=2, p=1) and a random salt, never the password", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
    expect(hash).not.toContain("correct horse battery");
    expect(await hashPassword("correct horse battery")).not.toBe(hash);
    expect(needsRehash(hash)).toBe(false);
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

  test("older scrypt hashes still verify, and are marked for re-hashing", async () => {
    const legacy = legacyScryptHash("an old password of mine");
    expect(await verifyPassword("an old password of mine", legacy)).toBe(true);
    expect(await verifyPassword("an old password of yours", legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash("$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA")).toBe(true);
  });

  test("refuses tampered, foreign and absurd hashes instead of throwing", async () => {
    const hash = await hashPassword("correct horse battery");
    const tampered = hash.slice(0, -2) + (hash.endsWith("AA") ? "BB" : "AA");
    expect(await verifyPassword("correct horse battery", tampered)).toBe(false);
    expect(await verifyPassword("correct horse battery", "$argon2id$garbage")).toBe(false);
    expect(await verifyPassword("correct horse battery", "$2b$10$abcdefghijklmnopqrstuv")).toBe(false);
    expect(await verifyPassword("correct horse battery", "")).toBe(false);
    // A stored scrypt cost beyond the one ever written is not computed (it could take gigabytes).
    expect(await verifyPassword("x", "scrypt$1073741824$8$1$c2FsdA$aGFzaA")).toBe(false);
    const legacy = legacyScryptHash("correct horse battery", 2 ** 10).split("$");
    legacy[5] = Buffer.from("tampered").toString("base64url");
    expect(await verifyPassword("correct horse battery", legacy.join("$"))).toBe(false);
  });

  test("the decoy hash is a real hash that no guess matches, made once", async () => {
    const decoy = await decoyPasswordHash();
    expect(decoy).toMatch(/^\$argon2id\$/);
    expect(await decoyPasswordHash()).toBe(decoy);
    expect(await verifyPassword("password", decoy)).toBe(false);
  });

  test(`at most ${HASH_CONCURRENCY} hashes run at once; the rest queue`, async () => {
    const gate = new Semaphore(HASH_CONCURRENCY);
    let running = 0;
    let most = 0;
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    };
    await Promise.all(Array.from({ length: 20 }, () => gate.run(work)));
    expect(most).toBe(HASH_CONCURRENCY);

    // A heavy job (every permit) runs alone, and a failing job gives its permits back.
    const log: string[] = [];
    const job = (name: string) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${name}`);
    };
    await Promise.all([
      gate.run(job("a")),
      gate.run(job("heavy"), HASH_CONCURRENCY),
      gate.run(job("b")),
      gate.run(() => Promise.reject(new Error("boom"))).catch(() => undefined),
    ]);
    expect(log.indexOf("start heavy")).toBeGreaterThan(log.indexOf("end a"));
    expect(log.indexOf("start b")).toBeGreaterThan(log.indexOf("end heavy"));
    expect(gate.pending).toBe(0);
    await gate.run(job("after"), HASH_CONCURRENCY);
    expect(log.at(-1)).toBe("end after");

    // Twenty real hashes at once all finish.
    const hashes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => hashPassword(`parallel-pass-${i}`)),
    );
    expect(new Set(hashes).size).toBe(20);
  });
});
