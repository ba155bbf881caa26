import sharp from "sharp";
import { describe, expect, test } from "vitest";
import {
  cmykProgressiveJpeg,
  heicDeclaring,
  interlacedPng16,
  lyingHeaders,
  progressive420Jpeg,
} from "../../tests/support/hostile-files";
import { decodeCost } from "./decode-budget";
import { readImageHeader } from "./image-header";
import { sniffImageFormat } from "./image-format";

const header = async (bytes: Uint8Array) => {
  const format = sniffImageFormat(bytes);
  return format && readImageHeader(bytes, format);
};
const flat = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 90, g: 120, b: 150, alpha: 0.5 } } });

describe("readImageHeader", () => {
  test("JPEG: size, components, sampling, progressive or not, the EXIF quarter turn", async () => {
    expect(await header(await flat(640, 480).jpeg().toBuffer())).toMatchObject({
      width: 640,
      height: 480,
      channels: 3,
      wholePicture: false,
      sampledComponents: 1.5,
      turned: false,
    });
    const progressive = await flat(640, 480)
      .jpeg({ progressive: true, chromaSubsampling: "4:4:4" })
      .toBuffer();
    expect(await header(progressive)).toMatchObject({ wholePicture: true, sampledComponents: 3 });
    const turned = await flat(640, 480).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await header(turned)).toMatchObject({ width: 640, height: 480, turned: true });
    expect(await header(cmykProgressiveJpeg())).toMatchObject({
      width: 7000,
      height: 7000,
      channels: 4,
      cmyk: true,
      wholePicture: true,
      sampledComponents: 4,
    });
  });

  test("PNG: channels with transparency, 16 bits, interlacing", async () => {
    expect(await header(await flat(300, 200).png().toBuffer())).toMatchObject({
      channels: 3,
      bytesPerSample: 1,
      wholePicture: false,
    });
    expect(await header(await interlacedPng16(700, 500))).toMatchObject({
      width: 700,
      height: 500,
      channels: 4,
      bytesPerSample: 2,
      wholePicture: true,
    });
    const palette = await flat(64, 64, 4).png({ palette: true }).toBuffer();
    expect(await header(palette)).toMatchObject({ channels: 4 });
  });

  test("WebP lossy and lossless, GIF, TIFF, AVIF", async () => {
    expect(await header(await flat(401, 301).webp().toBuffer())).toMatchObject({
      width: 401,
      height: 301,
      wholePicture: false,
    });
    expect(await header(await flat(401, 301, 4).webp({ lossless: true }).toBuffer())).toMatchObject({
      width: 401,
      height: 301,
      channels: 4,
      lossless: true,
    });
    expect(await header(await flat(120, 80).gif().toBuffer())).toMatchObject({ width: 120, height: 80 });
    expect(await header(await flat(120, 80).tiff().toBuffer())).toMatchObject({
      width: 120,
      height: 80,
      channels: 3,
    });
    expect(await header(await flat(120, 80).avif({ bitdepth: 10 }).toBuffer())).toMatchObject({
      width: 120,
      height: 80,
      bytesPerSample: 2,
    });
  });

  test("HEIC: the size and bits its properties declare", async () => {
    expect(await header(heicDeclaring(320, 240))).toMatchObject({
      width: 320,
      height: 240,
      bytesPerSample: 1,
    });
    expect(await header(heicDeclaring(6000, 4000, { bits: 10 }))).toMatchObject({
      width: 6000,
      height: 4000,
      bytesPerSample: 2,
    });
  });

  test("headers that lie about their lengths are not followed past the file", async () => {
    const read = Object.fromEntries(
      await Promise.all(lyingHeaders().map(async (file) => [file.name, await header(file.bytes)] as const)),
    );
    // The PNG's IHDR is whole (its IDAT lies) and the WebP's canvas is what it says (the pixel limit refuses it);
    // the others cannot be read.
    expect(read["chunk.png"]).toMatchObject({ width: 640, height: 480 });
    expect(read["riff.webp"]).toMatchObject({ width: 16_384, height: 16_384 });
    expect([read["segment.jpg"], read["box.heic"], read["ftyp.heic"]]).toEqual([null, null, null]);
  });
});

describe("decodeCost", () => {
  const estimate = { width: 2560, height: 2560, encodeBytesPerPixel: 12 };
  const MB = 1024 * 1024;

  test("a progressive JPEG costs its coefficients; a baseline one only what is kept", async () => {
    const baseline = (await header(await flat(4032, 3024).jpeg().toBuffer()))!;
    const progressive = (await header(progressive420Jpeg(4032, 3024)))!;
    // 2560 × 1920 kept, 12 bytes a pixel: 56 MB; the coefficients of a 12 MP 4:2:0 picture, 35 MB more.
    expect(decodeCost(baseline, estimate, 0) / MB).toBeCloseTo(56.25, 1);
    expect((decodeCost(progressive, estimate, 0) - decodeCost(baseline, estimate, 0)) / MB).toBeCloseTo(
      34.9,
      1,
    );
    expect(decodeCost((await header(cmykProgressiveJpeg()))!, estimate, 0) / MB).toBeGreaterThan(392);
  });
});
