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
import { ESTIMATE_MESSAGES } from "~/models/estimate";
import { jpegWithGps } from "../../tests/support/estimate-photos";
import {
  cleanFileName,
  deletePendingUpload,
  deleteStalePendingUploads,
  isHeic,
  keepPendingPhoto,
  pendingPhotosByIds,
} from "./estimate-photos.server";

const heicFixture = fs.readFileSync(path.resolve("tests/fixtures/estimate-photo.heic"));

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

    const kept = await keepPendingPhoto({ bytes: original, fileName: "C:\\phone\\IMG_0001.JPG" });
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
    const kept = await keepPendingPhoto({ bytes, fileName: "lot.jpg" });
    if (!kept.ok) throw new Error(kept.error);
    expect(kept.photo).toMatchObject({ width: 2560, height: 1920 });
    const row = rowOf(kept.photo.id);
    expect(row.variants.map((variant) => variant.width)).toEqual([400, 1280]);
    const thumb = await sharp(await storedBytes(row.variants[0].path)).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 300]);
  });

  test("an iPhone HEIC photo is accepted and stored as a JPEG", async () => {
    expect(isHeic(heicFixture)).toBe(true);
    const kept = await keepPendingPhoto({ bytes: heicFixture, fileName: "IMG_0002.HEIC" });
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
    expect((await keepPendingPhoto({ bytes: png, fileName: "a.png" })).ok).toBe(true);
    expect((await keepPendingPhoto({ bytes: webp, fileName: "b.webp" })).ok).toBe(true);

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
      [new Uint8Array(), "empty.jpg"],
    ] as const) {
      expect(await keepPendingPhoto({ bytes, fileName }), fileName).toEqual(refused);
    }
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
    const a = await keepPendingPhoto({ bytes: await jpegWithGps(), fileName: "a.jpg" });
    const b = await keepPendingPhoto({ bytes: await jpegWithGps(), fileName: "b.jpg" });
    if (!a.ok || !b.ok) throw new Error("not kept");
    expect(pendingPhotosByIds([b.photo.id, "nope", "../x", a.photo.id, b.photo.id]).map((p) => p.id)).toEqual(
      [b.photo.id, a.photo.id],
    );

    const aPath = rowOf(a.photo.id).path;
    await deletePendingUpload(a.photo.id);
    expect(pendingPhotosByIds([a.photo.id])).toEqual([]);
    expect(await (await getMediaStore()).stat(aPath)).toBeNull();

    const bPath = rowOf(b.photo.id).path;
    // Not a day old yet: kept.
    expect(await deleteStalePendingUploads(24 * 60 * 60_000)).toBe(0);
    expect(await deleteStalePendingUploads(24 * 60 * 60_000, Date.now() + 25 * 60 * 60_000)).toBeGreaterThan(
      0,
    );
    expect(pendingPhotosByIds([b.photo.id])).toEqual([]);
    expect(await (await getMediaStore()).stat(bPath)).toBeNull();
  });
});
