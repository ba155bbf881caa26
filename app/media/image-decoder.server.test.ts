// The shared decoder against files made to hurt it: each is refused with a 4xx, quickly, before or at its decode.
import { describe, expect, test } from "vitest";
import { heicDeclaring, lyingHeaders, pngDeclaring } from "../../tests/support/hostile-files";
import { withDecodedImage } from "./image-decoder.server";
import { MediaError } from "./media-error";

const options = {
  formats: ["jpeg", "png", "webp", "heic", "avif", "gif", "tiff"] as const,
  notImageMessage: "not an image",
};

async function outcome(bytes: Uint8Array) {
  try {
    await withDecodedImage(bytes, options, async ({ image }) => {
      try {
        await image.raw().toBuffer();
      } catch {
        throw new MediaError("damaged", 400);
      }
    });
    return 200;
  } catch (error) {
    if (error instanceof MediaError) return error.status;
    throw error;
  }
}

describe("withDecodedImage", () => {
  test("headers that lie about their sizes are refused with a 4xx, in well under a second each", async () => {
    for (const file of lyingHeaders()) {
      const started = performance.now();
      const status = await outcome(file.bytes);
      expect(status, file.name).toBeGreaterThanOrEqual(400);
      expect(status, file.name).toBeLessThan(500);
      expect(performance.now() - started, file.name).toBeLessThan(1000);
    }
  });

  test("a small PNG or HEIC that declares 20,000 × 20,000 pixels is a 413 from its header", async () => {
    for (const bomb of [pngDeclaring(20_000, 20_000), heicDeclaring(20_000, 20_000)]) {
      expect(bomb.byteLength).toBeLessThan(100_000);
      expect(await outcome(bomb)).toBe(413);
    }
  });
});
