// The HEIC worker's bounds: the size libheif reads is checked before a pixel is decoded, and a full queue is a 503.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { heicDeclaring } from "../../tests/support/hostile-files";
import { decodeHeic, HEIC_QUEUE_LIMIT } from "./heic-decoder.server";
import { MediaError } from "./media-error";

const heicFixture = fs.readFileSync(path.resolve("tests/fixtures/estimate-photo.heic"));
const unreadable = new MediaError("unreadable", 415);

describe("decodeHeic", () => {
  test("answers the photo's RGBA pixels", async () => {
    const { width, height, pixels } = await decodeHeic(heicFixture, 50_000_000, unreadable);
    expect([width, height]).toEqual([320, 240]);
    expect(pixels.byteLength).toBe(320 * 240 * 4);
  });

  test("refuses a file that declares more pixels than the limit, without decoding it", async () => {
    await expect(decodeHeic(heicDeclaring(20_000, 20_000), 50_000_000, unreadable)).rejects.toMatchObject({
      status: 413,
      message: expect.stringMatching(/20000×20000/),
    });
    await expect(decodeHeic(heicFixture.subarray(0, 300), 50_000_000, unreadable)).rejects.toBe(unreadable);
  });

  test("a full queue is a 503 with Retry-After; the photos already queued are still decoded", async () => {
    const jobs = Array.from({ length: HEIC_QUEUE_LIMIT + 3 }, () =>
      decodeHeic(heicFixture, 50_000_000, unreadable).then(
        () => 200,
        (error: MediaError) => {
          expect(error.retryAfterSeconds).toBeGreaterThan(0);
          return error.status;
        },
      ),
    );
    const statuses = await Promise.all(jobs);
    expect(statuses.filter((status) => status === 200)).toHaveLength(HEIC_QUEUE_LIMIT + 1);
    expect(statuses.filter((status) => status === 503)).toHaveLength(2);
  });
});
