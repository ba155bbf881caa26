// Litestream, as this site runs it: the configuration made from BACKUP_REPLICA_URL and the S3_* settings, the binary
// from npm (@flydotio/litestream-linux-x64), and the command lines of `replicate` (npm start, via scripts/litestream-command.ts)
// and `restore` (npm run db:restore). The one place that knows Litestream's settings.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Env } from "~/env.server";
import { parseReplicaUrl, type ReplicaTarget } from "~/utils/replica-url";

export type ReplicationEnv = Pick<
  Env,
  | "DATABASE_PATH"
  | "BACKUP_REPLICA_URL"
  | "BACKUP_SSH_KEY_PATH"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
>;

/** How often Litestream reads the database's WAL, and ships what is new to the replica: about what a crash loses. */
export const MONITOR_INTERVAL_SECONDS = 1;
const SYNC_INTERVAL_SECONDS = 1;

/** The replica BACKUP_REPLICA_URL names; throws when replication is off. */
export function replicaTarget(env: Pick<Env, "BACKUP_REPLICA_URL">): ReplicaTarget {
  if (!env.BACKUP_REPLICA_URL) throw new Error("BACKUP_REPLICA_URL is not set");
  return parseReplicaUrl(env.BACKUP_REPLICA_URL);
}

// A YAML scalar: JSON's double-quoted strings are valid YAML, escapes included.
const quote = (value: string) => JSON.stringify(value);

/**
 * Litestream's configuration (YAML) for the site's database and its one replica. It holds no secret: S3 credentials
 * reach Litestream through its environment (litestreamEnvironment), and the commands below pass -no-expand-env, so
 * every value is read as written.
 */
export function litestreamConfig(env: ReplicationEnv, options: { metricsAddress?: string } = {}): string {
  const target = replicaTarget(env);
  const replica: string[] = [];
  switch (target.type) {
    case "file":
      replica.push("type: file", `path: ${quote(target.path)}`);
      break;
    case "sftp":
      replica.push(
        "type: sftp",
        `host: ${quote(`${target.host}:${target.port}`)}`,
        `user: ${quote(target.user)}`,
        `path: ${quote(target.path)}`,
        `key-path: ${quote(path.resolve(env.BACKUP_SSH_KEY_PATH ?? ""))}`,
      );
      break;
    case "s3":
      replica.push("type: s3", `bucket: ${quote(target.bucket)}`, `path: ${quote(target.path)}`);
      if (env.S3_REGION) replica.push(`region: ${quote(env.S3_REGION)}`);
      // Any store but AWS itself (MinIO, R2, B2...) is addressed by path: https://endpoint/bucket/key.
      if (env.S3_ENDPOINT) replica.push(`endpoint: ${quote(env.S3_ENDPOINT)}`, "force-path-style: true");
      break;
  }
  replica.push(`sync-interval: ${SYNC_INTERVAL_SECONDS}s`);

  return [
    "# Made from BACKUP_REPLICA_URL by app/backup/litestream-config.server.ts at each start; edits are overwritten.",
    ...(options.metricsAddress ? [`addr: ${quote(options.metricsAddress)}`] : []),
    // Warnings and errors only: at "info" Litestream writes two lines per second while the site is being written to.
    "logging:",
    "  level: warn",
    "dbs:",
    `  - path: ${quote(path.resolve(env.DATABASE_PATH))}`,
    `    monitor-interval: ${MONITOR_INTERVAL_SECONDS}s`,
    "    replicas:",
    ...replica.map((line, index) => `${index === 0 ? "      - " : "        "}${line}`),
    "",
  ].join("\n");
}

/** Variables Litestream itself needs: the S3 credentials, in the names its AWS SDK reads. */
export function litestreamEnvironment(env: ReplicationEnv): Record<string, string> {
  if (replicaTarget(env).type !== "s3" || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return {};
  return { AWS_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY };
}

/** Where the server's Litestream configuration is written: beside the database. */
export function litestreamConfigFile(env: Pick<Env, "DATABASE_PATH">) {
  return path.join(path.dirname(path.resolve(env.DATABASE_PATH)), "litestream.yml");
}

export function writeLitestreamConfig(file: string, config: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, config, { mode: 0o600 });
}

/**
 * The Litestream binary (v0.3.13) from `@flydotio/litestream-linux-x64`, an optional dependency: the registry serves
 * no other platform's package, so elsewhere Litestream is not installed and replication cannot be turned on.
 */
export function litestreamBinary(): string {
  const name = `@flydotio/litestream-${process.platform}-${process.arch}`;
  try {
    const platformPackage = createRequire(import.meta.url).resolve(`${name}/package.json`);
    return path.join(path.dirname(platformPackage), "litestream");
  } catch {
    throw new Error(`Litestream is not installed for this platform (${name}): run npm ci on Linux x64`);
  }
}

// One word of a command line as Litestream's -exec splits it (go-shellwords, POSIX rules).
const shellWord = (word: string) =>
  /^[\w/.=:,+@%-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;

/** `litestream replicate`, running `command` (the server) as its child: it stops when the child stops. */
export function replicateArgs(configFile: string, command: string[]): string[] {
  return ["replicate", "-config", configFile, "-no-expand-env", "-exec", command.map(shellWord).join(" ")];
}

/** `litestream restore` of the site's database into `output`: the latest state, or the state at `timestamp`. */
export function restoreArgs(
  configFile: string,
  env: Pick<Env, "DATABASE_PATH">,
  options: { output: string; timestamp?: Date },
): string[] {
  return [
    "restore",
    "-config",
    configFile,
    "-no-expand-env",
    "-o",
    options.output,
    ...(options.timestamp ? ["-timestamp", options.timestamp.toISOString()] : []),
    path.resolve(env.DATABASE_PATH),
  ];
}
