// `npm start`: build when needed, then run the production server (server/index.ts, compiled into build/server/index.js).
// Migrations, demo seeding and the admin bootstrap run inside the server as it loads (app/startup.server.ts).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const skipBuild = process.argv.includes("--no-build");
if (!skipBuild) {
  const build = spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A local start keeps a random session secret beside the database; a real deployment sets SESSION_SECRET itself.
if (!process.env.SESSION_SECRET) {
  const dataDir = path.dirname((process.env.DATABASE_URL ?? "file:./data/site.db").replace(/^file:/, ""));
  const secretFile = path.join(dataDir, "session-secret");
  if (!fs.existsSync(secretFile)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(secretFile, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  process.env.SESSION_SECRET = fs.readFileSync(secretFile, "utf8").trim();
}

// A local production start serves http://localhost:$PORT; a real deployment sets PUBLIC_URL to its https origin.
process.env.PUBLIC_URL ||= `http://localhost:${process.env.PORT || 3000}`;

// V8's old-space limit, as the systemd unit sets it: without one a busy server lets its heap grow to twice what it
// needs before collecting. The server runs as our direct child (not through npx), so a SIGTERM to `npm start` reaches it.
const server = spawn(process.execPath, ["--max-old-space-size=128", "build/server/index.js"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
