// Runs the production server (server/index.ts, compiled into build/index.js) as WEB_CONCURRENCY processes sharing
// one port (default 1), so a machine's cores all render pages (one Node process renders on one core). Usage:
// `node scripts/serve.mjs [path/to/build/index.js]` (npm start, the systemd unit and the benchmarks call it).
//
// Every server process is a worker of this small one, which starts it with V8's old-space limit (SERVER_HEAP_MB,
// default 128) and replaces it if it dies. Without the limit V8 lets a busy server's heap grow to twice what it
// needs before collecting (measured: 200-260 MB resident after a minute of load, against about 150 MB with it,
// for the same throughput); a flag only takes effect when a process starts, hence the worker.
//
// Everything the processes share lives in SQLite (sessions, limits, the content version the page caches check, the
// mail outbox and newsletter claims), so any of them may answer any request. They start one after another: the first
// runs the migrations and seeds an empty database before the next opens it.
import cluster from "node:cluster";
import path from "node:path";

const entry = path.resolve(process.argv[2] ?? "build/index.js");
const processes = Math.max(1, Math.floor(Number(process.env.WEB_CONCURRENCY ?? 1)) || 1);
const heapMegabytes = Math.max(64, Math.floor(Number(process.env.SERVER_HEAP_MB ?? 128)) || 128);
const RESTART_DELAY_MS = 1_000;

// One process accepts its connections itself; several take turns, dealt out by this one.
if (processes === 1) cluster.schedulingPolicy = cluster.SCHED_NONE;
cluster.setupPrimary({
  exec: entry,
  execArgv: [...process.execArgv, `--max-old-space-size=${heapMegabytes}`],
});
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

// Each process finishes its open requests on SIGTERM (server/index.ts); this one waits for them all (a signal
// during start-up included: the first process may be seeding).
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

for (let i = 0; i < processes; i++) await startOne();
console.info(`${processes} server ${processes === 1 ? "process is" : "processes are"} serving`);
