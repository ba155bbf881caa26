// `npm run bench`: Lighthouse (mobile, simulated throttling) for the main public pages.
//
// It builds the app into build-bench/, starts the production server on a free port of 127.0.0.1 with a temporary
// database seeded with the demo content, audits each page (the median of BENCH_RUNS runs, default 3) and prints a
// table, with every run's performance and total blocking time beside the median run's figures (on a busy machine
// they vary from run to run). Full reports are written to bench-results/ (kept out of git). Chromium: CHROME_PATH,
// else /usr/bin/chromium.
//
// BENCH_WITHOUT_SCRIPTS=1 audits the same pages with their script files blocked (the small inline scripts still run):
// what the HTML, CSS and images alone score on this machine, to tell the scripts' share of the total blocking time
// from the machine's.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { benchServerEnv, buildApp, serverArgs, waitForHealth } from "./bench-app.mjs";
import { benchAdmin, sentInvoicePath, sentQuotePath } from "./bench-quote.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = "build-bench";
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const categories = ["performance", "accessibility", "best-practices", "seo"];
const withoutScripts = process.env.BENCH_WITHOUT_SCRIPTS === "1";
const blockedUrlPatterns = withoutScripts ? ["*.js"] : [];

if (!fs.existsSync(chromePath)) {
  console.error(
    `Chromium not found at ${chromePath}. Install it (apt-get install -y chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

buildApp(root, buildDir);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const serverLog = path.join(dataDir, "server.log");
const server = spawn(process.execPath, serverArgs(buildDir), {
  cwd: root,
  stdio: ["ignore", fs.openSync(serverLog, "a"), fs.openSync(serverLog, "a")],
  env: benchServerEnv({ port, dataDir, admin: benchAdmin }),
});

let chrome;
const cleanUp = async () => {
  try {
    await chrome?.kill();
  } catch {
    // already gone
  }
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    const timer = setTimeout(() => server.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGINT", async () => {
  await cleanUp();
  process.exit(130);
});

try {
  console.log(`Starting the production server on ${origin} (seeding a temporary database) ...`);
  await waitForHealth(`${origin}/healthz`);

  const projects = await (await fetch(`${origin}/api/projects`)).json();
  const { blogPosts } = await (await fetch(`${origin}/api/blog`)).json();
  const project = projects.find((p) => p.images.length > 1) ?? projects[0];
  const allPages = [
    ["/", "/"],
    ["/estimate", "/estimate"],
    ["/projects", "/projects"],
    ["/projects/{id}", `/projects/${project._id}`],
    ["/blog", "/blog"],
    ["/blog/{id}", `/blog/${blogPosts[0]._id}`],
    ["/contact", "/contact"],
    ["/service-areas", "/service-areas"],
    ["/service-areas/{slug}", "/service-areas/chandler"],
    ["/q/{token}", await sentQuotePath(origin, path.join(dataDir, "site.db"))],
    ["/i/{token}", await sentInvoicePath(origin, path.join(dataDir, "site.db"))],
  ];
  // BENCH_PAGES="/,/estimate" audits only those pages (their labels, as the table prints them).
  const only = process.env.BENCH_PAGES?.split(",").map((label) => label.trim());
  const pages = only ? allPages.filter(([label]) => only.includes(label)) : allPages;

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });

  // Warm-up, not measured: every page is requested once (a visitor before this one filled the server's page cache),
  // and one audit runs while the new browser is still busy starting its own services.
  for (const [, pagePath] of pages) await (await fetch(`${origin}${pagePath}`)).arrayBuffer();
  process.stdout.write("Lighthouse warm-up run (not counted) ...\n");
  await lighthouse(`${origin}/`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });

  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const outDir = path.join(root, "bench-results", stamp);
  fs.mkdirSync(outDir, { recursive: true });

  const rows = [];
  for (const [label, pagePath] of pages) {
    const samples = [];
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`Lighthouse ${label} (run ${run}/${runs}) ...\n`);
      const result = await lighthouse(`${origin}${pagePath}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
        blockedUrlPatterns,
      });
      const { lhr } = result;
      // A page that did not load (the server stopped, an error page) has no figures: stop and say why.
      if (lhr.runtimeError) {
        const log = fs.readFileSync(serverLog, "utf8").split("\n").slice(-20).join("\n");
        throw new Error(
          `Lighthouse could not load ${pagePath}: ${lhr.runtimeError.code}\nServer log:\n${log}`,
        );
      }
      samples.push({
        scores: Object.fromEntries(
          categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        ),
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        fcp: lhr.audits["first-contentful-paint"].numericValue,
        report: result.report,
        failing: Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
          .map((audit) => audit.id),
      });
    }
    // The run with the median performance score stands for the page.
    const perf = median(samples.map((s) => s.scores.performance));
    const chosen = samples.find((s) => s.scores.performance === perf);
    fs.writeFileSync(
      path.join(outDir, `${label.replace(/[^a-z0-9]+/gi, "_") || "home"}.json`),
      chosen.report,
    );
    rows.push({
      label,
      ...chosen,
      everyRun: samples.map((s) => `${s.scores.performance}/${Math.round(s.tbt)}`),
    });
  }

  const header = [
    "page",
    "performance",
    "accessibility",
    "best practices",
    "SEO",
    "FCP",
    "LCP",
    "TBT",
    "CLS",
    "every run (performance/TBT ms)",
  ];
  const table = rows.map((row) => [
    row.label,
    String(row.scores.performance),
    String(row.scores.accessibility),
    String(row.scores["best-practices"]),
    String(row.scores.seo),
    `${(row.fcp / 1000).toFixed(2)} s`,
    `${(row.lcp / 1000).toFixed(2)} s`,
    `${Math.round(row.tbt)} ms`,
    row.cls.toFixed(3),
    row.everyRun.join(" "),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(
    `\nLighthouse ${lighthouseVersion()} mobile, ${runs} run(s) per page (median performance)` +
      `${withoutScripts ? ", script files blocked" : ""}:\n`,
  );
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of table) console.log(line(row));
  for (const row of rows) {
    if (row.failing.length) console.log(`\n${row.label} failing audits: ${row.failing.join(", ")}`);
  }
  console.log(`\nFull reports: ${path.relative(root, outDir)}/`);
} finally {
  await cleanUp();
}

function lighthouseVersion() {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8"))
      .version;
  } catch {
    return "";
  }
}
