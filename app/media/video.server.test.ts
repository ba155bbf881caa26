import { expect, test } from "vitest";
import { sniffVideoType, storeVideo } from "./video.server";

const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(32)]);
const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(32)]);

test("videos are recognised by their signature, not their name", () => {
  expect(sniffVideoType(mp4)).toBe("video/mp4");
  expect(sniffVideoType(webm)).toBe("video/webm");
  expect(sniffVideoType(Buffer.from("GIF89a............"))).toBeNull();
});

test("storeVideo refuses non-videos and oversized files", async () => {
  await expect(storeVideo(Buffer.from("plain text pretending to be movie.mp4"), "uploads")).rejects.toThrow(
    /not a video/,
  );
  await expect(storeVideo(mp4, "uploads", 10)).rejects.toThrow(/or smaller/);
  const stored = await storeVideo(webm, "uploads");
  expect(stored).toMatchObject({ mime: "video/webm", bytes: webm.length });
  expect(stored.src).toMatch(/^\/media\/uploads\/[0-9a-f]{20}\.webm$/);
});
