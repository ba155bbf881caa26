import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { SNIFF_BYTES, sniffImageFormat } from "./image-format";

const heicFixture = fs.readFileSync(path.resolve("tests/fixtures/estimate-photo.heic"));
const ascii = (text: string) => Buffer.from(text, "latin1");

/** An ISO base media file's first box: `ftyp` with its major brand and compatible brands, declaring `size` bytes. */
function ftyp(brands: string[], size = 8 + brands.length * 4 + 4) {
  const box = Buffer.alloc(8 + 4 + brands.length * 4);
  box.writeUInt32BE(size >>> 0, 0);
  ascii("ftyp").copy(box, 4);
  ascii(brands[0]).copy(box, 8);
  brands.slice(1).forEach((brand, i) => ascii(brand).copy(box, 16 + i * 4));
  return Buffer.concat([box, Buffer.alloc(4)]);
}

describe("sniffImageFormat", () => {
  test("knows each format by its first bytes", () => {
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffImageFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(sniffImageFormat(ascii("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("webp");
    expect(sniffImageFormat(ascii("GIF89a...."))).toBe("gif");
    expect(sniffImageFormat(Buffer.from([0x49, 0x49, 0x2a, 0x00, 8]))).toBe("tiff");
    expect(sniffImageFormat(heicFixture)).toBe("heic");
    expect(sniffImageFormat(ftyp(["avif", "mif1", "miaf"]))).toBe("avif");
    // An AVIF whose major brand is mif1 is still AV1, not a phone's HEVC.
    expect(sniffImageFormat(ftyp(["mif1", "avif"]))).toBe("avif");
    expect(sniffImageFormat(ftyp(["isom", "mp42"]))).toBeNull();
    expect(sniffImageFormat(ascii("%PDF-1.7"))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });

  test("a box that lies about its size is read no further than the prefix, however large the file", () => {
    // The crash of issue 37: 00 F0 00 00 'ftyp' made the old check walk 15 MB four bytes at a time.
    const lying = Buffer.concat([
      Buffer.from([0x00, 0xf0, 0x00, 0x00]),
      ascii("ftypmp42"),
      Buffer.alloc(15 << 20),
    ]);
    const started = performance.now();
    for (let i = 0; i < 1000; i++) expect(sniffImageFormat(lying)).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
    // A box longer than the prefix is no picture's, whatever brands it names; so are sizes 0 ("to the end") and 1
    // (64-bit).
    const late = ftyp(["isom", ...Array.from({ length: 20 }, () => "mp42"), "heic"]);
    expect(late.indexOf("heic")).toBeGreaterThan(SNIFF_BYTES);
    expect(sniffImageFormat(late)).toBeNull();
    expect(sniffImageFormat(ftyp(["heic", "mif1"], 0))).toBeNull();
    expect(sniffImageFormat(ftyp(["heic", "mif1"], 1))).toBeNull();
    expect(sniffImageFormat(ftyp(["heic", "mif1"]))).toBe("heic");
  });
});
