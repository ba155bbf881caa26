// `npm run media:sync` copies an uploads folder into the bucket (a real s3rver on loopback), then copies only what
// changed.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createS3MediaStore } from "~/media/s3-media-store.server";
import { projectRoot } from "../support/paths";
import { startS3StandIn, type S3StandIn } from "../support/s3-stand-in";

const run = promisify(execFile);

let dir: string;
let uploads: string;
let standIn: S3StandIn;
let bucket: Awaited<ReturnType<typeof createS3MediaStore>>;

const files: Record<string, string> = {
  "projects/0123456789abcdef0123-480.webp": "webp bytes",
  "projects/0123456789abcdef0123.jpg": "jpeg bytes, a little longer",
  "blog/cover.png": "png",
  "uploads/0123456789abcdef0124.mp4": "a video",
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-sync-"));
  uploads = path.join(dir, "uploads");
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(uploads, name)), { recursive: true });
    fs.writeFileSync(path.join(uploads, name), content);
  }
  fs.writeFileSync(path.join(uploads, ".DS_Store"), "not media");
  standIn = await startS3StandIn({ dir: path.join(dir, "s3"), bucket: "synced-media" });
  bucket = await createS3MediaStore({
    bucket: standIn.bucket,
    endpoint: standIn.endpoint,
    credentials: {
      accessKeyId: standIn.env.S3_ACCESS_KEY_ID,
      secretAccessKey: standIn.env.S3_SECRET_ACCESS_KEY,
    },
  });
});

afterAll(async () => {
  bucket?.client.destroy();
  await standIn?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function mediaSync(extraEnv: Record<string, string>) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `file:${path.join(dir, "site.db")}`,
    UPLOADS_DIR: uploads,
    SESSION_SECRET: "media-sync-test-secret-0123456789",
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    ...extraEnv,
  };
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/media-sync.ts"], {
      cwd: projectRoot,
      env,
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

test("refuses with a clear message when MEDIA_S3_BUCKET is unset", async () => {
  const result = await mediaSync({});
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(
    /^MEDIA_S3_BUCKET is not set: media:sync copies UPLOADS_DIR into that bucket/,
  );
});

test("copies every media file into the bucket, then nothing on a second run", async () => {
  const first = await mediaSync(standIn.env);
  expect(first.stderr).toBe("");
  expect(first.status).toBe(0);
  for (const name of Object.keys(files)) expect(first.stdout).toContain(`copied ${name} (`);
  expect(first.stdout).toContain("skipped .DS_Store");
  expect(first.stdout).toMatch(/Copied 4 files \(.+\) from .+ to bucket "synced-media"; 0 already there\./);

  for (const [name, content] of Object.entries(files)) {
    const object = await bucket.open(name);
    expect(object, name).not.toBeNull();
    expect(Buffer.from(await new Response(object!.body).arrayBuffer()).toString()).toBe(content);
  }
  expect(await bucket.stat(".DS_Store")).toBeNull();

  const second = await mediaSync(standIn.env);
  expect(second.status).toBe(0);
  expect(second.stdout).not.toContain("copied ");
  expect(second.stdout).toContain("Copied 0 files (0 bytes)");
  expect(second.stdout).toContain("4 already there.");

  // A file whose size changed is copied again; the rest stay.
  fs.writeFileSync(path.join(uploads, "blog/cover.png"), "a different png");
  const third = await mediaSync(standIn.env);
  expect(third.stdout.match(/^copied /gm)).toHaveLength(1);
  expect(third.stdout).toContain("copied blog/cover.png (");
});
