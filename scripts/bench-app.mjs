// What the benchmarks (bench.mjs, bench-http.ts) share: building the app, the environment of a production server on
// a temporary database seeded with the demo content, and waiting for it to answer. Plain JavaScript so that
// `node scripts/bench.mjs` can import it as well as tsx.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { DEPLOYED_ENV, DEPLOYED_NODE_FLAGS } from "./server-env.mjs";

/** Builds the app for production into `buildDir` (relative to `root`); exits the process when the build fails. */
export function buildApp(root, buildDir) {
  console.log(`Building the app into ${buildDir}/ ...`);
  const build = spawnSync("npm", ["run", "-s", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The arguments of `node` that run a build's production server as deployed (the systemd unit's heap limits). */
export const serverArgs = (buildDir) => [...DEPLOYED_NODE_FLAGS, `${buildDir}/server/index.js`];

/**
 * The environment of the production server on 127.0.0.1:`port`, with its database and uploads in `dataDir` and the
 * demo content seeded; `admin` is the account to create, if any.
 *
 * @param {{ port: number; dataDir: string; admin?: { email: string; password: string } }} options
 * @returns {NodeJS.ProcessEnv}
 */
export function benchServerEnv({ port, dataDir, admin }) {
  return {
    ...process.env,
    ...DEPLOYED_ENV,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
    UPLOADS_DIR: path.join(dataDir, "uploads"),
    EDGE_PAGES_DIR: path.join(dataDir, "edge"),
    SESSION_SECRET: randomBytes(32).toString("hex"),
    SEED: "demo",
    SMTP_URL: "",
    ADMIN_EMAIL: admin?.email ?? "",
    ADMIN_PASSWORD: admin?.password ?? "",
  };
}

/**
 * Resolves once `url` answers 200; fails when `exited()` says the server is gone or after `timeoutMs`.
 *
 * @param {string} url
 * @param {{ exited?: () => boolean; timeoutMs?: number }} [options]
 */
export async function waitForHealth(url, { exited = () => false, timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("the server exited while starting");
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/**
 * A process's resident memory now and at its highest (the kernel's VmHWM), in MB (Linux).
 *
 * @param {number} pid
 */
export function processMemory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  /** @param {string} field */
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}
