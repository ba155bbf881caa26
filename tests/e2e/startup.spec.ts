// Start-up and health checks against separate server processes of the production build.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2eBuildDir, e2ePort } from "../support/e2e-config";

function startServer(env: Record<string, string>, node = process.execPath) {
  const child = spawn(node, [`${e2eBuildDir}/server/index.js`], {
    env: { ...process.env, SMTP_URL: "", ADMIN_EMAIL: "", ADMIN_PASSWORD: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} never answered 200`);
}

test("a production start without SESSION_SECRET stops with one line naming it", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-start-"));
  const server = startServer({
    NODE_ENV: "production",
    SESSION_SECRET: "",
    PORT: String(e2ePort + 91),
    DATABASE_URL: `file:${dir}/site.db`,
  });
  expect(await server.exited).toBe(1);
  expect(server.output().trim()).toBe(
    "Invalid configuration: SESSION_SECRET is required in production (a long random string) (got nothing)",
  );
});

test("a bad PORT stops start-up with one line naming it", async () => {
  const server = startServer({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), PORT: "abc" });
  expect(await server.exited).toBe(1);
  expect(server.output().trim()).toBe('Invalid configuration: PORT must be a whole number (got "abc")');
});

// The machine's own Node (20 on CI) runs npm; the site runs on the project's (decision 025).
const systemNode = "/usr/bin/node";
const systemNodeVersion = fs.existsSync(systemNode)
  ? spawnSync(systemNode, ["-p", "process.version"], { encoding: "utf8" }).stdout.trim()
  : "";
const projectNodeMajor = process.versions.node.split(".")[0];

test("the build started on another Node stops with one line naming the Node it needs", async () => {
  test.skip(
    !systemNodeVersion || systemNodeVersion.startsWith(`v${projectNodeMajor}.`),
    "no other Node on this machine",
  );
  const server = startServer({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) }, systemNode);
  expect(await server.exited).toBe(1);
  expect(server.output().trim()).toBe(
    `The site runs on Node ${projectNodeMajor} (node_modules/.bin/node after npm ci), not Node ${systemNodeVersion}.`,
  );
});

test("/healthz answers 200 with the database and 503 once it is gone", async () => {
  test.setTimeout(90_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-health-"));
  const port = e2ePort + 92;
  const server = startServer({
    NODE_ENV: "production",
    SESSION_SECRET: "x".repeat(32),
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `file:${dir}/site.db`,
    UPLOADS_DIR: `${dir}/uploads`,
    SEED: "none",
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/healthz`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await ok.json()).toEqual({ status: "ok" });

    fs.rmSync(dir, { recursive: true, force: true });
    const gone = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(gone.status).toBe(503);
    expect(await gone.json()).toMatchObject({ status: "unavailable" });
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
});
