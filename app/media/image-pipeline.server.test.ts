import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { MediaError } from "./media-error";
import { storeImage } from "./image-pipeline.server";
import { mediaUrlToPath } from "./media-storage.server";

/** A 1200×800 JPEG that says it must be rotated 90° (EXIF orientation 6) and carries GPS coordinates. */
async function jobSitePhoto() {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: "#806040" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PhoneCam" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "33/1 24/1 54/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "111/1 49/1 52/1",
      },
    })
    .toBuffer();
}

describe("storeImage", () => {
  test("refuses a text file whatever its name says", async () => {
    const text = Buffer.from("this is not a picture, just text saved as photo.png");
    await expect(storeImage(text, "uploads")).rejects.toThrow(MediaError);
    await expect(storeImage(text, "uploads")).rejects.toThrow(/not an image/);
  });

  test("refuses an empty file and one over the byte or pixel limit", async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    await expect(storeImage(new Uint8Array(), "uploads")).rejects.toThrow(/empty/);
    await expect(storeImage(png, "uploads", { maxBytes: 10, maxPixels: 1e9 })).rejects.toThrow(/or smaller/);
    await expect(storeImage(png, "uploads", { maxBytes: 1e9, maxPixels: 1000 })).rejects.toThrow(/too large/);
  });

  test("auto-rotates, strips EXIF and GPS, and writes AVIF and WebP variants", async () => {
    const input = await jobSitePhoto();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const stored = await storeImage(input, "projects");
    // Orientation 6 turns the 1200×800 landscape into an 800×1200 portrait.
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 800, height: 1200 });
    expect(stored.mime).toBe("image/jpeg");
    expect(stored.src).toMatch(/^\/media\/projects\/[0-9a-f]{20}\.jpg$/);
    expect(stored.variants.map((v) => `${v.format}@${v.width}`)).toEqual([
      "avif@480",
      "webp@480",
      "avif@800",
      "webp@800",
    ]);

    for (const url of [stored.src, ...stored.variants.map((v) => v.src)]) {
      const file = mediaUrlToPath(url)!;
      const meta = await sharp(fs.readFileSync(file)).metadata();
      expect(meta.exif, `${url} keeps no EXIF`).toBeUndefined();
      expect(fs.readFileSync(file).includes(Buffer.from("PhoneCam"))).toBe(false);
      expect(meta.orientation ?? 1).toBe(1);
    }
    const fallback = await sharp(fs.readFileSync(mediaUrlToPath(stored.src)!)).metadata();
    expect(fallback.width).toBe(800);
    expect(fallback.height).toBe(1200);
  });

  test("takes an iPhone HEIC photo through the shared decoder", async () => {
    const heic = fs.readFileSync("tests/fixtures/estimate-photo.heic");
    const stored = await storeImage(heic, "uploads");
    expect(stored).toMatchObject({ width: 320, height: 240, mime: "image/heic" });
    expect(stored.src).toMatch(/\.jpg$/);
  });

  test("keeps transparency in a PNG fallback", async () => {
    const png = await sharp({
      create: { width: 600, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const stored = await storeImage(png, "uploads");
    expect(stored.src).toMatch(/\.png$/);
    expect(stored.variants.filter((v) => v.format === "webp").map((v) => v.width)).toEqual([480, 600]);
  });
});
