import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";

// scripts/serve.mjs, the supervisor every deployment starts: its workers get V8's heap limit, one that dies is
// replaced, and a SIGTERM stops them all. The worker here is a stand-in for build/index.js that reports how it was
// started and listens on a port of its own.
const serveScript = path.resolve("scripts/serve.mjs");
const workerSource = `
import fs from "node:fs";
import http from "node:http";
import v8 from "node:v8";
const server = http.createServer((req, res) => res.end("ok")).listen(0, "127.0.0.1", () => {
  console.log(JSON.stringify({ pid: process.pid, execArgv: process.execArgv, heapLimit: v8.getHeapStatistics().heap_size_limit }));
  // The first worker dies once it serves, as a crashed server would.
  if (process.env.CRASH_MARKER && !fs.existsSync(process.env.CRASH_MARKER)) {
    fs.writeFileSync(process.env.CRASH_MARKER, "");
    setTimeout(() => process.exit(3), 50);
  }
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
`;

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

type WorkerReport = { pid: number; execArgv: string[]; heapLimit: number };

function startSupervisor(env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-"));
  dirs.push(dir);
  const entry = path.join(dir, "worker.mjs");
  fs.writeFileSync(entry, workerSource);
  const child = spawn(process.execPath, [serveScript, entry], {
    env: { ...process.env, ...env, CRASH_MARKER: env.CRASH_MARKER ? path.join(dir, "crashed") : "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // Each worker's report, from the complete lines written so far.
  const reports = () =>
    output
      .split("\n")
      .slice(0, -1)
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as WorkerReport);
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const until = async (done: () => boolean) => {
    const deadline = Date.now() + 15_000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`serve.mjs did not get there:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, reports, until, exited, output: () => output };
}

test("a single server process is a worker with the heap limit, and SIGTERM stops both", async () => {
  const run = startSupervisor({ WEB_CONCURRENCY: "1", SERVER_HEAP_MB: "96" });
  await run.until(() => run.output().includes("1 server process is serving"));
  expect(run.reports()).toHaveLength(1);
  expect(run.reports()[0].pid).not.toBe(run.child.pid);
  expect(run.reports()[0].execArgv).toContain("--max-old-space-size=96");
  // V8's limit is the old space plus the young generation: well under its default of several gigabytes.
  expect(run.reports()[0].heapLimit).toBeLessThan(200 * 1024 * 1024);

  run.child.kill("SIGTERM");
  expect(await run.exited).toBe(0);
  expect(() => process.kill(run.reports()[0].pid, 0)).toThrow();
});

test("a worker that dies while serving is replaced", async () => {
  const run = startSupervisor({ WEB_CONCURRENCY: "1", CRASH_MARKER: "1" });
  await run.until(() => run.reports().length >= 2);
  expect(run.output()).toMatch(/Server process \d+ exited \(3\); starting another/);
  expect(run.reports()[1].pid).not.toBe(run.reports()[0].pid);
  expect(run.reports()[1].execArgv).toContain("--max-old-space-size=128");
  run.child.kill("SIGTERM");
  expect(await run.exited).toBe(0);
});
