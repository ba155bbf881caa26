// With MEDIA_S3_BUCKET set, uploads land in the bucket (a real s3rver on loopback), nothing in UPLOADS_DIR, and the
// /media route serves them from there with the same headers as from disk.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { routeArgs } from "../support/route-call";
import { startS3StandIn } from "../support/s3-stand-in";

// The environment is read once, when the app's modules first load: the bucket's variables go in before them.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-s3-"));
const standIn = await startS3StandIn({ dir, bucket: "site-media" });
Object.assign(process.env, standIn.env);

const { IMMUTABLE, AN_HOUR } = await import("~/utils/cache-control");
const { getMediaStore, writePrivateMediaFile } = await import("~/media/media-storage.server");
const { mediaUrlToKey } = await import("~/media/media-store");
const { deleteMediaUploadAndFiles, uploadMediaFromForm } =
  await import("~/media-library/media-library.server");
const mediaRoute = await import("~/routes/_resources/media/$");

afterAll(async () => {
  await standIn.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const store = await getMediaStore();

async function get(url: string, init: RequestInit = {}) {
  const response = await mediaRoute.loader(routeArgs(new Request(`http://site.test${url}`, init)));
  return response;
}

async function bucketBytes(url: string) {
  const object = await store.open(mediaUrlToKey(url)!);
  return object ? Buffer.from(await new Response(object.body).arrayBuffer()) : null;
}

describe("media in the bucket", () => {
  test("the store is the S3 one", () => {
    expect(store.kind).toBe("s3");
  });

  test("an uploaded image's variants land in the bucket, none in UPLOADS_DIR, and /media serves them", async () => {
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#a0522d" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("img", new File([new Uint8Array(png)], "crew.png", { type: "image/png" }));
    const [upload] = await uploadMediaFromForm(form, { caption: "Crew", alt: "Crew at work", hidden: false });
    const urls = [upload.path, ...upload.variants.map((v) => v.src)];
    expect(upload.variants.map((v) => v.format).sort()).toEqual(["avif", "avif", "webp", "webp"]);

    for (const url of urls) expect(await bucketBytes(url), url).not.toBeNull();
    expect(fs.existsSync(process.env.UPLOADS_DIR!)).toBe(false);

    const avif = upload.variants.find((v) => v.format === "avif")!;
    const response = await get(avif.src);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/avif");
    expect(response.headers.get("Cache-Control")).toBe(IMMUTABLE);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(response.headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(response.headers.get("Last-Modified")).toMatch(/GMT$/);
    const etag = response.headers.get("ETag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("Content-Length")).toBe(String(body.length));
    expect(body.equals((await bucketBytes(avif.src))!)).toBe(true);

    const head = await get(avif.src, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers.get("Content-Length")).toBe(String(body.length));
    expect(head.headers.get("ETag")).toBe(etag);

    const revalidated = await get(avif.src, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBeNull();
    expect(revalidated.headers.get("ETag")).toBe(etag);

    const stale = await get(avif.src, { headers: { "If-None-Match": '"something-else"' } });
    expect(stale.status).toBe(200);
    expect(Buffer.from(await stale.arrayBuffer()).equals(body)).toBe(true);

    const fallback = await get(upload.path);
    expect(fallback.headers.get("Content-Type")).toBe("image/jpeg");
    await fallback.body?.cancel();

    await deleteMediaUploadAndFiles(upload.id);
    for (const url of urls) expect(await bucketBytes(url), url).toBeNull();
    expect((await get(avif.src)).status).toBe(404);
  });

  test("a name that is not content-hashed is kept an hour", async () => {
    await store.put("uploads/logo.png", new Uint8Array([137, 80, 78, 71]), "image/png");
    const response = await get("/media/uploads/logo.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(AN_HOUR);
    await response.body?.cancel();
  });

  test("a video streams from the bucket", async () => {
    const mp4 = new Uint8Array(2 * 1024 * 1024);
    mp4.set([0, 0, 0, 0x18, ...new TextEncoder().encode("ftypmp42")]);
    const form = new FormData();
    form.append("video", new File([mp4], "clip.mp4", { type: "video/mp4" }));
    const [video] = await uploadMediaFromForm(form, { caption: "", alt: "", hidden: false });
    const response = await get(video.path);
    expect(response.headers.get("Content-Type")).toBe("video/mp4");
    expect(response.headers.get("Content-Length")).toBe(String(mp4.byteLength));
    let chunks = 0;
    let bytes = 0;
    for await (const chunk of response.body! as unknown as AsyncIterable<Uint8Array>) {
      chunks += 1;
      bytes += chunk.byteLength;
    }
    expect(chunks).toBeGreaterThan(1);
    expect(bytes).toBe(mp4.byteLength);
  });

  test("missing, private and unsafe paths answer 404", async () => {
    const key = await writePrivateMediaFile(
      "estimates",
      "0123456789abcdef0123.jpg",
      new Uint8Array([255, 216]),
    );
    expect(key).toBe("private/estimates/0123456789abcdef0123.jpg");
    expect(await store.stat(key)).not.toBeNull();
    for (const url of [
      "/media/uploads/0000000000000000dead.jpg",
      `/media/${key}`,
      "/media/private%2Festimates%2F0123456789abcdef0123.jpg",
      "/media/uploads/..%2f..%2fprivate/estimates/0123456789abcdef0123.jpg",
      "/media/uploads/notes.txt",
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get("Content-Type")).toBe("text/plain");
    }
  });
});
