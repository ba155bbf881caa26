// `npm run bench:http`: the public pages' throughput side by side with nginx serving the very same HTML as static files.
//
// It builds the app into build-bench-http/, starts the production server on a free port of 127.0.0.1 with a temporary
// database seeded with the demo content, saves the HTML of the main public pages, serves those files with Debian's
// nginx (gzip on) on another free port, and runs autocannon (10 connections, gzip accepted) against both, page by
// page, alternating. It prints req/s, p50/p99 latency and the ratio per page, two rows for the uncached
// server-rendered `/` (with a signed-in session cookie, and anonymous with a query, neither of which is cached) and
// the server's RSS before and after.
//
// The uncached rows alternate BENCH_UNCACHED_RUNS times (default 3) and report their median run.
//
// BENCH_SECONDS (default 5): length of each measured run; BENCH_WARMUP_SECONDS (default 1): a run before each that
// is not counted (at least 5 s before the first uncached row); BENCH_CONNECTIONS (default 10); BENCH_NGINX_WORKERS (default "auto", as Debian's nginx.conf);
// BENCH_NGINX_GZIP_STATIC=1: nginx serves stored .gz files (gzip_static) instead of compressing each answer.
// BACKUP_REPLICA_URL (e.g. file:///tmp/bench-replica): the server runs as `npm start` runs it then, under Litestream
// replicating the database there, and the RSS line adds up Litestream and the server.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { findNginx, freePort, startNginx, stopChild, type NginxProcess } from "../tests/support/nginx";
import { benchServerEnv, buildApp, serverArgs, waitForHealth } from "./bench-app.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = "build-bench-http";
const seconds = positive(process.env.BENCH_SECONDS, 5);
const warmupSeconds = Math.max(0, Number(process.env.BENCH_WARMUP_SECONDS ?? 1) || 0);
const connections = positive(process.env.BENCH_CONNECTIONS, 10);
const nginxWorkers = process.env.BENCH_NGINX_WORKERS
  ? positive(process.env.BENCH_NGINX_WORKERS, 1)
  : ("auto" as const);
const uncachedRounds = positive(process.env.BENCH_UNCACHED_RUNS, 3);
const acceptEncoding = "gzip, deflate, br";
const gzipStatic = process.env.BENCH_NGINX_GZIP_STATIC === "1";

function positive(value: string | undefined, fallback: number) {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}

type Run = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

// The cached pages never render, so the renderer's code is still unoptimised when the uncached rows begin: their
// warm-up lasts until V8 has compiled it (measured: the first 5 s after a 1 s warm-up ran ~20% below the next ones).
const RENDER_WARMUP_SECONDS = 5;

async function measure(
  url: string,
  headers: Record<string, string> = {},
  warmup = warmupSeconds,
): Promise<Run> {
  const options = { url, connections, headers: { "accept-encoding": acceptEncoding, ...headers } };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The resident memory of a process, in MB (Linux). */
function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return kb / 1024;
}

/** A process and its children (npm start's launcher, Litestream and the server under it). */
function processTree(pid: number): number[] {
  // Every thread's children: Litestream (Go) starts the server from any of its threads.
  const children = fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/))
    .filter(Boolean)
    .map(Number);
  return [pid, ...children.flatMap(processTree)];
}
const serverRss = (pid: number) => processTree(pid).reduce((sum, each) => sum + rssMb(each), 0);
const describeRss = (mb: number) => `${mb.toFixed(0)} MB`;

/** nginx from Debian, installed when missing and we may (root); null when it cannot be had. */
function obtainNginx(): string | null {
  const found = findNginx();
  if (found || process.env.NGINX_PATH || process.getuid?.() !== 0) return found;
  console.log("nginx is not installed: trying `apt-get install -y nginx-light` ...");
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx-light"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0;
  if (!install()) {
    spawnSync("apt-get", ["update"], { stdio: ["ignore", "ignore", "inherit"] });
    install();
  }
  return findNginx();
}

/** Signs in through the /login form as a browser would and answers the `__session` cookie of the redirect. */
async function signInCookie(origin: string, email: string, password: string) {
  // The sign-in form's token, as the page gives it to a visitor without a session.
  const page = await (await fetch(`${origin}/login`)).text();
  const csrf = /<input type="hidden" name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? "";
  const response = await fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, email, password, redirectTo: "" }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .find((pair) => pair.startsWith("__session="));
  if (response.status !== 302 || !cookie) {
    throw new Error(`Signing in through /login answered ${response.status} without a session cookie`);
  }
  const home = await fetch(`${origin}/`, { headers: { Cookie: cookie } });
  if (!/no-store/.test(home.headers.get("cache-control") ?? "")) {
    throw new Error("The signed-in home page was not marked private, no-store: is the session valid?");
  }
  // The first page after sign-in shows (and so clears) the "signed in" alert and sends the cookie without it, as a
  // browser would keep it: the measured pages are the ones a signed-in visitor browses after that.
  const browsed = home.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .find((pair) => pair.startsWith("__session="));
  return browsed ?? cookie;
}

// ---------------------------------------------------------------------------------------------------------------------

const nginxBinary = obtainNginx();
if (!nginxBinary) {
  console.log(
    "nginx is not available (install Debian's nginx-light, or set NGINX_PATH): the static column is skipped.",
  );
}

buildApp(root, buildDir);

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-http-"));
const staticDir = path.join(workDir, "static");
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const admin = { email: "bench@example.com", password: randomBytes(12).toString("hex") };
const serverLog = path.join(workDir, "server.log");
const serverEnv = { ...benchServerEnv({ port, dataDir: workDir, admin }), BUILD_DIR: buildDir };
function startServer(): ChildProcess {
  const logFd = fs.openSync(serverLog, "a");
  // With a replica, as `npm start` runs it (under Litestream); else the server alone, as the systemd unit starts it.
  const args = process.env.BACKUP_REPLICA_URL ? ["scripts/start.mjs", "--no-build"] : serverArgs(buildDir);
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ["ignore", logFd, logFd],
    env: serverEnv,
  });
  fs.closeSync(logFd);
  return child;
}
let server = startServer();
const serverExited = () => server.exitCode !== null || server.signalCode !== null;
let nginx: NginxProcess | undefined;

let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    await nginx?.stop().catch(() => undefined);
    await stopChild(server).catch(() => undefined);
    fs.rmSync(workDir, { recursive: true, force: true });
  })());
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void cleanUp().then(() => process.exit(130)));
}

let failed = false;
try {
  console.log(`Starting the production server on ${origin} (seeding a temporary database) ...`);
  // Making the demo images takes a minute on an idle machine, several on a busy one.
  await waitForHealth(`${origin}/healthz`, { exited: serverExited, timeoutMs: 600_000 });
  // Seeding made images in this process; the measured one starts on the seeded database, as a deployed server does.
  await stopChild(server);
  server = startServer();
  await waitForHealth(`${origin}/healthz`, { exited: serverExited });

  const projects = (await (await fetch(`${origin}/api/projects`)).json()) as {
    _id: string;
    images: unknown[];
  }[];
  const { blogPosts } = (await (await fetch(`${origin}/api/blog`)).json()) as {
    blogPosts: { _id: string }[];
  };
  const project = projects.find((p) => p.images.length > 1) ?? projects[0];
  const pages: [label: string, pagePath: string][] = [
    ["/", "/"],
    ["/services", "/services"],
    ["/projects", "/projects"],
    ["/projects/{id}", `/projects/${project._id}`],
    ["/blog", "/blog"],
    ["/blog/{id}", `/blog/${blogPosts[0]._id}`],
    ["/contact", "/contact"],
    ["/service-areas/{slug}", "/service-areas/chandler"],
  ];

  // The same HTML as files: /x is x.html, / is index.html.
  const sizes = new Map<string, number>();
  for (const [label, pagePath] of pages) {
    const response = await fetch(`${origin}${pagePath}`);
    if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
    const html = Buffer.from(await response.arrayBuffer());
    const file = path.join(staticDir, pagePath === "/" ? "index.html" : `${pagePath.slice(1)}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    if (gzipStatic) fs.writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    sizes.set(label, html.length);
  }

  let staticOrigin: string | null = null;
  if (nginxBinary) {
    const staticPort = await freePort();
    nginx = await startNginx(nginxBinary, {
      ports: [staticPort],
      workers: nginxWorkers,
      http: `
  server {
    listen 127.0.0.1:${staticPort};
    root ${staticDir};
    charset utf-8;
    # Node keeps a connection for any number of requests; so does nginx here (Debian's default closes after 1000).
    keepalive_requests 1000000;
    gzip on;
    gzip_vary on;
    gzip_static ${gzipStatic ? "on" : "off"};
    location / {
      default_type text/html;
      try_files $uri.html $uri/index.html =404;
    }
  }`,
    });
    staticOrigin = `http://127.0.0.1:${staticPort}`;
    for (const [, pagePath] of pages) {
      const response = await fetch(`${staticOrigin}${pagePath}`);
      if (response.status !== 200) throw new Error(`nginx answered ${response.status} for ${pagePath}`);
      await response.arrayBuffer();
    }
  }

  const rssBefore = serverRss(server.pid!);
  console.log(
    `Measuring ${seconds} s per run (after ${warmupSeconds} s of warm-up), ${connections} connections, ` +
      `Accept-Encoding: ${acceptEncoding}; nginx ` +
      (nginxBinary
        ? `workers: ${nginxWorkers}, ${gzipStatic ? "stored .gz files" : "gzip per answer"} ...`
        : "skipped ..."),
  );
  const rows: { label: string; app: Run; nginx: Run | null }[] = [];
  for (const [label, pagePath] of pages) {
    process.stdout.write(`  ${label} ...\n`);
    const app = await measure(`${origin}${pagePath}`);
    const stat = staticOrigin ? await measure(`${staticOrigin}${pagePath}`) : null;
    rows.push({ label, app, nginx: stat });
  }

  const cookie = await signInCookie(origin, admin.email, admin.password);
  // The page cache keeps only addresses without a query: `/?bench=1` is the anonymous page rendered every time.
  const uncachedRows = [
    { label: "/ signed in (uncached)", url: `${origin}/`, headers: { cookie }, runs: [] as Run[] },
    {
      label: "/?bench=1 anonymous (uncached)",
      url: `${origin}/?bench=1`,
      headers: {} as Record<string, string>,
      runs: [] as Run[],
    },
  ];
  // This machine's speed swings from one minute to the next: the two rows alternate and each reports its median run.
  for (let round = 1; round <= uncachedRounds; round++) {
    for (const row of uncachedRows) {
      process.stdout.write(`  ${row.label} (${round}/${uncachedRounds}) ...\n`);
      const warmup =
        round === 1 && row === uncachedRows[0]
          ? Math.max(warmupSeconds, RENDER_WARMUP_SECONDS)
          : warmupSeconds;
      row.runs.push(await measure(row.url, row.headers, warmup));
    }
  }
  const medianRun = (runs: Run[]) =>
    [...runs].sort((a, b) => a.rps - b.rps)[Math.floor((runs.length - 1) / 2)];
  const rssAfter = serverRss(server.pid!);

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const header = [
    "page",
    "HTML",
    "app req/s",
    "nginx req/s",
    "ratio",
    "app p50",
    "app p99",
    "nginx p50",
    "nginx p99",
  ];
  const table = [
    ...rows.map(({ label, app, nginx: stat }) => [
      label,
      `${(sizes.get(label)! / 1024).toFixed(1)} KB`,
      app.rps.toFixed(0),
      stat ? stat.rps.toFixed(0) : "-",
      stat ? (app.rps / stat.rps).toFixed(3) : "-",
      ms(app.p50),
      ms(app.p99),
      stat ? ms(stat.p50) : "-",
      stat ? ms(stat.p99) : "-",
    ]),
    ...uncachedRows.map(({ label, runs }) => {
      const run = medianRun(runs);
      return [label, "", run.rps.toFixed(0), "-", "-", ms(run.p50), ms(run.p99), "-", "-"];
    }),
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  console.log("");
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`);
  for (const row of table) console.log(line(row));
  for (const { label, runs } of uncachedRows) {
    console.log(
      `${label}: median of ${runs.length} runs; every run ${runs.map((run) => run.rps.toFixed(0)).join(", ")} req/s.`,
    );
  }
  console.log(`\nServer RSS: ` + `${describeRss(rssBefore)} before, ${describeRss(rssAfter)} after.`);

  const runs = [
    ...rows.flatMap((row) => [
      { name: `${row.label} (app)`, run: row.app },
      { name: `${row.label} (nginx)`, run: row.nginx },
    ]),
    ...uncachedRows.flatMap(({ label, runs }) => runs.map((run) => ({ name: label, run }))),
  ];
  const refused = runs.filter(({ run }) => run?.non2xx);
  if (refused.length) {
    failed = true;
    console.log("\nSome answers were not 200 (those figures are not comparable):");
    for (const { name, run } of refused) console.log(`  ${name}: ${run!.non2xx} non-2xx answers`);
  }
  const broken = runs.filter(({ run }) => run?.errors);
  for (const { name, run } of broken) console.log(`  ${name}: ${run!.errors} connection errors or timeouts`);

  const ratios = rows.filter((row) => row.nginx).map((row) => row.app.rps / row.nginx!.rps);
  const verdict = (ok: boolean) => (ok ? "met" : "NOT met");
  console.log("\nTargets:");
  if (ratios.length)
    console.log(
      `  every ratio >= 0.5: ${verdict(Math.min(...ratios) >= 0.5)} (lowest ${Math.min(...ratios).toFixed(3)})`,
    );
  const worstP99 = Math.max(...rows.map((row) => row.app.p99));
  console.log(`  app p99 <= 50 ms: ${verdict(worstP99 <= 50)} (highest ${ms(worstP99)})`);
  for (const { label, runs } of uncachedRows) {
    const { rps } = medianRun(runs);
    console.log(`  ${label} >= 300 req/s (median): ${verdict(rps >= 300)} (${rps.toFixed(0)})`);
  }
  console.log(`  RSS <= 250 MB after the load: ${verdict(rssAfter <= 250)} (${describeRss(rssAfter)})`);
  console.log(
    `  (${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(2)}: other work on the machine lowers every figure.)`,
  );
} catch (error) {
  failed = true;
  console.error(`\nThe benchmark failed: ${(error as Error).message}`);
  if (fs.existsSync(serverLog)) {
    const tail = fs.readFileSync(serverLog, "utf8").split("\n").slice(-30).join("\n");
    console.error(`Last lines of the server's output:\n${tail}`);
  }
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
