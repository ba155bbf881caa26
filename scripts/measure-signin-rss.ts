// `npm run bench:signin-rss`: the server's memory under a burst of sign-ins. Builds the app into build-rss/ and runs it
// as deployed (one server process with the systemd unit's heap limit), on its own port and a
// temporary database: a first start seeds the demo content and stops (seeding runs once in a site's life, and its
// image work is not a sign-in's); a second start on that database serves 20 sign-ins at once through
// POST /api/user/signin (argon2id hashes), then 20 more whose stored hashes are the old scrypt ones (checked, then
// re-hashed). It reports the server's resident memory
// (RSS) at rest, the highest sampled during each burst, after both, and
// the kernel's peak for the server process (VmHWM); it exits 1 when the RSS after the bursts passes RSS_LIMIT_MB (250).
// An old scrypt hash takes 128 MiB to check (its stored cost), one at a time: that burst's peak is the rest plus that.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, scryptSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { hashPassword } from "../app/security/password.server";
import { buildApp, processMemory as memory, serverArgs } from "./bench-app.mjs";

const PARALLEL = Number(process.env.SIGNINS ?? 20);
const LIMIT_MB = Number(process.env.RSS_LIMIT_MB ?? 250);
const PORT = Number(process.env.RSS_PORT ?? 3301);
const root = path.resolve(import.meta.dirname, "..");
const buildDir = "build-rss";
const baseUrl = `http://127.0.0.1:${PORT}`;

buildApp(root, buildDir);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "signin-rss-"));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startServer() {
  return spawn(process.execPath, serverArgs(buildDir), {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: `file:${dataDir}/site.db`,
      UPLOADS_DIR: `${dataDir}/uploads`,
      EDGE_PAGES_DIR: `${dataDir}/edge`,
      SESSION_SECRET: "signin-rss-secret-0123456789abcdef",
      SEED: "demo",
    },
  });
}

async function waitForHealth(server: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit code ${server.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error("The server did not come up within 2 minutes");
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

/** Verified users written straight into the database, with argon2id hashes or old-style scrypt ones (128 MiB). */
async function createUsers(count: number, scheme: "argon2id" | "scrypt") {
  const users = Array.from({ length: count }, (_, i) => ({
    id: randomBytes(8).toString("hex"),
    email: `rss-${scheme}-${i}-${randomBytes(3).toString("hex")}@example.com`,
    password: `rss-password-${randomBytes(6).toString("hex")}`,
  }));
  const hashes = await Promise.all(
    users.map(async ({ password }) => {
      if (scheme === "argon2id") return hashPassword(password);
      const salt = randomBytes(16);
      const key = scryptSync(password, salt, 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 ** 2 });
      return ["scrypt", 2 ** 17, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
    }),
  );
  const db = new Database(path.join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  const insert = db.prepare(
    "INSERT INTO users (id, name, email, password_hash, is_admin, is_verified, created_at, updated_at) VALUES (?, 'RSS', ?, ?, 0, 1, ?, ?)",
  );
  users.forEach((user, i) => insert.run(user.id, user.email, hashes[i], Date.now(), Date.now()));
  db.close();
  return users;
}

async function burst(pid: number, users: { email: string; password: string }[]) {
  let highest = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      highest = Math.max(highest, memory(pid).rssMb);
      await sleep(10);
    }
  })();
  const started = performance.now();
  const statuses = await Promise.all(
    users.map(async (user, i) => {
      const response = await fetch(`${baseUrl}/api/user/signin`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.9.${i}.1` },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  return { statuses, seconds, highest };
}

let server = startServer();
try {
  await waitForHealth(server);
  await stopServer(server);
  const argonUsers = await createUsers(PARALLEL, "argon2id");
  const scryptUsers = await createUsers(PARALLEL, "scrypt");

  server = startServer();
  await waitForHealth(server);
  const pid = server.pid!;
  // One sign-in first, so loading the accounts code and the decoy hash is not counted as the burst's.
  await burst(pid, [argonUsers[0]]);
  const report = [
    `${PARALLEL} parallel sign-ins per burst against ${path.basename(buildDir)}, limit ${LIMIT_MB} MB`,
  ];
  report.push(`RSS at rest: ${memory(pid).rssMb.toFixed(1)} MB`);
  let failed = false;
  for (const [label, users] of [
    ["argon2id hashes", argonUsers],
    ["old scrypt hashes (checked, then re-hashed)", scryptUsers],
  ] as const) {
    const { statuses, seconds, highest } = await burst(pid, users);
    const ok = statuses.filter((status) => status === 200).length;
    failed ||= ok !== users.length;
    report.push(
      `${label}: ${ok}/${users.length} signed in in ${seconds.toFixed(2)} s; highest RSS sampled ${highest.toFixed(1)} MB`,
    );
  }
  const after = memory(pid).rssMb;
  report.push(`RSS after: ${after.toFixed(1)} MB; peak (VmHWM): ${memory(pid).peakMb.toFixed(1)} MB`);
  console.info(report.join("\n"));
  if (failed) {
    console.error("Not every sign-in succeeded.");
    process.exitCode = 1;
  } else if (after > LIMIT_MB) {
    console.error(`RSS after the sign-ins, ${after.toFixed(1)} MB, is over the ${LIMIT_MB} MB limit.`);
    process.exitCode = 1;
  }
} finally {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
