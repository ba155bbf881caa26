// What a picture's header says about the memory its decode will take, read without decoding a pixel: its size, its
// channels and bits per sample, and whether its decoder must hold the whole picture at once (a progressive or
// multi-scan JPEG keeps every DCT coefficient, an interlaced PNG every row; HEIF and AVIF decoders, WebP lossless and
// GIF make the whole bitmap). Read through a small window over the file, so a File on disk is never read whole here
// and a header that lies about its lengths is followed no further than MAX_HEADER_BYTES.
import type { ImageFormat } from "./image-format";

export type ImageHeader = {
  format: ImageFormat;
  width: number;
  height: number;
  /** Channels as the decoder makes them (CMYK 4, a PNG palette with transparency 4, grey 1). */
  channels: number;
  /** 1, or 2 past 8 bits a sample (16-bit PNG and TIFF, 10- and 12-bit HEIF). */
  bytesPerSample: 1 | 2;
  /** Progressive or multi-scan JPEG, interlaced PNG: the decoder holds the whole picture, not a band of rows. */
  wholePicture: boolean;
  /** JPEG: the components' sampling, relative to the largest (4:2:0 colour is 1 + 2 × 0.25 = 1.5; CMYK 4:4:4:4 is 4). */
  sampledComponents?: number;
  /** CMYK or YCCK (a JPEG with four components). */
  cmyk?: boolean;
  /** WebP: lossless (VP8L), whose decoder makes the whole bitmap; lossy pictures are scaled as they decode. */
  lossless?: boolean;
  /** HEIF and AVIF: the chroma planes' share of the luma plane (4:2:0 is 0.5, 4:4:4 is 2). */
  chromaShare?: number;
  /**
   * Whether the picture is turned a quarter when shown (EXIF orientation 5 to 8, an HEIF `irot` of 90° or 270°), so
   * its kept size is the other way round; undefined where the header was not read that far.
   */
  turned?: boolean;
};

/** Headers longer than this (a JPEG's segments up to its first scan, an HEIF's boxes) are no photo of ours. */
const MAX_HEADER_BYTES = 2 * 1024 * 1024;
const WINDOW_BYTES = 64 * 1024;
/** Segments, chunks or boxes walked before a header is given up on. */
const MAX_STEPS = 4096;

/** A file to read from: bytes in memory, or a Blob (a File the multipart reader spooled to disk). */
export type ByteSource = Uint8Array | Blob;

/** Reads bounded stretches of a source through one window, so a walk of small reads costs few file reads. */
class HeaderReader {
  private window: Uint8Array = new Uint8Array(0);
  private windowAt = 0;
  private read = 0;
  readonly size: number;
  constructor(private readonly source: ByteSource) {
    this.size = source instanceof Blob ? source.size : source.byteLength;
  }

  /** `length` bytes at `offset`, or null past the end of the file or past MAX_HEADER_BYTES of reading. */
  async bytes(offset: number, length: number): Promise<Uint8Array | null> {
    if (offset < 0 || length < 0 || offset + length > this.size) return null;
    const end = offset + length;
    if (offset < this.windowAt || end > this.windowAt + this.window.byteLength) {
      const size = Math.min(Math.max(length, WINDOW_BYTES), this.size - offset);
      this.read += size;
      if (this.read > MAX_HEADER_BYTES * 2) return null;
      this.window =
        this.source instanceof Blob
          ? new Uint8Array(await this.source.slice(offset, offset + size).arrayBuffer())
          : this.source.subarray(offset, offset + size);
      this.windowAt = offset;
    }
    return this.window.subarray(offset - this.windowAt, end - this.windowAt);
  }

  async u8(offset: number) {
    return (await this.bytes(offset, 1))?.[0] ?? null;
  }
  async u16be(offset: number) {
    const b = await this.bytes(offset, 2);
    return b ? (b[0] << 8) | b[1] : null;
  }
  async u32be(offset: number) {
    const b = await this.bytes(offset, 4);
    return b ? ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0 : null;
  }
  async ascii(offset: number, length: number) {
    const b = await this.bytes(offset, length);
    return b ? String.fromCharCode(...b) : null;
  }
}

/**
 * The header of a picture whose format was sniffed from its first bytes; null when it cannot be read (cut short, a
 * length that points past the end or past MAX_HEADER_BYTES, a size of zero): such a file is not a picture we take.
 */
export async function readImageHeader(source: ByteSource, format: ImageFormat): Promise<ImageHeader | null> {
  const reader = new HeaderReader(source);
  const header = await READERS[format](reader);
  if (!header || !(header.width > 0 && header.height > 0) || !(header.channels > 0)) return null;
  return header;
}

const READERS: Record<ImageFormat, (reader: HeaderReader) => Promise<ImageHeader | null>> = {
  jpeg: jpegHeader,
  png: pngHeader,
  webp: webpHeader,
  gif: gifHeader,
  tiff: tiffHeader,
  heic: (reader) => heifHeader(reader, "heic"),
  avif: (reader) => heifHeader(reader, "avif"),
};

// ---------------------------------------------------------------------------------------------------------------
// JPEG: segments up to the first scan. The frame header (SOFn) gives the size, the components and their sampling and
// whether it is progressive; the first scan header (SOS) whether all components come in one scan. A baseline picture
// whose scans each hold some of the components is decoded into a whole-picture coefficient buffer, like a progressive
// one.

const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isProgressiveFrame = (marker: number) =>
  marker === 0xc2 || marker === 0xc6 || marker === 0xca || marker === 0xce;

async function jpegHeader(reader: HeaderReader): Promise<ImageHeader | null> {
  let at = 2;
  let frame: { marker: number; at: number } | null = null;
  let turned = false;
  for (let step = 0; step < MAX_STEPS && at < MAX_HEADER_BYTES; step++) {
    if ((await reader.u8(at)) !== 0xff) return null;
    let marker = await reader.u8(at + 1);
    // Fill bytes before a marker.
    while (marker === 0xff) marker = await reader.u8(++at + 1);
    if (marker === null) return null;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9) return null;
    const length = await reader.u16be(at + 2);
    if (length === null || length < 2) return null;
    if (isFrameMarker(marker)) {
      if (frame) return null;
      frame = { marker, at: at + 4 };
    }
    if (marker === 0xe1 && (await reader.ascii(at + 4, 6)) === "Exif\0\0") {
      const orientation = await tiffOrientation(reader, at + 10, at + 2 + length);
      turned ||= orientation !== null && orientation >= 5 && orientation <= 8;
    }
    if (marker === 0xda) {
      const header = frame ? await jpegFrame(reader, frame, at + 4) : null;
      return header && { ...header, turned };
    }
    at += 2 + length;
  }
  return null;
}

async function jpegFrame(
  reader: HeaderReader,
  frame: { marker: number; at: number },
  scanAt: number,
): Promise<ImageHeader | null> {
  const precision = await reader.u8(frame.at);
  const height = await reader.u16be(frame.at + 1);
  const width = await reader.u16be(frame.at + 3);
  const components = await reader.u8(frame.at + 5);
  const inFirstScan = await reader.u8(scanAt);
  if (precision === null || !height || !width || !components || components > 4 || !inFirstScan) return null;
  const sampling = await reader.bytes(frame.at + 6, components * 3);
  if (!sampling) return null;
  const factors = Array.from({ length: components }, (_, i) => ({
    h: sampling[i * 3 + 1] >> 4,
    v: sampling[i * 3 + 1] & 0x0f,
  }));
  if (factors.some(({ h, v }) => h < 1 || h > 4 || v < 1 || v > 4)) return null;
  const hMax = Math.max(...factors.map(({ h }) => h));
  const vMax = Math.max(...factors.map(({ v }) => v));
  return {
    format: "jpeg",
    width,
    height,
    channels: components,
    bytesPerSample: precision > 8 ? 2 : 1,
    wholePicture: isProgressiveFrame(frame.marker) || inFirstScan < components,
    sampledComponents: factors.reduce((sum, { h, v }) => sum + (h * v) / (hMax * vMax), 0),
    cmyk: components === 4,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// PNG: IHDR, then the chunks before the first IDAT (a tRNS chunk adds an alpha channel).

const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 3, 4: 2, 6: 4 };

async function pngHeader(reader: HeaderReader): Promise<ImageHeader | null> {
  if ((await reader.ascii(12, 4)) !== "IHDR") return null;
  const ihdr = await reader.bytes(16, 13);
  if (!ihdr) return null;
  const view = new DataView(ihdr.buffer, ihdr.byteOffset, ihdr.byteLength);
  const [width, height, bitDepth, colorType, interlace] = [
    view.getUint32(0),
    view.getUint32(4),
    ihdr[8],
    ihdr[9],
    ihdr[12],
  ];
  let channels = PNG_CHANNELS[colorType];
  if (!channels || ![1, 2, 4, 8, 16].includes(bitDepth)) return null;
  let at = 33;
  for (let step = 0; step < MAX_STEPS && at < MAX_HEADER_BYTES; step++) {
    const length = await reader.u32be(at);
    const type = await reader.ascii(at + 4, 4);
    if (length === null || type === null) return null;
    if (type === "IDAT") break;
    if (type === "tRNS" && (colorType === 0 || colorType === 2 || colorType === 3)) channels += 1;
    at += 12 + length;
  }
  return {
    format: "png",
    width,
    height,
    channels,
    bytesPerSample: bitDepth === 16 ? 2 : 1,
    wholePicture: interlace === 1,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// WebP: the first chunk (VP8, VP8L, or VP8X with the canvas size, then the picture's own chunk).

async function webpHeader(reader: HeaderReader): Promise<ImageHeader | null> {
  const first = await reader.ascii(12, 4);
  if (first === "VP8 ") return vp8(reader, 20, false);
  if (first === "VP8L") return vp8l(reader, 20);
  if (first !== "VP8X") return null;
  const flags = await reader.u8(20);
  const size = await reader.bytes(24, 6);
  if (flags === null || !size) return null;
  const width = 1 + (size[0] | (size[1] << 8) | (size[2] << 16));
  const height = 1 + (size[3] | (size[4] << 8) | (size[5] << 16));
  const alpha = (flags & 0x10) !== 0;
  // Animated, or no picture chunk found: priced as lossless, the dearer of the two.
  let lossless = true;
  if ((flags & 0x02) === 0) {
    let at = 30;
    for (let step = 0; step < 64 && at < MAX_HEADER_BYTES; step++) {
      const type = await reader.ascii(at, 4);
      const length = await reader.bytes(at + 4, 4);
      if (!type || !length) break;
      if (type === "VP8 " || type === "VP8L") {
        lossless = type === "VP8L";
        break;
      }
      const bytes = length[0] | (length[1] << 8) | (length[2] << 16) | (length[3] << 24);
      at += 8 + bytes + (bytes & 1);
    }
  }
  return {
    format: "webp",
    width,
    height,
    channels: alpha ? 4 : 3,
    bytesPerSample: 1,
    wholePicture: lossless,
    lossless,
  };
}

async function vp8(reader: HeaderReader, at: number, alpha: boolean): Promise<ImageHeader | null> {
  const frame = await reader.bytes(at, 10);
  if (!frame || frame[3] !== 0x9d || frame[4] !== 0x01 || frame[5] !== 0x2a) return null;
  const width = (frame[6] | (frame[7] << 8)) & 0x3fff;
  const height = (frame[8] | (frame[9] << 8)) & 0x3fff;
  return { format: "webp", width, height, channels: alpha ? 4 : 3, bytesPerSample: 1, wholePicture: false };
}

async function vp8l(reader: HeaderReader, at: number): Promise<ImageHeader | null> {
  const head = await reader.bytes(at, 5);
  if (!head || head[0] !== 0x2f) return null;
  const bits = head[1] | (head[2] << 8) | (head[3] << 16) | (head[4] << 24);
  const width = 1 + (bits & 0x3fff);
  const height = 1 + ((bits >>> 14) & 0x3fff);
  const alpha = ((bits >>> 28) & 1) === 1;
  return {
    format: "webp",
    width,
    height,
    channels: alpha ? 4 : 3,
    bytesPerSample: 1,
    wholePicture: true,
    lossless: true,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// GIF: the logical screen, which the first frame is drawn into.

async function gifHeader(reader: HeaderReader): Promise<ImageHeader | null> {
  const screen = await reader.bytes(6, 4);
  if (!screen) return null;
  const width = screen[0] | (screen[1] << 8);
  const height = screen[2] | (screen[3] << 8);
  return { format: "gif", width, height, channels: 4, bytesPerSample: 1, wholePicture: true };
}

// ---------------------------------------------------------------------------------------------------------------
// TIFF: the first directory (the page libvips loads). Priced as a whole picture: strips and tiles are cached in ways
// a header cannot tell.

/**
 * A TIFF structure's first directory (a TIFF file's, or the one inside a JPEG's Exif segment at `start`): a reader of
 * its SHORT and LONG values by tag, offsets counted from `start`, nothing read past its `length`. Null when its header
 * or directory cannot be read.
 */
async function tiffDirectory(reader: HeaderReader, start: number, length: number) {
  const order = await reader.ascii(start, 2);
  if (order !== "II" && order !== "MM") return null;
  const little = order === "II";
  const u16 = async (at: number) => {
    const b = at + 2 <= length ? await reader.bytes(start + at, 2) : null;
    return b ? new DataView(b.buffer, b.byteOffset, 2).getUint16(0, little) : null;
  };
  const u32 = async (at: number) => {
    const b = at + 4 <= length ? await reader.bytes(start + at, 4) : null;
    return b ? new DataView(b.buffer, b.byteOffset, 4).getUint32(0, little) : null;
  };
  const ifd = await u32(4);
  const count = ifd === null ? null : await u16(ifd);
  if (ifd === null || count === null || count > 1024 || ifd > MAX_HEADER_BYTES) return null;
  const tags = new Map<number, { type: number; count: number; at: number }>();
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    const [tag, type, n] = [await u16(entry), await u16(entry + 2), await u32(entry + 4)];
    if (tag === null || type === null || n === null) return null;
    tags.set(tag, { type, count: n, at: entry + 8 });
  }
  // A SHORT or LONG value (the first of them, for a list); undefined for a tag that is not there.
  return async (tag: number) => {
    const entry = tags.get(tag);
    if (!entry) return undefined;
    if (entry.type === 3) {
      const at = entry.count <= 2 ? entry.at : await u32(entry.at);
      return at === null ? null : u16(at);
    }
    return entry.type === 4 && entry.count === 1 ? u32(entry.at) : null;
  };
}

/** The EXIF orientation (1 to 8) of the TIFF structure at `start`, or null. */
async function tiffOrientation(reader: HeaderReader, start: number, end: number) {
  const value = await tiffDirectory(reader, start, end - start);
  return (await value?.(274)) ?? null;
}

async function tiffHeader(reader: HeaderReader): Promise<ImageHeader | null> {
  const value = await tiffDirectory(reader, 0, reader.size);
  if (!value) return null;
  const width = await value(256);
  const height = await value(257);
  const samples = (await value(277)) ?? 1;
  const bits = (await value(258)) ?? 1;
  if (!width || !height || !samples || !bits || samples > 16) return null;
  const orientation = await value(274);
  return {
    format: "tiff",
    width,
    height,
    channels: samples,
    bytesPerSample: bits > 8 ? 2 : 1,
    wholePicture: true,
    turned: typeof orientation === "number" && orientation >= 5 && orientation <= 8,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// HEIF (HEIC and AVIF): the `meta` box's item properties. Every image item has an `ispe` (its size; a grid's is the
// whole picture); `pixi`, `hvcC` or `av1C` give the bits per sample and the chroma; an `auxC` naming alpha adds a
// plane. The largest of each is taken: a thumbnail or a depth map is never larger than the picture.

const ALPHA_AUX = ["urn:mpeg:hevc:2015:auxid:1", "urn:mpeg:mpegB:cicp:systems:auxiliary:alpha"];
const CONTAINERS = new Set(["meta", "iprp", "ipco"]);

type HeifFacts = {
  width: number;
  height: number;
  bits: number;
  chromaShare: number;
  alpha: boolean;
  turned: boolean;
  found: boolean;
};

async function heifHeader(reader: HeaderReader, format: "heic" | "avif"): Promise<ImageHeader | null> {
  const facts: HeifFacts = {
    width: 0,
    height: 0,
    bits: 8,
    chromaShare: 0.5,
    alpha: false,
    turned: false,
    found: false,
  };
  const steps = { left: MAX_STEPS };
  // The top-level boxes, to the `meta` box wherever it is.
  let at = 0;
  while (at < reader.size && steps.left-- > 0) {
    const box = await boxAt(reader, at, reader.size);
    if (!box) return null;
    if (box.type === "meta") {
      if (box.end - box.start > MAX_HEADER_BYTES) return null;
      if (!(await walkBoxes(reader, box.start + 4, box.end, facts, steps))) return null;
      break;
    }
    at = box.end;
  }
  if (!facts.found) return null;
  return {
    format,
    width: facts.width,
    height: facts.height,
    channels: facts.alpha ? 4 : 3,
    bytesPerSample: facts.bits > 8 ? 2 : 1,
    wholePicture: true,
    chromaShare: facts.chromaShare,
    turned: facts.turned,
  };
}

async function boxAt(reader: HeaderReader, at: number, limit: number) {
  const size32 = await reader.u32be(at);
  const type = await reader.ascii(at + 4, 4);
  if (size32 === null || type === null) return null;
  let size = size32;
  let start = at + 8;
  if (size32 === 1) {
    const high = await reader.u32be(at + 8);
    const low = await reader.u32be(at + 12);
    if (high === null || low === null) return null;
    size = high * 2 ** 32 + low;
    start = at + 16;
  } else if (size32 === 0) {
    size = limit - at;
  }
  const end = at + size;
  if (end <= at || start > end || end > limit) return null;
  return { type, start, end };
}

async function walkBoxes(
  reader: HeaderReader,
  from: number,
  to: number,
  facts: HeifFacts,
  steps: { left: number },
): Promise<boolean> {
  let at = from;
  while (at < to) {
    if (steps.left-- <= 0) return false;
    const box = await boxAt(reader, at, to);
    if (!box) return false;
    if (CONTAINERS.has(box.type)) {
      // `meta` inside `meta` does not happen; `iprp` and `ipco` are plain containers.
      if (!(await walkBoxes(reader, box.start, box.end, facts, steps))) return false;
    } else if (!(await readProperty(reader, box, facts))) {
      return false;
    }
    at = box.end;
  }
  return true;
}

async function readProperty(
  reader: HeaderReader,
  box: { type: string; start: number; end: number },
  facts: HeifFacts,
): Promise<boolean> {
  const length = box.end - box.start;
  if (box.type === "ispe") {
    const width = await reader.u32be(box.start + 4);
    const height = await reader.u32be(box.start + 8);
    if (width === null || height === null) return false;
    if (width * height > facts.width * facts.height) Object.assign(facts, { width, height });
    facts.found = true;
  } else if (box.type === "pixi") {
    const channels = await reader.u8(box.start + 4);
    const bits = channels ? await reader.bytes(box.start + 5, channels) : null;
    if (!bits) return false;
    facts.bits = Math.max(facts.bits, ...bits);
  } else if (box.type === "hvcC" && length >= 19) {
    const config = await reader.bytes(box.start, 19);
    if (!config) return false;
    facts.chromaShare = Math.max(facts.chromaShare, chromaShareOf(config[16] & 0x03));
    facts.bits = Math.max(facts.bits, 8 + (config[17] & 0x07), 8 + (config[18] & 0x07));
  } else if (box.type === "av1C" && length >= 4) {
    const config = await reader.bytes(box.start, 4);
    if (!config) return false;
    const high = (config[2] & 0x40) !== 0;
    const twelve = (config[2] & 0x20) !== 0;
    const monochrome = (config[2] & 0x10) !== 0;
    const subX = (config[2] & 0x08) !== 0;
    const subY = (config[2] & 0x04) !== 0;
    facts.bits = Math.max(facts.bits, high ? (twelve ? 12 : 10) : 8);
    facts.chromaShare = Math.max(facts.chromaShare, monochrome ? 0 : 2 / ((subX ? 2 : 1) * (subY ? 2 : 1)));
  } else if (box.type === "irot" && length >= 1) {
    // Quarter turns anticlockwise: 1 and 3 swap the sides.
    const angle = await reader.u8(box.start);
    if (angle === null) return false;
    facts.turned ||= (angle & 1) === 1;
  } else if (box.type === "auxC" && length > 4) {
    const urn = await reader.ascii(box.start + 4, Math.min(length - 4, 64));
    if (urn === null) return false;
    if (ALPHA_AUX.some((name) => urn.startsWith(name))) facts.alpha = true;
  }
  return true;
}

/** hvcC's chroma_format_idc: 0 monochrome, 1 4:2:0, 2 4:2:2, 3 4:4:4, as the two chroma planes' share of luma. */
const chromaShareOf = (format: number) => [0, 0.5, 1, 2][format];
