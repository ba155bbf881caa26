// What kind of picture a file is, from its first bytes: a fixed-size prefix compared byte by byte, so a header that lies
// about its sizes costs nothing (a box that claims to be 15 MB long is read no further than SNIFF_BYTES).

export type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "tiff" | "avif" | "heic";

/** How much of a file the sniffing reads, whatever the file says about itself. */
export const SNIFF_BYTES = 64;

// ISO base media brands of HEIC/HEIF stills from phones (HEVC pictures) and of AVIF (AV1 pictures).
const HEIC_BRANDS = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"];
const AVIF_BRANDS = ["avif", "avis"];

/** Whether `bytes` holds `signature` (bytes, or ASCII text) at `at`. */
function holds(bytes: Uint8Array, at: number, signature: string | readonly number[]) {
  if (at + signature.length > bytes.byteLength) return false;
  for (let i = 0; i < signature.length; i++) {
    const expected = typeof signature === "string" ? signature.charCodeAt(i) : signature[i];
    if (bytes[at + i] !== expected) return false;
  }
  return true;
}

/**
 * The brands of an ISO base media file's leading `ftyp` box (major brand, then the compatible ones); null when the
 * file does not start with one that fits in the prefix. A phone's or an encoder's is 20 to 40 bytes long: one that
 * says it is larger (or 0, "to the end", or 1, "a 64-bit size follows") is no picture of ours, and its claim is never
 * followed.
 */
function ftypBrandOffsets(prefix: Uint8Array): number[] | null {
  if (prefix.byteLength < 12 || !holds(prefix, 4, "ftyp")) return null;
  const declared = ((prefix[0] << 24) | (prefix[1] << 16) | (prefix[2] << 8) | prefix[3]) >>> 0;
  if (declared < 12 || declared > prefix.byteLength) return null;
  const offsets = [8];
  for (let at = 16; at + 4 <= declared; at += 4) offsets.push(at);
  return offsets;
}

function isoFormat(prefix: Uint8Array): ImageFormat | null {
  const brands = ftypBrandOffsets(prefix);
  if (!brands) return null;
  const has = (names: string[]) => brands.some((at) => names.some((name) => holds(prefix, at, name)));
  // An AVIF file is an HEIF container too (often with mif1 among its brands), but of AV1 pictures.
  if (has(AVIF_BRANDS)) return "avif";
  if (has(HEIC_BRANDS)) return "heic";
  return null;
}

/** The picture format a file's content says it is, from its first SNIFF_BYTES at most; null for anything else. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const prefix = bytes.subarray(0, SNIFF_BYTES);
  if (holds(prefix, 0, [0xff, 0xd8, 0xff])) return "jpeg";
  if (holds(prefix, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (holds(prefix, 0, "RIFF") && holds(prefix, 8, "WEBP")) return "webp";
  if (holds(prefix, 0, "GIF87a") || holds(prefix, 0, "GIF89a")) return "gif";
  if (holds(prefix, 0, [0x49, 0x49, 0x2a, 0x00]) || holds(prefix, 0, [0x4d, 0x4d, 0x00, 0x2a])) return "tiff";
  return isoFormat(prefix);
}

/** Whether the bytes start like an MP4 (or any ISO base media) file: an `ftyp` box first. */
export const startsWithFtyp = (bytes: Uint8Array) => holds(bytes, 4, "ftyp");

/** Whether the bytes start like a WebM (Matroska) file: the EBML magic number. */
export const startsWithEbml = (bytes: Uint8Array) => holds(bytes, 0, [0x1a, 0x45, 0xdf, 0xa3]);
