// `npm run deps:check`: what is behind, and where each one's changes and security notes are to be read (decision 025;
// the README says when to run it). npm itself runs on the project's Node here: npm on an older Node hides releases
// whose `engines` it does not meet, React Router 8 among them. It changes nothing; updating stays a decision.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const npm = (...args) =>
  spawnSync(process.execPath, [process.env.npm_execpath ?? "npm", ...args], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });

if (!process.env.npm_execpath) {
  console.error("Run it as `npm run deps:check` (it needs the npm that runs it).");
  process.exit(2);
}

// `npm outdated` exits with 1 when something is behind; its JSON is on stdout either way.
const outdatedRun = npm("outdated", "--json", "--long");
let outdated;
try {
  outdated = JSON.parse(outdatedRun.stdout || "{}");
} catch {
  console.error(`npm outdated failed:\n${outdatedRun.stderr}`);
  process.exit(1);
}

const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const kindOf = (name) =>
  manifest.dependencies?.[name] || manifest.optionalDependencies?.[name] ? "runtime" : "dev";
const majorOf = (version) => String(version ?? "").split(".")[0];

// The `node` package only wraps Node's own binaries: Node's releases and security notes are the ones to read.
const REPOSITORY_OF = { node: "nodejs/node" };

/** The GitHub repository of an installed package (owner/name), from its package.json. */
function githubRepo(name) {
  if (REPOSITORY_OF[name]) return REPOSITORY_OF[name];
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8"));
    const url = (typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url) ?? "";
    // "owner/name" and "github:owner/name" are GitHub's shorthands.
    const shorthand = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(url)?.[1];
    return shorthand ?? /github\.com[/:]([^/]+\/[^/#]+?)(\.git)?(#.*)?$/.exec(url)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** Where to read what changed: the changelog shipped in the package, else the repository's releases. */
function changelogOf(name) {
  const local = ["CHANGELOG.md", "History.md", "HISTORY.md", "CHANGES.md"]
    .map((file) => path.join("node_modules", name, file))
    .find((file) => fs.existsSync(path.join(root, file)));
  const repo = githubRepo(name);
  return [
    local ? `${local} (the installed version's; the newer one: npm pack ${name}@latest)` : null,
    repo ? `https://github.com/${repo}/releases` : `https://www.npmjs.com/package/${name}?activeTab=versions`,
  ].filter(Boolean);
}

const advisoriesOf = (name) => {
  const repo = githubRepo(name);
  return [
    `https://github.com/advisories?query=ecosystem%3Anpm+${encodeURIComponent(name)}`,
    repo ? `https://github.com/${repo}/security/advisories` : null,
  ].filter(Boolean);
};

const rows = Object.entries(outdated)
  .map(([name, info]) => ({ name, ...(Array.isArray(info) ? info[0] : info) }))
  .map((row) => ({
    ...row,
    kind: kindOf(row.name),
    majorBehind: majorOf(row.current) !== majorOf(row.latest),
  }))
  .sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === "runtime" ? -1 : 1));

if (rows.length === 0) {
  console.info("Every dependency is on its latest version.");
} else {
  console.info(`Behind (${rows.length}): runtime dependencies first; "major" marks a new major version.\n`);
  for (const row of rows) {
    const flags = [row.kind, row.majorBehind ? "major" : null].filter(Boolean).join(", ");
    console.info(
      `${row.name}  ${row.current ?? "missing"} -> wanted ${row.wanted}, latest ${row.latest}  (${flags})`,
    );
    for (const where of changelogOf(row.name)) console.info(`  changes:    ${where}`);
    for (const where of advisoriesOf(row.name)) console.info(`  advisories: ${where}`);
  }
}

// Known advisories of what is installed, when the registry answers (`npm audit` needs its audit endpoint).
const audit = npm("audit", "--json", "--audit=true");
try {
  const report = JSON.parse(audit.stdout);
  if (!report.metadata) throw new Error(report.message || report.error?.summary || "no report");
  const counts = report.metadata?.vulnerabilities ?? {};
  const found = Object.entries(counts).filter(([level, count]) => level !== "total" && count > 0);
  console.info(
    found.length === 0
      ? "\nnpm audit: no known advisory for the installed versions."
      : `\nnpm audit: ${found.map(([level, count]) => `${count} ${level}`).join(", ")}; \`npm audit\` lists them.`,
  );
} catch (error) {
  console.info(
    `\nnpm audit: the registry's audit service did not answer (${error.message}); read the links above.`,
  );
}
