// What a decode costs in memory, from the picture's header (image-header.ts), before any pixel is decoded: the bytes
// its decoder holds at once, plus the picture at the size we keep and the file itself. A picture over the budget is
// refused; the decode child's hard memory limit (decode-pool.server.ts) is the budget and a margin, so a picture the
// model priced wrong ends its child, never the server.
import type { ImageHeader } from "./image-header";

const MiB = 1024 * 1024;

/**
 * The memory one decode may take beyond its child's own (Node and libvips loaded, 66 MB resident; 78 with libheif). A
 * 12 MP iPhone HEIC (priced at 179 MB as an estimate photo, 197 MB into the media library) fits; a 7000 × 7000
 * progressive CMYK JPEG (392 MB of coefficients) does not. Decision 035 has the figures.
 */
export const DECODE_BUDGET_BYTES = 192 * MiB;

/**
 * The largest picture a caller keeps (its base: 2560 px for estimate photos, 1600 px wide for the media library), and
 * what its outputs cost to make, in bytes a kept pixel: the decoded copy every output is cut from, a resize's buffers
 * and the encoders' (mozjpeg about 9, libaom's AVIF about 33).
 */
export type KeptSize = { width: number; height: number; encodeBytesPerPixel: number };

/** Bytes of the whole-picture buffers the decoder itself holds (none for a decoder that streams rows). */
function decoderBytes(header: ImageHeader) {
  const pixels = header.width * header.height;
  const { channels, bytesPerSample: bytes } = header;
  switch (header.format) {
    case "jpeg":
      // libjpeg keeps every DCT coefficient (16 bits each) of a progressive or multi-scan picture until its last scan.
      return header.wholePicture ? pixels * (header.sampledComponents ?? channels) * 2 : 0;
    case "png":
      // An interlaced (Adam7) picture is decoded whole; otherwise row by row.
      return header.wholePicture ? pixels * channels * bytes : 0;
    case "webp":
      // Lossless pictures are decoded whole (ARGB); lossy ones are scaled to the kept size as they decode.
      return header.lossless ? pixels * 4 : 0;
    case "gif":
      // The frame buffer and libvips' copy of it.
      return pixels * 4 * 2;
    case "tiff":
      return pixels * channels * bytes;
    case "heic": {
      // The decoded planes (luma, chroma, alpha) at their bit depth and the interleaved 8-bit picture, in libheif's
      // WebAssembly memory, which grows past what it needs and never shrinks: twice both.
      const planes = pixels * bytes * (1 + (header.chromaShare ?? 2) + (channels === 4 ? 1 : 0));
      return (planes + pixels * channels) * 2;
    }
    case "avif": {
      // The same planes in libheif (native), then libvips' picture at their depth.
      const planes = pixels * bytes * (1 + (header.chromaShare ?? 2) + (channels === 4 ? 1 : 0));
      return planes + pixels * channels * bytes;
    }
  }
}

/** The picture scaled to fit `kept`, never enlarged; either way round where the header did not say which. */
function keptPixels(header: ImageHeader, kept: KeptSize) {
  const fit = (width: number, height: number) => {
    const scale = Math.min(1, kept.width / width, kept.height / height);
    return Math.ceil(width * scale) * Math.ceil(height * scale);
  };
  const upright = fit(header.width, header.height);
  const turned = fit(header.height, header.width);
  if (header.turned === undefined) return Math.max(upright, turned);
  return header.turned ? turned : upright;
}

/**
 * The memory a decode of this picture takes, in bytes: its decoder's buffers, its outputs' (from the picture at the
 * kept size), and the file twice (as it came, and as the decoder reads it).
 */
export function decodeCost(header: ImageHeader, kept: KeptSize, fileBytes: number) {
  return decoderBytes(header) + keptPixels(header, kept) * kept.encodeBytesPerPixel + fileBytes * 2;
}

/** What the cost is made of, in words, for the refusal and the log: "progressive CMYK JPEG", "interlaced 16-bit PNG". */
export function describeHeader(header: ImageHeader) {
  const words: string[] = [];
  if (header.wholePicture && (header.format === "jpeg" || header.format === "png")) {
    words.push(header.format === "png" ? "interlaced" : "progressive");
  }
  if (header.bytesPerSample === 2)
    words.push(header.format === "heic" || header.format === "avif" ? "HDR" : "16-bit");
  if (header.cmyk) words.push("CMYK");
  words.push(header.format === "heic" ? "HEIC" : header.format.toUpperCase());
  return words.join(" ");
}
