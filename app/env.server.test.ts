import { spawnSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { ConfigError, parseEnv } from "./env.server";

const base = { SESSION_SECRET: "a-long-enough-secret-value", DATABASE_URL: "file:/tmp/x/site.db" };

describe("parseEnv", () => {
  test("fills the defaults the README lists", () => {
    const env = parseEnv({ SESSION_SECRET: base.SESSION_SECRET });
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: "file:./data/site.db",
      DATABASE_PATH: "./data/site.db",
      UPLOADS_DIR: "./data/uploads",
      EDGE_PAGES_DIR: "./data/edge",
      SEED: "demo",
      NODE_ENV: "development",
      TRUST_PROXY: "private",
    });
    expect(env.SMTP_URL).toBeUndefined();
  });

  test.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT must be a whole number \(got "abc"\)$/],
    [{ PORT: "70000" }, /PORT must be at most 65535/],
    [{ SEED: "everything" }, /SEED must be "demo" or "none"/],
    [{ TRUST_PROXY: "yes" }, /TRUST_PROXY must be "private", "always" or "never"/],
    [{ DATABASE_URL: "postgres://x" }, /DATABASE_URL must look like/],
    [{ ADMIN_EMAIL: "not-an-email" }, /ADMIN_EMAIL must be an e-mail address/],
    [{ SMTP_URL: "http://mail" }, /SMTP_URL must start with/],
    [{ OPENAI_BASE_URL: "nope" }, /OPENAI_BASE_URL must be a URL/],
    [{ NODE_ENV: "production", SESSION_SECRET: undefined }, /SESSION_SECRET is required in production/],
    [{ SESSION_SECRET: "short" }, /SESSION_SECRET must be at least 16 characters/],
    [{ MEDIA_S3_BUCKET: "My_Bucket" }, /MEDIA_S3_BUCKET must be a bucket name/],
    [{ S3_ENDPOINT: "minio 9000" }, /S3_ENDPOINT must be a URL/],
    [{ S3_ENDPOINT: "minio:9000" }, /S3_ENDPOINT must start with/],
    [{ S3_ENDPOINT: "ftp://minio" }, /S3_ENDPOINT must start with "https:\/\/" or "http:\/\/"/],
    [
      { MEDIA_S3_BUCKET: "media", S3_REGION: "" },
      /S3_REGION is required when MEDIA_S3_BUCKET is set without/,
    ],
    [{ S3_ACCESS_KEY_ID: "AKIA" }, /S3_SECRET_ACCESS_KEY must be set together with S3_ACCESS_KEY_ID/],
    [
      { STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_a" },
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    ],
    [
      { STRIPE_SECRET_KEY: "sk_test_abc" },
      /STRIPE_WEBHOOK_SECRET must be set together with STRIPE_SECRET_KEY/,
    ],
    [{ STRIPE_WEBHOOK_SECRET: "nope" }, /STRIPE_WEBHOOK_SECRET must be a webhook signing secret/],
    [{ STRIPE_API_URL: "http://127.0.0.1:12111/v1" }, /STRIPE_API_URL must be an origin only/],
    [{ STRIPE_API_URL: "ftp://stripe" }, /STRIPE_API_URL must start with/],
    [
      { STRIPE_SECRET_KEY: "sk_live_hidden1", STRIPE_WEBHOOK_SECRET: "x" },
      /^(?!.*hidden1).*STRIPE_WEBHOOK_SECRET must be/,
    ],
    [
      { S3_SECRET_ACCESS_KEY: "hidden-secret" },
      /^(?!.*hidden-secret).*S3_ACCESS_KEY_ID must be set together/,
    ],
  ])("refuses %o", (override, message) => {
    expect(() => parseEnv({ ...base, ...override })).toThrow(ConfigError);
    expect(() => parseEnv({ ...base, ...override })).toThrow(message);
  });

  test("Stripe: off by default, the API at Stripe unless STRIPE_API_URL points elsewhere", () => {
    expect(parseEnv(base)).toMatchObject({ STRIPE_API_URL: "https://api.stripe.com" });
    expect(parseEnv(base).STRIPE_SECRET_KEY).toBeUndefined();
    const env = parseEnv({
      ...base,
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_WEBHOOK_SECRET: "whsec_456",
      STRIPE_API_URL: "http://127.0.0.1:12111/",
    });
    expect(env).toMatchObject({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_API_URL: "http://127.0.0.1:12111" });
  });

  test("media storage: a bucket with an endpoint needs no region", () => {
    const env = parseEnv({ ...base, MEDIA_S3_BUCKET: "media", S3_ENDPOINT: "http://127.0.0.1:9000" });
    expect(env).toMatchObject({ MEDIA_S3_BUCKET: "media", S3_ENDPOINT: "http://127.0.0.1:9000" });
    expect(env.S3_REGION).toBeUndefined();
    expect(parseEnv(base).MEDIA_S3_BUCKET).toBeUndefined();
  });

  test("start-up stops with one line naming the variable", () => {
    const result = spawnSync(
      process.execPath,
      ["--import", "tsx", "-e", "await import('./app/env.server.ts')"],
      {
        env: { ...process.env, PORT: "abc" },
        encoding: "utf8",
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be a whole number (got "abc")');
  });
});

describe("BACKUP_REPLICA_URL", () => {
  test("unset: no replication; set: kept as written, with the key file an sftp:// replica needs", () => {
    expect(parseEnv(base).BACKUP_REPLICA_URL).toBeUndefined();
    expect(parseEnv({ ...base, BACKUP_REPLICA_URL: " file:///mnt/backup " }).BACKUP_REPLICA_URL).toBe(
      "file:///mnt/backup",
    );
    // Any readable file passes: what is in the key is for the SSH server to judge.
    const key = new URL(import.meta.url).pathname;
    const sftp = { ...base, BACKUP_REPLICA_URL: "sftp://backup@box:2222/srv/site", BACKUP_SSH_KEY_PATH: key };
    expect(parseEnv(sftp).BACKUP_SSH_KEY_PATH).toBe(key);
  });

  test.each([
    [{ BACKUP_REPLICA_URL: "https://backup.example.com" }, /BACKUP_REPLICA_URL must start with "s3:\/\/"/],
    [{ BACKUP_REPLICA_URL: "s3://bucket" }, /BACKUP_REPLICA_URL must name a path inside the bucket/],
    [
      { BACKUP_REPLICA_URL: "sftp://backup:pa55word@box/srv" },
      /^(?!.*pa55word).*BACKUP_REPLICA_URL must not hold a password.*not shown/,
    ],
    [
      { BACKUP_REPLICA_URL: "sftp://backup@box/srv" },
      /BACKUP_SSH_KEY_PATH is required for an sftp:\/\/ BACKUP_REPLICA_URL/,
    ],
    [
      { BACKUP_REPLICA_URL: "sftp://backup@box/srv", BACKUP_SSH_KEY_PATH: "/no/such/key" },
      /BACKUP_SSH_KEY_PATH must name a private key file this user can read/,
    ],
  ])("refuses %o", (override, message) => {
    expect(() => parseEnv({ ...base, ...override })).toThrow(message);
  });
});
