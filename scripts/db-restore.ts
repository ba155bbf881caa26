// `npm run db:restore [-- --timestamp <ISO time>] [--output <file>] [--force]`: the database from the Litestream
// replica BACKUP_REPLICA_URL names, as it is now or as it was at a time. Writes DATABASE_URL's file unless --output
// names another; never replaces an existing file without --force. Run it with the server stopped.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import {
  litestreamBinary,
  litestreamConfig,
  litestreamEnvironment,
  replicaTarget,
  restoreArgs,
  writeLitestreamConfig,
} from "~/backup/litestream-config.server";
import { env } from "~/env.server";
import { describeReplica } from "~/utils/replica-url";

class RestoreError extends Error {}

function fail(message: string): never {
  throw new RestoreError(message);
}

function restore() {
  let options: { timestamp?: string; output?: string; force?: boolean };
  try {
    options = parseArgs({
      options: { timestamp: { type: "string" }, output: { type: "string" }, force: { type: "boolean" } },
    }).values;
  } catch (error) {
    fail(
      `${(error as Error).message}\nUsage: npm run db:restore [-- --timestamp <ISO time>] [--output <file>] [--force]`,
    );
  }

  if (!env.BACKUP_REPLICA_URL) {
    fail(
      "BACKUP_REPLICA_URL is not set, so there is no replica to restore from. Set it (and S3_* or " +
        "BACKUP_SSH_KEY_PATH) as the server had it: see deploy/env.example.",
    );
  }
  const replica = describeReplica(replicaTarget(env));

  let timestamp: Date | undefined;
  if (options.timestamp !== undefined) {
    timestamp = new Date(options.timestamp);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(options.timestamp) || Number.isNaN(timestamp.getTime())) {
      fail(
        "--timestamp must be an ISO time such as 2026-03-31T16:05:00Z or 2026-03-31T09:05:00-07:00 " +
          `(got "${options.timestamp}")`,
      );
    }
  }

  const output = path.resolve(options.output ?? env.DATABASE_PATH);
  // A -wal file beside a database belongs to it: a restored file must not meet an old one.
  const existing = [output, `${output}-wal`, `${output}-shm`].filter((file) => fs.existsSync(file));
  if (existing.length > 0 && !options.force) {
    fail(
      `${output} already exists: not overwriting it. Stop the server and run again with --force to replace it, ` +
        "or restore into another file with --output <file>.",
    );
  }

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "site-restore-"));
  // Restored beside the target, then renamed over it: the old file stays whole until the new one is complete.
  const restoring = path.join(path.dirname(output), `.${path.basename(output)}.restoring-${process.pid}`);
  try {
    fs.mkdirSync(path.dirname(output), { recursive: true });
    const configFile = path.join(work, "litestream.yml");
    writeLitestreamConfig(configFile, litestreamConfig(env));
    const started = Date.now();
    console.info(
      `Restoring from ${replica}${timestamp ? ` as it was at ${timestamp.toISOString()}` : " (latest)"}...`,
    );
    const result = spawnSync(
      litestreamBinary(),
      restoreArgs(configFile, env, { output: restoring, timestamp }),
      {
        encoding: "utf8",
        env: { ...process.env, ...litestreamEnvironment(env) },
      },
    );
    if (result.error) fail(`Could not run Litestream: ${result.error.message}`);
    const said = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim();
    if (result.status !== 0 || !fs.existsSync(restoring)) {
      if (/no matching backups found/i.test(said)) {
        fail(
          timestamp
            ? `The replica ${replica} holds no backup from before ${timestamp.toISOString()}: nothing to restore.`
            : `The replica ${replica} is empty (no backup was ever written there): nothing to restore.`,
        );
      }
      fail(`Litestream could not restore from ${replica}:\n${said}`);
    }

    const restored = new Database(restoring, { readonly: true });
    const check = restored.pragma("quick_check", { simple: true });
    restored.close();
    if (check !== "ok")
      fail(`The restored database failed SQLite's check (${String(check)}); ${output} is unchanged.`);

    for (const file of existing) fs.rmSync(file);
    fs.renameSync(restoring, output);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `Restored ${output} (${Math.ceil(fs.statSync(output).size / 1024)} KiB) in ${seconds} s. Start the server: ` +
        "npm start, or systemctl start contractor-site.",
    );
  } finally {
    for (const suffix of ["", "-wal", "-shm", ".tmp", ".tmp-wal", ".tmp-shm"])
      fs.rmSync(`${restoring}${suffix}`, { force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
}

try {
  restore();
} catch (error) {
  if (!(error instanceof RestoreError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
