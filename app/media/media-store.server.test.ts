// Both adapters of the media storage port pass the same tests: the folder, and the S3 one against a real
// S3-compatible server (s3rver) on loopback.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startS3StandIn, type S3StandIn } from "../../tests/support/s3-stand-in";
import { createDiskMediaStore } from "./disk-media-store.server";
import { mediaUrlToKey, publicMediaKey, type MediaStore } from "./media-store";
import { createS3MediaStore } from "./s3-media-store.server";

let dir: string;
let standIn: S3StandIn;
const stores = {} as Record<"disk" | "s3", MediaStore>;
let destroyS3Client = () => {};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-store-"));
  stores.disk = createDiskMediaStore(path.join(dir, "uploads"));
  standIn = await startS3StandIn({ dir: path.join(dir, "s3"), bucket: "site-media" });
  const s3 = await createS3MediaStore({
    bucket: standIn.bucket,
    endpoint: standIn.endpoint,
    region: standIn.env.S3_REGION,
    credentials: {
      accessKeyId: standIn.env.S3_ACCESS_KEY_ID,
      secretAccessKey: standIn.env.S3_SECRET_ACCESS_KEY,
    },
  });
  stores.s3 = s3;
  destroyS3Client = () => s3.client.destroy();
});

afterAll(async () => {
  destroyS3Client();
  await standIn?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function readAll(body: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
}

describe.each(["disk", "s3"] as const)("the %s media store", (kind) => {
  const store = () => stores[kind];

  test("puts an object, then answers its size and validators", async () => {
    expect(store().kind).toBe(kind);
    const data = new TextEncoder().encode("a small stored file");
    await store().put("projects/0123456789abcdef0123-480.webp", data, "image/webp");

    const info = await store().stat("projects/0123456789abcdef0123-480.webp");
    expect(info).toMatchObject({ size: data.byteLength });
    expect(info!.etag).toMatch(/^"[^"]+"$/);
    expect(info!.lastModified).toBeInstanceOf(Date);
  });

  test("gets an object whole, and a replaced one anew", async () => {
    await store().put("blog/hello.jpg", new TextEncoder().encode("hello"), "image/jpeg");
    const object = await store().open("blog/hello.jpg");
    expect(object!.size).toBe(5);
    expect((await readAll(object!.body)).bytes.toString()).toBe("hello");

    await store().put("blog/hello.jpg", new TextEncoder().encode("hello again"), "image/jpeg");
    expect((await readAll((await store().open("blog/hello.jpg"))!.body)).bytes.toString()).toBe(
      "hello again",
    );
  });

  test("streams a large object in pieces rather than one buffer", async () => {
    const big = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
    await store().put("uploads/0123456789abcdef0123.mp4", big, "video/mp4");
    const object = await store().open("uploads/0123456789abcdef0123.mp4");
    expect(object!.body).toBeInstanceOf(ReadableStream);
    const { bytes, chunks } = await readAll(object!.body);
    expect(chunks).toBeGreaterThan(1);
    expect(bytes.equals(Buffer.from(big))).toBe(true);
  });

  test("deletes objects; a missing key is null, and deleting it again is no error", async () => {
    await store().put("ai/gone.png", new Uint8Array([1, 2, 3]), "image/png");
    await store().remove(["ai/gone.png", "ai/never-there.png"]);
    expect(await store().stat("ai/gone.png")).toBeNull();
    expect(await store().open("ai/gone.png")).toBeNull();
    expect(await store().stat("ai")).toBeNull();
    await expect(store().remove(["ai/gone.png"])).resolves.toBeUndefined();
  });

  test("a private object is stored, but the public resolver never maps a path to it", async () => {
    await store().put("private/estimates/site.jpg", new TextEncoder().encode("private"), "image/jpeg");
    expect(await store().stat("private/estimates/site.jpg")).not.toBeNull();

    for (const raw of [
      "private/estimates/site.jpg",
      "private%2Festimates%2Fsite.jpg",
      "%70rivate/estimates/site.jpg",
      "PRIVATE/estimates/site.jpg",
      "projects/../private/estimates/site.jpg",
      "private",
    ]) {
      expect(publicMediaKey(raw), raw).toBeNull();
    }
    expect(mediaUrlToKey("/media/private/estimates/site.jpg")).toBeNull();
    expect(publicMediaKey("projects/site.jpg")).toBe("projects/site.jpg");
  });
});

test("the disk store refuses a key that would leave its folder", async () => {
  for (const key of ["../outside.jpg", "projects/../../outside.jpg", "/etc/x.jpg", ".hidden.jpg"]) {
    await expect(stores.disk.put(key, new Uint8Array([1]), "image/jpeg"), key).rejects.toThrow(/Refused/);
    expect(await stores.disk.stat(key)).toBeNull();
  }
  expect(fs.existsSync(path.join(dir, "outside.jpg"))).toBe(false);
});
