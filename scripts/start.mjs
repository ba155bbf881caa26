// `npm start`: build when needed, then run the production server (server/index.ts, compiled into build/server/index.js).
// Migrations, demo seeding and the admin bootstrap run inside the server as it loads (app/startup/startup.server.ts).
// With BACKUP_REPLICA_URL set, the server runs under Litestream (`litestream replicate -exec ...`), which replicates the
// database while it runs. The systemd unit runs this file too (`--no-build`).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEPLOYED_ENV, DEPLOYED_NODE_FLAGS } from "./server-env.mjs";

const skipBuild = process.argv.includes("--no-build");
if (!skipBuild) {
  const build = spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A local start keeps a random session secret beside the database; a real deployment (NODE_ENV=production, as the
// systemd unit sets it) sets SESSION_SECRET and PUBLIC_URL itself, and the server refuses to start without them.
const local = process.env.NODE_ENV !== "production";
if (local && !process.env.SESSION_SECRET) {
  const dataDir = path.dirname((process.env.DATABASE_URL ?? "file:./data/site.db").replace(/^file:/, ""));
  const secretFile = path.join(dataDir, "session-secret");
  if (!fs.existsSync(secretFile)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(secretFile, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  process.env.SESSION_SECRET = fs.readFileSync(secretFile, "utf8").trim();
}

// A local production start serves http://localhost:$PORT; a real deployment sets PUBLIC_URL to its https origin.
if (local) process.env.PUBLIC_URL ||= `http://localhost:${process.env.PORT || 3000}`;

// V8's heap limits (DEPLOYED_NODE_FLAGS). The server runs as our direct child (not through npx), so a SIGTERM to
// `npm start` reaches it. BUILD_DIR: the build `npm run build` wrote (default build/).
const serverCommand = [
  process.execPath,
  ...DEPLOYED_NODE_FLAGS,
  path.join(process.env.BUILD_DIR || "build", "server/index.js"),
];
const serverEnv = { NODE_ENV: "production", ...DEPLOYED_ENV, ...process.env };

// Litestream's command line, configuration and variables come from app/backup/litestream-config.server.ts, through a
// short TypeScript step that also checks the configuration as the server will (a bad value stops here, in one line).
function underLitestream() {
  const made = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      fileURLToPath(new URL("litestream-command.ts", import.meta.url)),
      "--",
      ...serverCommand,
    ],
    { env: serverEnv, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  if (made.status !== 0) process.exit(made.status ?? 1);
  const { command, args, env } = JSON.parse(made.stdout);
  return spawn(command, args, { stdio: "inherit", env: { ...serverEnv, ...env } });
}

// Litestream passes SIGINT and SIGTERM on to the server, waits for it to finish, then ships the last changes.
const server = process.env.BACKUP_REPLICA_URL?.trim()
  ? underLitestream()
  : spawn(serverCommand[0], serverCommand.slice(1), { stdio: "inherit", env: serverEnv });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
