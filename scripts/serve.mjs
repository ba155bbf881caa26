// Runs the production server (server/index.ts, compiled into build/index.js) as WEB_CONCURRENCY processes sharing
// one port, so a machine's cores all render pages (one Node process renders on one core). With 1 (the default) the
// server runs in this process. Usage: `node scripts/serve.mjs [path/to/build/index.js]` (npm start and the systemd
// unit call it).
//
// Everything the processes share lives in SQLite (sessions, limits, the content version the page caches check, the
// mail outbox and newsletter claims), so any of them may answer any request. They start one after another: the first
// runs the migrations and seeds an empty database before the next opens it.
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";

const entry = path.resolve(process.argv[2] ?? "build/index.js");
const processes = Math.max(1, Math.floor(Number(process.env.WEB_CONCURRENCY ?? 1)) || 1);
const RESTART_DELAY_MS = 1_000;

if (processes === 1) {
  await import(pathToFileURL(entry).href);
} else {
  cluster.setupPrimary({ exec: entry });
  let stopping = false;

  const startOne = () =>
    new Promise((resolve) => {
      const worker = cluster.fork();
      let listening = false;
      worker.once("listening", () => {
        listening = true;
        resolve(worker);
      });
      worker.once("exit", (code, signal) => {
        if (stopping) return;
        // One that never started (bad settings, a database it cannot open) would fail again: stop, as a single
        // process would, so the service manager reports it.
        if (!listening) process.exit(typeof code === "number" && code !== 0 ? code : 1);
        // One that died while serving is replaced; the others keep serving meanwhile.
        console.error(`Server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
        setTimeout(() => void startOne(), RESTART_DELAY_MS);
      });
    });

  for (let i = 0; i < processes; i++) await startOne();
  console.info(`${processes} server processes are serving`);

  // Each process finishes its open requests on SIGTERM (server/index.ts); this one waits for them all.
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      for (const worker of workers) worker?.process.kill(signal);
      cluster.on("exit", () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
}
