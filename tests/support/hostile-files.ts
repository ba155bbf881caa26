// Files made to hurt an image decoder: headers that lie about their box or chunk sizes, and small files that declare
// far more pixels than the site takes. Used by the storm test (scripts/storm.ts) and the decoder's unit tests.
import fs from "node:fs";
import { deflateSync } from "node:zlib";
import { projectRoot } from "./paths";

const ascii = (text: string) => Buffer.from(text, "latin1");

/** The iPhone photo fixture (320 × 240 HEIC). */
const heicPhoto = () => fs.readFileSync(`${projectRoot}/tests/fixtures/estimate-photo.heic`);

/** The HEIC fixture with its `ispe` property (the picture's size, as libheif reads it) saying width × height. */
export function heicDeclaring(width: number, height: number) {
  const bytes = heicPhoto();
  const at = bytes.indexOf("ispe");
  // The box type, then version and flags (4 bytes), then the width and height.
  bytes.writeUInt32BE(width, at + 8);
  bytes.writeUInt32BE(height, at + 12);
  return bytes;
}

/**
 * The first crash of issue 37: an `ftyp` box whose size says 15 MB (`00 F0 00 00`), padded to `size` bytes. The old
 * HEIC check built a 4-character string for every 4 bytes of it.
 */
export function lyingFtyp(size: number) {
  const file = Buffer.alloc(size, 0x61);
  Buffer.from([0x00, 0xf0, 0x00, 0x00]).copy(file, 0);
  ascii("ftypheic").copy(file, 4);
  return file;
}

function pngChunk(type: string, data: Buffer, declaredLength = data.length) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(declaredLength >>> 0, 0);
  ascii(type).copy(head, 4);
  // The CRC is not checked before the size is: any value will do.
  return Buffer.concat([head, data, Buffer.alloc(4)]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdr(width: number, height: number) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8; // bits per sample
  data[9] = 2; // RGB
  return data;
}

/** A PNG of a few KB whose header declares width × height, with a row of real compressed pixel data. */
export function pngDeclaring(width: number, height: number) {
  const rows = deflateSync(Buffer.alloc(64 * 1024));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", ihdr(width, height)),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Files whose headers lie about the size of what follows: a PNG chunk, a JPEG segment, a WebP RIFF, an HEIF box. */
export function lyingHeaders(): { name: string; type: string; bytes: Buffer }[] {
  const png = Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", ihdr(640, 480)),
    pngChunk("IDAT", Buffer.alloc(32), 0x7fffffff),
  ]);
  // SOI, an APP0 segment claiming 65,535 bytes that are not there, then a frame header of 65,535 × 65,535.
  const jpeg = Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff]),
    ascii("JFIF\u0000"),
    Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xff, 0xff, 0xff, 0x03]),
    Buffer.alloc(64),
  ]);
  // A RIFF size of 4 GB and an extended header (VP8X) with a 16,384 × 16,384 canvas and nothing in it.
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(16_383, 4, 3);
  vp8x.writeUIntLE(16_383, 7, 3);
  const webp = Buffer.concat([
    ascii("RIFF"),
    Buffer.from([0xff, 0xff, 0xff, 0xff]),
    ascii("WEBPVP8X"),
    Buffer.from([10, 0, 0, 0]),
    vp8x,
  ]);
  // The HEIC fixture with its `meta` box claiming 4 GB.
  const heif = heicPhoto();
  heif.writeUInt32BE(0xffffffff, heif.indexOf("meta") - 4);
  return [
    { name: "chunk.png", type: "image/png", bytes: png },
    { name: "segment.jpg", type: "image/jpeg", bytes: jpeg },
    { name: "riff.webp", type: "image/webp", bytes: webp },
    { name: "box.heic", type: "image/heic", bytes: heif },
    { name: "ftyp.heic", type: "image/heic", bytes: lyingFtyp(1024 * 1024) },
  ];
}
