// The shared decoder against files made to hurt it: each is refused with a 4xx, quickly, before or at its decode; and
// a decode that takes more than its child's cap ends that child, not this process.
import { describe, expect, test } from "vitest";
import {
  cmykProgressiveJpeg,
  heicDeclaring,
  interlacedPng16,
  lyingHeaders,
  pngDeclaring,
  progressive444Jpeg,
} from "../../tests/support/hostile-files";
import { decodeInChild } from "./decode-pool.server";
import { decodeImage } from "./image-decoder.server";
import { readImageHeader } from "./image-header";
import { MediaError } from "./media-error";

const options = {
  formats: ["jpeg", "png", "webp", "heic", "avif", "gif", "tiff"] as const,
  notImageMessage: "not an image",
};
const recipe = {
  base: { width: 2560, height: 2560, encodeBytesPerPixel: 12 },
  outputs: [{ width: 2560, height: 2560, format: "jpeg", quality: 82 }],
} as const;

async function refusal(bytes: Uint8Array) {
  try {
    await decodeImage(bytes, options, recipe);
    return { status: 200, message: "" };
  } catch (error) {
    if (error instanceof MediaError) return { status: error.status, message: error.message };
    throw error;
  }
}

describe("decodeImage", () => {
  test("headers that lie about their sizes are refused with a 4xx, quickly", async () => {
    for (const file of lyingHeaders()) {
      const started = performance.now();
      const { status } = await refusal(file.bytes);
      expect(status, file.name).toBeGreaterThanOrEqual(400);
      expect(status, file.name).toBeLessThan(500);
      // Refused from the header, or by a decode child that fails at once (its start-up is the time taken).
      expect(performance.now() - started, file.name).toBeLessThan(5000);
    }
  });

  test("a small PNG or HEIC that declares 20,000 × 20,000 pixels is a 413 from its header", async () => {
    for (const bomb of [pngDeclaring(20_000, 20_000), heicDeclaring(20_000, 20_000)]) {
      expect(bomb.byteLength).toBeLessThan(100_000);
      expect((await refusal(bomb)).status).toBe(413);
    }
  });

  test("small files within the pixel limit whose decode would take hundreds of MB are a 413 before any decode", async () => {
    const files = {
      "progressive CMYK JPEG": cmykProgressiveJpeg(),
      "progressive 4:4:4 JPEG": progressive444Jpeg(),
      "interlaced 16-bit RGBA PNG": await interlacedPng16(),
      "7000 × 7000 HEIC": heicDeclaring(7000, 7000),
      "6000 × 4000 10-bit HEIC": heicDeclaring(6000, 4000, { bits: 10 }),
    };
    for (const [name, bytes] of Object.entries(files)) {
      expect(bytes.byteLength, name).toBeLessThan(3 * 1024 * 1024);
      const started = performance.now();
      const { status, message } = await refusal(bytes);
      expect(status, name).toBe(413);
      expect(message, name).toMatch(/too large to process/);
      // Priced from the header: no child was started for it.
      expect(performance.now() - started, name).toBeLessThan(2000);
    }
  });
});

describe("decodeInChild", () => {
  test("a picture past the child's memory cap ends as a refusal, and the server is none the worse", async () => {
    const bytes = cmykProgressiveJpeg();
    const header = (await readImageHeader(bytes, "jpeg"))!;
    // Sent straight to a child, past the budget that would refuse it: the child's own cap stops it.
    const answer = await decodeInChild({
      source: bytes,
      format: "jpeg",
      maxPixels: 50_000_000,
      expected: header,
      base: recipe.base,
      outputs: [...recipe.outputs],
    });
    expect(answer).toMatchObject({ ok: false, reason: "too-large" });
    expect(process.memoryUsage().rss).toBeLessThan(400 * 1024 * 1024);
  });
});
