// Runs before each test file's modules load: every file gets its own fresh database and uploads folder, which the
// app's db module migrates when first imported.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
process.env.NODE_ENV = "test";
process.env.DATABASE_URL = `file:${path.join(dir, "site.db")}`;
process.env.UPLOADS_DIR = path.join(dir, "uploads");
process.env.SESSION_SECRET = "test-session-secret-0123456789abcdef";
for (const name of [
  "SMTP_URL",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "OPENAI_BASE_URL",
  "OPENAI_API_KEY",
  "UNSPLASH_ACCESS_KEY",
  "CONTACT_NOTIFY_EMAIL",
  "MEDIA_S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "BACKUP_REPLICA_URL",
  "BACKUP_SSH_KEY_PATH",
  "BACKUP_METRICS_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_URL",
]) {
  delete process.env[name];
}

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
