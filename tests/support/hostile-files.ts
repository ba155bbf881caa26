// Files made to hurt an image decoder: headers that lie about their box or chunk sizes, small files that declare far
// more pixels than the site takes, and small files whose decode takes hundreds of megabytes within the pixel limit.
// Used by the storm test (scripts/storm.ts) and the decoder's tests.
import fs from "node:fs";
import { crc32, createDeflate, deflateSync } from "node:zlib";
import { projectRoot } from "./paths";

const ascii = (text: string) => Buffer.from(text, "latin1");

/** The iPhone photo fixture (320 × 240 HEIC). */
const heicPhoto = () => fs.readFileSync(`${projectRoot}/tests/fixtures/estimate-photo.heic`);

/**
 * The HEIC fixture with its `ispe` property (the picture's size, as libheif reads it) saying width × height, and with
 * `bits`, its `pixi` and `hvcC` saying that many bits a sample (10: what phones write for HDR photos).
 */
export function heicDeclaring(width: number, height: number, { bits = 8 } = {}) {
  const bytes = heicPhoto();
  const at = bytes.indexOf("ispe");
  // The box type, then version and flags (4 bytes), then the width and height.
  bytes.writeUInt32BE(width, at + 8);
  bytes.writeUInt32BE(height, at + 12);
  if (bits !== 8) {
    // pixi: version and flags, the channel count, then each channel's bits.
    const pixi = bytes.indexOf("pixi") + 4;
    for (let channel = 0; channel < bytes[pixi + 4]; channel++) bytes[pixi + 5 + channel] = bits;
    // hvcC: bitDepthLumaMinus8 and bitDepthChromaMinus8 in the low bits of its 18th and 19th bytes.
    const hvcc = bytes.indexOf("hvcC") + 4;
    bytes[hvcc + 17] = 0xf8 | (bits - 8);
    bytes[hvcc + 18] = 0xf8 | (bits - 8);
  }
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

// ---------------------------------------------------------------------------------------------------------------
// Pictures that are small files and large decodes (the review's decode-memory finding), written here byte by byte in
// a few milliseconds: every pixel one flat colour, so the entropy-coded data is a few bits a block. They decode (libjpeg
// and libspng read them as they would a photo), so each costs what its header says: the budget, not a failed decode,
// is what refuses them.

/** Bits into bytes, MSB first, with JPEG's byte stuffing (a 0xFF data byte is followed by 0x00). */
class JpegBits {
  private bytes: number[] = [];
  private current = 0;
  private used = 0;
  write(value: number, length: number) {
    for (let bit = length - 1; bit >= 0; bit--) {
      this.current = (this.current << 1) | ((value >> bit) & 1);
      if (++this.used === 8) this.flushByte();
    }
  }
  private flushByte() {
    this.bytes.push(this.current);
    if (this.current === 0xff) this.bytes.push(0x00);
    this.current = 0;
    this.used = 0;
  }
  /** The scan's bytes, the last one padded with 1 bits. */
  end() {
    if (this.used) this.write(0xff >> this.used, 8 - this.used);
    return Buffer.from(this.bytes);
  }
}

const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/**
 * A progressive JPEG of one flat colour: a DC scan of every component, then each component's AC scan as end-of-band
 * runs. `sampling` gives each component's horizontal and vertical factors ([[1, 1], [1, 1], [1, 1]] is 4:4:4; four
 * components make CMYK, marked as such by an Adobe segment). libjpeg keeps every block's 64 coefficients of 16 bits
 * until the last scan, whatever it is asked to scale to.
 */
function progressiveJpeg(width: number, height: number, sampling: [number, number][]) {
  const hMax = Math.max(...sampling.map(([h]) => h));
  const vMax = Math.max(...sampling.map(([, v]) => v));
  const parts: Buffer[] = [Buffer.from([0xff, 0xd8])];
  if (sampling.length === 4) {
    // Adobe, version 100, no flags, transform 0: the four components are C, M, Y and K.
    parts.push(segment(0xee, Buffer.concat([ascii("Adobe"), Buffer.from([0, 100, 0, 0, 0, 0, 0])])));
  }
  parts.push(segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])));
  const frame = Buffer.alloc(6 + sampling.length * 3);
  frame[0] = 8;
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  frame[5] = sampling.length;
  sampling.forEach(([h, v], i) => frame.set([i + 1, (h << 4) | v, 0], 6 + i * 3));
  parts.push(segment(0xc2, frame));
  // DC table: one symbol (a difference of 0), code "0". AC table: the 15 end-of-band run lengths, 4-bit codes each.
  const dcBits = Buffer.alloc(16);
  dcBits[0] = 1;
  const acBits = Buffer.alloc(16);
  acBits[3] = 15;
  const eobSymbols = Buffer.from(Array.from({ length: 15 }, (_, n) => n << 4));
  parts.push(
    segment(
      0xc4,
      Buffer.concat([Buffer.from([0x00]), dcBits, Buffer.from([0]), Buffer.from([0x10]), acBits, eobSymbols]),
    ),
  );

  // The DC scan, all components interleaved: one "0" bit per block of every MCU.
  const mcus = Math.ceil(width / (8 * hMax)) * Math.ceil(height / (8 * vMax));
  const blocksPerMcu = sampling.reduce((sum, [h, v]) => sum + h * v, 0);
  const dcHead = Buffer.concat([
    Buffer.from([sampling.length]),
    Buffer.from(sampling.flatMap((_, i) => [i + 1, 0x00])),
    Buffer.from([0, 0, 0]),
  ]);
  const dc = new JpegBits();
  const dcBlocks = sampling.length === 1 ? Math.ceil(width / 8) * Math.ceil(height / 8) : mcus * blocksPerMcu;
  for (let i = 0; i < dcBlocks; i++) dc.write(0, 1);
  parts.push(segment(0xda, dcHead), dc.end());

  // Each component's AC scan: its blocks in runs of at most 32,767 ends of band (EOBn: 2^n + n extra bits).
  sampling.forEach(([h, v], i) => {
    const blocks =
      Math.ceil(Math.ceil((width * h) / hMax) / 8) * Math.ceil(Math.ceil((height * v) / vMax) / 8);
    const ac = new JpegBits();
    for (let left = blocks; left > 0;) {
      const run = Math.min(left, 32_767);
      const n = Math.floor(Math.log2(run));
      ac.write(n, 4);
      ac.write(run - 2 ** n, n);
      left -= run;
    }
    parts.push(segment(0xda, Buffer.from([1, i + 1, 0x00, 1, 63, 0])), ac.end());
  });
  parts.push(Buffer.from([0xff, 0xd9]));
  return Buffer.concat(parts);
}

/** The review's CMYK one: 7000 × 7000, four components at full resolution (392 MB of coefficients). */
export const cmykProgressiveJpeg = (width = 7000, height = 7000) =>
  progressiveJpeg(width, height, [
    [1, 1],
    [1, 1],
    [1, 1],
    [1, 1],
  ]);

/** A progressive 4:4:4 JPEG: colour at full resolution (294 MB of coefficients at 7000 × 7000). */
export const progressive444Jpeg = (width = 7000, height = 7000) =>
  progressiveJpeg(width, height, [
    [1, 1],
    [1, 1],
    [1, 1],
  ]);

/** An ordinary progressive photo's layout, 4:2:0 (1.5 coefficient blocks a pixel, over 4 pixels). */
export const progressive420Jpeg = (width: number, height: number) =>
  progressiveJpeg(width, height, [
    [2, 2],
    [1, 1],
    [1, 1],
  ]);

// Adam7: where each pass starts and how far apart its pixels are.
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

/**
 * An interlaced (Adam7) 16-bit RGBA PNG of one half-transparent colour: libspng decodes an interlaced picture whole,
 * 8 bytes a pixel (392 MB at 7000 × 7000). Deflated as it is written, so the generator holds one row at a time.
 */
export async function interlacedPng16(width = 7000, height = 7000) {
  const pixel = Buffer.from([0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0x80, 0x00]);
  const deflate = createDeflate({ level: 1 });
  const compressed: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => compressed.push(chunk));
  const ended = new Promise((resolve) => deflate.on("end", resolve));
  for (const [x0, y0, dx, dy] of ADAM7) {
    const columns = Math.ceil((width - x0) / dx);
    const rows = Math.ceil((height - y0) / dy);
    if (columns <= 0 || rows <= 0) continue;
    const row = Buffer.alloc(1 + columns * 8);
    for (let x = 0; x < columns; x++) pixel.copy(row, 1 + x * 8);
    for (let y = 0; y < rows; y++) {
      if (!deflate.write(row)) await new Promise((resolve) => deflate.once("drain", resolve));
    }
  }
  deflate.end();
  await ended;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([16, 6, 0, 0, 1], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    crcChunk("IHDR", header),
    crcChunk("IDAT", Buffer.concat(compressed)),
    crcChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PNG chunk with its CRC (libspng checks it, unlike the lying chunks above). */
function crcChunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  ascii(type).copy(head, 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([ascii(type), data])), 0);
  return Buffer.concat([head, data, crc]);
}
