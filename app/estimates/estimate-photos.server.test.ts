// The estimate photo pipeline: checked by content, HEIC converted, oriented, every bit of metadata stripped (GPS
// included), capped at 2560 px with smaller variants, stored privately, and unused ones pruned after a day.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { pendingUploads } from "~/db/schema";
import { publicMediaKey } from "~/media/media-store";
import { getMediaStore } from "~/media/media-storage.server";
import { ESTIMATE_MESSAGES } from "./estimate";
import { jpegWithGps } from "../../tests/support/estimate-photos";
import {
  cleanFileName,
  deletePendingUpload,
  deleteStalePendingUploads,
  keepPendingPhoto,
  pendingPhotosByIds,
} from "./estimate-photos.server";

const heicFixture = fs.readFileSync(path.resolve("tests/fixtures/estimate-photo.heic"));
const sender = { owner: "owner-a", ip: "192.0.2.1" };

async function storedBytes(key: string) {
  const object = await (await getMediaStore()).open(key);
  if (!object) throw new Error(`Nothing stored at ${key}`);
  return new Uint8Array(await new Response(object.body).arrayBuffer());
}

const rowOf = (id: string) =>
  db
    .select()
    .from(pendingUploads)
    .all()
    .find((row) => row.id === id)!;

describe("keepPendingPhoto", () => {
  test("a phone JPEG is turned upright and loses all its metadata, GPS included", async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from("PhoneCo"))).toBe(true);

    const kept = await keepPendingPhoto({ bytes: original, fileName: "C:\\phone\\IMG_0001.JPG", sender });
    if (!kept.ok) throw new Error(kept.error);
    // Orientation 6 means "rotate 90°": the stored photo is as tall as the original was wide.
    expect(kept.photo).toMatchObject({ fileName: "IMG_0001.JPG", width: 200, height: 400 });

    const row = rowOf(kept.photo.id);
    expect(row.path).toMatch(/^private\/estimates\//);
    expect(publicMediaKey(row.path)).toBeNull();
    for (const key of [row.path, ...row.variants.map((variant) => variant.path)]) {
      const bytes = await storedBytes(key);
      const after = await sharp(bytes).metadata();
      expect(after.format).toBe("jpeg");
      expect(after.exif).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(Buffer.from(bytes).includes(Buffer.from("PhoneCo"))).toBe(false);
    }
  });

  test("a large photo is capped at 2560 px on its long side, with 400 and 1280 px variants", async () => {
    const bytes = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#335577" } })
      .jpeg({ quality: 70 })
      .toBuffer();
    const kept = await keepPendingPhoto({ bytes, fileName: "lot.jpg", sender });
    if (!kept.ok) throw new Error(kept.error);
    expect(kept.photo).toMatchObject({ width: 2560, height: 1920 });
    const row = rowOf(kept.photo.id);
    expect(row.variants.map((variant) => variant.width)).toEqual([400, 1280]);
    const thumb = await sharp(await storedBytes(row.variants[0].path)).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 300]);
  });

  test("an iPhone HEIC photo is accepted and stored as a JPEG", async () => {
    const kept = await keepPendingPhoto({ bytes: heicFixture, fileName: "IMG_0002.HEIC", sender });
    if (!kept.ok) throw new Error(kept.error);
    expect(kept.photo).toMatchObject({ width: 320, height: 240 });
    const meta = await sharp(await storedBytes(rowOf(kept.photo.id).path)).metadata();
    expect(meta.format).toBe("jpeg");
  });

  test("PNG and WebP are taken; anything else is refused by its content, whatever its name", async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 4, background: "#ff000080" } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#00ff00" } })
      .webp()
      .toBuffer();
    expect((await keepPendingPhoto({ bytes: png, fileName: "a.png", sender })).ok).toBe(true);
    expect((await keepPendingPhoto({ bytes: webp, fileName: "b.webp", sender })).ok).toBe(true);

    const gif = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#0000ff" } })
      .gif()
      .toBuffer();
    const avif = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#0000ff" } })
      .avif()
      .toBuffer();
    const refused = { ok: false, status: 415, error: ESTIMATE_MESSAGES.notImage };
    const count = db.select().from(pendingUploads).all().length;
    for (const [bytes, fileName] of [
      [new TextEncoder().encode("%PDF-1.7 not a photo"), "site.jpg"],
      [new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), "plan.png"],
      [gif, "anim.gif"],
      [avif, "photo.avif"],
      [heicFixture.subarray(0, 200), "cut.heic"],
    ] as const) {
      expect(await keepPendingPhoto({ bytes, fileName, sender }), fileName).toEqual(refused);
    }
    expect(await keepPendingPhoto({ bytes: new Uint8Array(), fileName: "empty.jpg", sender })).toEqual({
      ok: false,
      status: 400,
      error: "The file is empty.",
    });
    expect(db.select().from(pendingUploads).all()).toHaveLength(count);
  });

  test("file names are shown without paths or control characters", () => {
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("a\u0000b\nc.jpg")).toBe("abc.jpg");
    expect(cleanFileName("")).toBe("photo");
  });
});

describe("pending uploads", () => {
  test("are found by id (unknown and malformed ids skipped), removed one by one, and pruned after a day", async () => {
    const a = await keepPendingPhoto({ bytes: await jpegWithGps(), fileName: "a.jpg", sender });
    const b = await keepPendingPhoto({ bytes: await jpegWithGps(), fileName: "b.jpg", sender });
    if (!a.ok || !b.ok) throw new Error("not kept");
    const ids = [b.photo.id, "nope", "../x", a.photo.id, b.photo.id];
    expect(pendingPhotosByIds(ids, sender.owner).map((p) => p.id)).toEqual([b.photo.id, a.photo.id]);
    // Another browser's requests see none of them, and cannot remove them.
    expect(pendingPhotosByIds(ids, "owner-b")).toEqual([]);
    expect(pendingPhotosByIds(ids, null)).toEqual([]);
    await deletePendingUpload(a.photo.id, "owner-b");
    expect(pendingPhotosByIds([a.photo.id], sender.owner)).toHaveLength(1);

    const aPath = rowOf(a.photo.id).path;
    await deletePendingUpload(a.photo.id, sender.owner);
    expect(pendingPhotosByIds([a.photo.id], sender.owner)).toEqual([]);
    expect(await (await getMediaStore()).stat(aPath)).toBeNull();

    const bPath = rowOf(b.photo.id).path;
    // Not a day old yet: kept.
    expect(await deleteStalePendingUploads(24 * 60 * 60_000)).toBe(0);
    expect(await deleteStalePendingUploads(24 * 60 * 60_000, Date.now() + 25 * 60 * 60_000)).toBeGreaterThan(
      0,
    );
    expect(pendingPhotosByIds([b.photo.id], sender.owner)).toEqual([]);
    expect(await (await getMediaStore()).stat(bPath)).toBeNull();
  });
});

describe("bounds", () => {
  test("an address holding thirty pending photos is asked to wait before anything is decoded", async () => {
    const crowded = { owner: "owner-c", ip: "192.0.2.99" };
    const photo = await jpegWithGps(40, 30);
    // Decoded in a few children, as a form's photos are, rather than one child each.
    const batch = {};
    for (let i = 0; i < 30; i++) {
      expect(
        (await keepPendingPhoto({ bytes: photo, fileName: `p${i}.jpg`, sender: crowded, batch })).ok,
      ).toBe(true);
    }
    const refused = await keepPendingPhoto({ bytes: photo, fileName: "one-more.jpg", sender: crowded });
    expect(refused).toMatchObject({ ok: false, status: 429, retryAfterSeconds: expect.any(Number) });
    // Another address is not held back by it.
    expect((await keepPendingPhoto({ bytes: photo, fileName: "other.jpg", sender })).ok).toBe(true);
  });

  test("a photo that declares more pixels than the limit is refused from its header (PNG and HEIC)", async () => {
    // A 20,000 × 20,000 PNG whose data is one tiny, wrong chunk: only its header is ever read.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    const result = await keepPendingPhoto({ bytes: png, fileName: "bomb.png", sender });
    expect(result).toMatchObject({ ok: false, status: 413, error: expect.stringMatching(/20000×20000/) });
  });
});
