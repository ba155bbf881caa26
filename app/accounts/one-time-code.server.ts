import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { passwordResetTokens, verificationCodes } from "~/db/schema";
import { createId } from "~/utils/id.server";

// Codes and tokens are stored only as hashes, so a copy of the database cannot be used to verify or reset.
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export const VERIFY_CODE_TTL_MS = 15 * 60_000;
const VERIFY_CODE_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

export type CodeCheck =
  | { ok: true; userId: string }
  | { ok: false; reason: "missing" | "expired" | "too-many-attempts" | "wrong"; attemptsLeft?: number };

/** Issues a fresh 6-digit code for a user; older codes stop working. */
export function issueVerificationCode(userId: string, now = new Date()) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  writeTransaction((tx) => {
    tx.update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.userId, userId), isNull(verificationCodes.consumedAt)))
      .run();
    tx.insert(verificationCodes)
      .values({
        id: createId(),
        userId,
        codeHash: sha256(code),
        expiresAt: new Date(now.getTime() + VERIFY_CODE_TTL_MS),
        createdAt: now,
      })
      .run();
  });
  return code;
}

/** Checks a code against the user's live one, counting the attempt; a correct code is consumed. */
export function checkVerificationCode(userId: string, code: string, now = new Date()): CodeCheck {
  const row = db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .get();
  if (!row) return { ok: false, reason: "missing" };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  if (row.attempts >= VERIFY_CODE_MAX_ATTEMPTS) return { ok: false, reason: "too-many-attempts" };
  const matches = timingSafeEqual(Buffer.from(sha256(code.trim())), Buffer.from(row.codeHash));
  const attempts = row.attempts + 1;
  db.update(verificationCodes)
    .set({ attempts, consumedAt: matches ? now : null })
    .where(eq(verificationCodes.id, row.id))
    .run();
  if (matches) return { ok: true, userId };
  if (attempts >= VERIFY_CODE_MAX_ATTEMPTS)
    return { ok: false, reason: "too-many-attempts", attemptsLeft: 0 };
  return { ok: false, reason: "wrong", attemptsLeft: VERIFY_CODE_MAX_ATTEMPTS - attempts };
}

/** Issues a single-use reset token (answered once, in clear, for the mailed link). */
export function issuePasswordResetToken(userId: string, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  db.insert(passwordResetTokens)
    .values({
      id: createId(),
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      createdAt: now,
    })
    .run();
  return token;
}

/** The user a reset token belongs to while it is unused and unexpired. */
export function findPasswordResetToken(token: string, now = new Date()) {
  if (!token) return undefined;
  const row = db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, sha256(token)))
    .get();
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) return undefined;
  return row;
}

/** Marks a token used; answers false when it was already used (so a link works once, even under a race). */
export function consumePasswordResetToken(id: string, now = new Date()) {
  const result = db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .run();
  return result.changes === 1;
}

/** Marks every unused reset token of a user used, e.g. once the password has been changed. */
export function revokePasswordResetTokens(userId: string, now = new Date()) {
  db.update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
    .run();
}
