import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { hash as argon2Hash, verify as argon2Verify, type Options as Argon2Options } from "@node-rs/argon2";

// argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): about 19 MiB of memory per hash.
// `algorithm: 2` is Algorithm.Argon2id, a const enum that isolated modules cannot import.
const ARGON2_OPTIONS = {
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Argon2Options;
const CURRENT_PARAMS = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/**
 * At most this many hashes run at once; the rest wait their turn. Each argon2id hash holds 19 MiB and a stored scrypt
 * hash 128 MiB, so a burst of sign-ins queues here instead of growing the process without bound.
 */
export const HASH_CONCURRENCY = 2;

/** A counting semaphore: `run(work, weight)` waits until `weight` permits are free, holds them while work runs. */
export class Semaphore {
  private free: number;
  private readonly waiting: { weight: number; start: () => void }[] = [];

  constructor(private readonly permits: number) {
    this.free = permits;
  }

  async run<T>(work: () => Promise<T>, weight = 1): Promise<T> {
    const needed = Math.min(weight, this.permits);
    if (this.waiting.length > 0 || this.free < needed) {
      await new Promise<void>((start) => this.waiting.push({ weight: needed, start }));
    } else {
      this.free -= needed;
    }
    try {
      return await work();
    } finally {
      this.free += needed;
      this.wake();
    }
  }

  /** Starts waiters in arrival order while permits last (first come, first served: a heavy one is not starved). */
  private wake() {
    while (this.waiting.length > 0 && this.free >= this.waiting[0].weight) {
      const next = this.waiting.shift()!;
      this.free -= next.weight;
      next.start();
    }
  }

  get pending() {
    return this.waiting.length;
  }
}

const hashing = new Semaphore(HASH_CONCURRENCY);

const normalize = (password: string) => password.normalize("NFKC");

/** An argon2id hash in PHC form (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`). */
export function hashPassword(password: string) {
  return hashing.run(() => argon2Hash(normalize(password), ARGON2_OPTIONS));
}

/** Checks a password against a stored argon2id hash, or an older `scrypt$N$r$p$salt$hash` one; never throws. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith("$argon2")) {
    return hashing.run(() => argon2Verify(stored, normalize(password)).catch(() => false));
  }
  if (stored.startsWith("scrypt$")) {
    // A legacy scrypt check takes every permit: its 128 MiB never runs beside another hash.
    return hashing.run(() => verifyScrypt(password, stored).catch(() => false), HASH_CONCURRENCY);
  }
  return false;
}

/** Whether a stored hash should be replaced by one made now (an older scheme or cost), after a successful sign-in. */
export function needsRehash(stored: string) {
  return !stored.startsWith(CURRENT_PARAMS);
}

// scrypt hashes written before argon2id: N=2^17, r=8, p=1 (128 MiB). Only ever verified, then replaced.
const SCRYPT_MAX_N = 2 ** 17;

async function verifyScrypt(password: string, stored: string) {
  const [, n, r, p, salt, hash] = stored.split("$");
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!salt || !hash || !(params.N > 1 && params.N <= SCRYPT_MAX_N)) return false;
  const expected = Buffer.from(hash, "base64url");
  const options: ScryptOptions = { ...params, maxmem: 256 * 1024 * 1024 };
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scryptCallback(
      normalize(password),
      Buffer.from(salt, "base64url"),
      expected.length,
      options,
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// A hash of a random password, checked when no user matches, so sign-in takes as long either way.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash() {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return decoyHash;
}
