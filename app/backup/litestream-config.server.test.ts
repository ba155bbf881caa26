import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import {
  litestreamBinary,
  litestreamConfig,
  litestreamEnvironment,
  replicateArgs,
  restoreArgs,
  type ReplicationEnv,
} from "./litestream-config.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "litestream-config-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const base: ReplicationEnv = {
  DATABASE_PATH: "/srv/site/data/site.db",
  BACKUP_REPLICA_URL: undefined,
  BACKUP_SSH_KEY_PATH: undefined,
  S3_ENDPOINT: undefined,
  S3_REGION: undefined,
  S3_ACCESS_KEY_ID: undefined,
  S3_SECRET_ACCESS_KEY: undefined,
};

/** What Litestream 0.3.13 itself makes of a configuration: `litestream databases` builds every replica from it. */
function litestreamReads(config: string) {
  const file = path.join(dir, `config-${Math.random().toString(36).slice(2)}.yml`);
  fs.writeFileSync(file, config);
  const result = spawnSync(litestreamBinary(), ["databases", "-config", file, "-no-expand-env"], {
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("litestreamConfig", () => {
  test("file://: the folder, a one-second sync and WAL reads, metrics on loopback", () => {
    const config = litestreamConfig(
      { ...base, BACKUP_REPLICA_URL: "file:///mnt/backup/site" },
      { metricsAddress: "127.0.0.1:41234" },
    );
    expect(config).toBe(
      [
        "# Made from BACKUP_REPLICA_URL by app/backup/litestream-config.server.ts at each start; edits are overwritten.",
        'addr: "127.0.0.1:41234"',
        "logging:",
        "  level: warn",
        "dbs:",
        '  - path: "/srv/site/data/site.db"',
        "    monitor-interval: 1s",
        "    replicas:",
        "      - type: file",
        '        path: "/mnt/backup/site"',
        "        sync-interval: 1s",
        "",
      ].join("\n"),
    );
    expect(litestreamReads(config)).toMatchObject({
      status: 0,
      output: expect.stringMatching(/site\.db\s+file/),
    });
  });

  test("sftp://: host and port, user, folder and the key file (made absolute); no password", () => {
    const config = litestreamConfig({
      ...base,
      DATABASE_PATH: "./data/site.db",
      BACKUP_REPLICA_URL: "sftp://backup@backup.example.com:2222/srv/backups/site",
      BACKUP_SSH_KEY_PATH: "keys/backup_ed25519",
    });
    expect(config).toContain(
      [
        "      - type: sftp",
        '        host: "backup.example.com:2222"',
        '        user: "backup"',
        '        path: "/srv/backups/site"',
        `        key-path: ${JSON.stringify(path.resolve("keys/backup_ed25519"))}`,
        "        sync-interval: 1s",
      ].join("\n"),
    );
    expect(config).toContain(`  - path: ${JSON.stringify(path.resolve("data/site.db"))}`);
    expect(config).not.toMatch(/password|addr:/);
    expect(
      litestreamConfig({ ...base, BACKUP_REPLICA_URL: "sftp://b@h/x", BACKUP_SSH_KEY_PATH: "/k" }),
    ).toContain('host: "h:22"');
    expect(litestreamReads(config)).toMatchObject({
      status: 0,
      output: expect.stringMatching(/site\.db\s+sftp/),
    });
  });

  test("s3:// with a custom endpoint: bucket, path, region, path-style addressing; the keys only in the environment", () => {
    const env = {
      ...base,
      BACKUP_REPLICA_URL: "s3://site-backups/db/site",
      S3_ENDPOINT: "https://account.r2.cloudflarestorage.com",
      S3_REGION: "auto",
      S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret/with+odd$chars",
    };
    const config = litestreamConfig(env);
    expect(config).toContain(
      [
        "      - type: s3",
        '        bucket: "site-backups"',
        '        path: "db/site"',
        '        region: "auto"',
        '        endpoint: "https://account.r2.cloudflarestorage.com"',
        "        force-path-style: true",
        "        sync-interval: 1s",
      ].join("\n"),
    );
    expect(config).not.toContain("AKIDEXAMPLE");
    expect(config).not.toContain("secret/with");
    expect(litestreamEnvironment(env)).toEqual({
      AWS_ACCESS_KEY_ID: "AKIDEXAMPLE",
      AWS_SECRET_ACCESS_KEY: "secret/with+odd$chars",
    });
    expect(litestreamReads(config)).toMatchObject({
      status: 0,
      output: expect.stringMatching(/site\.db\s+s3/),
    });
  });

  test("s3:// on AWS: the region, virtual-host addressing, and the host's own credentials when no keys are set", () => {
    const env = { ...base, BACKUP_REPLICA_URL: "s3://site-backups/site", S3_REGION: "us-west-2" };
    const config = litestreamConfig(env);
    expect(config).toContain('region: "us-west-2"');
    expect(config).not.toMatch(/endpoint|force-path-style/);
    expect(litestreamEnvironment(env)).toEqual({});
  });

  test("no S3 variables for the other replica types", () => {
    const env = {
      ...base,
      BACKUP_REPLICA_URL: "file:///mnt/backup",
      S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(litestreamEnvironment(env)).toEqual({});
  });

  test("refuses to run without a replica", () => {
    expect(() => litestreamConfig(base)).toThrow("BACKUP_REPLICA_URL is not set");
  });
});

describe("command lines", () => {
  test("replicate runs the server as its child, quoted as Litestream splits -exec", () => {
    expect(
      replicateArgs("/srv/site/data/litestream.yml", [
        "/usr/bin/node",
        "--max-old-space-size=128",
        "/srv/my site/build/server/index.js",
        "it's",
      ]),
    ).toEqual([
      "replicate",
      "-config",
      "/srv/site/data/litestream.yml",
      "-no-expand-env",
      "-exec",
      "/usr/bin/node --max-old-space-size=128 '/srv/my site/build/server/index.js' 'it'\\''s'",
    ]);
  });

  test("restore writes the named file, at a time when asked", () => {
    const env = { DATABASE_PATH: "./data/site.db" };
    expect(restoreArgs("/tmp/l.yml", env, { output: "/tmp/out.db" })).toEqual([
      "restore",
      "-config",
      "/tmp/l.yml",
      "-no-expand-env",
      "-o",
      "/tmp/out.db",
      path.resolve("data/site.db"),
    ]);
    expect(
      restoreArgs("/tmp/l.yml", env, {
        output: "/tmp/out.db",
        timestamp: new Date("2026-03-31T09:05:00-07:00"),
      }),
    ).toContain("2026-03-31T16:05:00.000Z");
  });
});
