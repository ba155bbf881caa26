// @ts-check
// The decode child, started by decode-pool.server.ts as `node app/media/decode-child.js` for the pictures of one
// request. It loads sharp (and libheif for an HEIC photo), caps its own memory and CPU time with prlimit, decodes each
// picture it is sent at the size its caller keeps, encodes the outputs asked for, answers them, and exits after its
// last. A picture that takes more than the cap fails an allocation here or ends this process, never the server. Plain
// JavaScript: it runs as is, without the build the rest of the app goes through.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";

/** @type {{ sharp: string; libheif?: string; allowanceBytes: number; cpuSeconds: number; jobs: number }} */
const config = JSON.parse(process.env.DECODE_CHILD_CONFIG ?? "{}");
const require = createRequire(config.sharp);
/** @type {typeof import("sharp").default} */
const sharp = require(config.sharp);
// One thread and no operation cache: the cap is for one picture's buffers, not for libvips' spares.
sharp.concurrency(1);
sharp.cache(false);

class Refusal extends Error {
  /** @param {"unreadable" | "too-large"} reason @param {string} detail */
  constructor(reason, detail) {
    super(detail);
    this.reason = reason;
  }
}

/** Whether an error is an allocation that failed under the cap (libvips and libjpeg say so in words). */
const outOfMemory = (/** @type {unknown} */ error) => /memory|allocat/i.test(String(error));

// libvips' threads and pools, made before the footprint is measured: the cap counts from the child as loaded.
await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000000" } })
  .jpeg()
  .toBuffer();
/** @type {any} */
const libheif = config.libheif ? require(config.libheif) : null;
if (libheif) await libheif.ready;

/** A figure of this process from /proc/self/status (VmData: what RLIMIT_DATA counts; VmHWM: its peak resident), in bytes. */
function statusBytes(/** @type {string} */ name) {
  const status = fs.readFileSync("/proc/self/status", "utf8");
  return Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0) * 1024;
}

/** Runs prlimit on this process; false if it could not (no prlimit: not Linux, or util-linux missing). */
function prlimit(/** @type {string[]} */ limits) {
  try {
    execFileSync("prlimit", [`--pid=${process.pid}`, ...limits], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** The CPU seconds this process has used. */
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

// The data memory at what the child holds now plus the allowance, for good; CPU time for every picture it may decode
// (each picture then gets its own share, below).
const cpuCeiling = config.cpuSeconds * config.jobs + 1;
const dataCap = statusBytes("VmData") + config.allowanceBytes;
const capped = prlimit([`--data=${dataCap}:${dataCap}`, `--cpu=${config.cpuSeconds}:${cpuCeiling}`]);

/** Gives the next picture its own CPU time: what was used so far, plus the allowance. */
const capNextPicture = () =>
  capped &&
  prlimit([`--cpu=${Math.min(Math.ceil(cpuSeconds()) + config.cpuSeconds, cpuCeiling)}:${cpuCeiling}`]);
// Should the whole service reach its memory bound (systemd's MemoryMax), the kernel ends this process, not the server.
try {
  fs.writeFileSync("/proc/self/oom_score_adj", "1000");
} catch {
  // Not Linux: the caps above were not set either.
}

/**
 * @typedef {{ width: number; height?: number; format: "jpeg" | "webp" | "avif" | "png" | "fallback"; quality: number }} OutputSpec
 * @typedef {{ width: number; height: number; channels: number; bytesPerSample: number; wholePicture: boolean }} Expected
 * @typedef {{ size: number; format: string; maxPixels: number; expected: Expected; base: { width: number; height: number }; outputs: OutputSpec[] }} JobMessage
 * @typedef {JobMessage & { bytes: Buffer }} Job
 */

// The pictures, as the server streams them on stdin after each job's message, one after another.
/** @type {Buffer[]} */
const pending = [];
/** @type {(() => void) | null} */
let wake = null;
let stdinEnded = false;
process.stdin.on("data", (/** @type {Buffer} */ chunk) => {
  pending.push(chunk);
  wake?.();
});
process.stdin.on("end", () => {
  stdinEnded = true;
  wake?.();
});

/** The next `size` bytes of stdin: the picture of the job just received. */
async function readPicture(/** @type {number} */ size) {
  const bytes = Buffer.allocUnsafe(size);
  let filled = 0;
  while (filled < size) {
    const chunk = pending.shift();
    if (!chunk) {
      if (stdinEnded) throw new Refusal("unreadable", "fewer bytes than announced");
      await new Promise((resolve) => (wake = () => resolve(undefined)));
      wake = null;
      continue;
    }
    const take = Math.min(chunk.length, size - filled);
    chunk.copy(bytes, filled, 0, take);
    filled += take;
    if (take < chunk.length) pending.unshift(chunk.subarray(take));
  }
  return bytes;
}

/** An HEIC photo's primary picture, upright (libheif applies its rotation and mirroring), as interleaved 8-bit pixels. */
async function decodeHeic(/** @type {Job} */ job) {
  const decoder = new libheif.HeifDecoder();
  /** @type {any[]} */
  const images = decoder.decode(job.bytes);
  const release = () => {
    for (const image of images) image.free();
    decoder.decoder.delete();
  };
  const image = images.find((candidate) => candidate.is_primary()) ?? images[0];
  if (!image) {
    release();
    throw new Refusal("unreadable", "no picture in the file");
  }
  const width = image.get_width();
  const height = image.get_height();
  const alpha = image.has_alpha_channel();
  // Never more than the header the server priced.
  if (width * height > job.expected.width * job.expected.height || (alpha && job.expected.channels < 4)) {
    release();
    throw new Refusal("unreadable", `libheif reads ${width}×${height}${alpha ? " with alpha" : ""}`);
  }
  const channels = alpha ? 4 : 3;
  const chroma = alpha
    ? libheif.heif_chroma.heif_chroma_interleaved_RGBA
    : libheif.heif_chroma.heif_chroma_interleaved_RGB;
  const decoded = await libheif.heif_js_decode_image2(
    image.handle,
    libheif.heif_colorspace.heif_colorspace_RGB,
    chroma,
  );
  if (!decoded || decoded.code) {
    release();
    throw new Refusal("unreadable", "libheif could not decode it");
  }
  /** @type {{ id: number; width: number; height: number; stride: number; data: Uint8Array }} */
  const plane = decoded.channels.find(
    (/** @type {{ id: number }} */ channel) => channel.id === libheif.heif_channel.heif_channel_interleaved,
  );
  // A view into libheif's memory, read by sharp in place; rows padded past the width are cut off by sharp.
  const rowPixels = plane.stride / channels;
  if (!Number.isInteger(rowPixels)) throw new Refusal("unreadable", "rows of an odd stride");
  return {
    width: plane.width,
    height: plane.height,
    hasAlpha: alpha,
    input: () =>
      sharp(plane.data, { raw: { width: rowPixels, height: plane.height, channels } }).extract({
        left: 0,
        top: 0,
        width: plane.width,
        height: plane.height,
      }),
    release: () => {
      libheif.heif_image_release(decoded.image);
      release();
    },
  };
}

/** Any other picture, through libvips: its header checked against the server's, read in sequence, shrunk on load. */
async function openWithSharp(/** @type {Job} */ job) {
  const options = { limitInputPixels: job.maxPixels, sequentialRead: true, animated: false };
  const metadata = await sharp(job.bytes, options).metadata();
  const { expected } = job;
  const deeper = metadata.depth !== "uchar" && metadata.depth !== "char" && expected.bytesPerSample < 2;
  if (
    metadata.width !== expected.width ||
    (metadata.pageHeight ?? metadata.height) !== expected.height ||
    (metadata.channels ?? 0) > expected.channels ||
    deeper ||
    (metadata.isProgressive && !expected.wholePicture)
  ) {
    throw new Refusal(
      "unreadable",
      `libvips reads ${metadata.width}×${metadata.height}, ${metadata.channels} channels`,
    );
  }
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    width: turned ? expected.height : expected.width,
    height: turned ? expected.width : expected.height,
    hasAlpha: Boolean(metadata.hasAlpha),
    input: () => sharp(job.bytes, options).rotate(),
    release: () => undefined,
  };
}

/** @param {import("sharp").Sharp} image @param {OutputSpec} spec @param {boolean} hasAlpha */
function encode(image, spec, hasAlpha) {
  const format = spec.format === "fallback" ? (hasAlpha ? "png" : "jpeg") : spec.format;
  // sharp writes no metadata unless asked: no EXIF, no GPS.
  if (format === "jpeg")
    return {
      format,
      image: image.flatten({ background: "#ffffff" }).jpeg({ quality: spec.quality, mozjpeg: true }),
    };
  if (format === "webp") return { format, image: image.webp({ quality: spec.quality }) };
  if (format === "avif") return { format, image: image.avif({ quality: spec.quality, effort: 1 }) };
  return { format, image: image.png({ compressionLevel: 9 }) };
}

async function run(/** @type {Job} */ job) {
  const picture = job.format === "heic" ? await decodeHeic(job) : await openWithSharp(job);
  let base;
  try {
    // The one decode: straight to the kept size (libjpeg and libwebp scale as they decode), 8-bit sRGB.
    base = await picture
      .input()
      .resize({ width: job.base.width, height: job.base.height, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } finally {
    picture.release();
  }
  const { width, height, channels } = base.info;
  const done = new Set();
  const outputs = [];
  for (const spec of job.outputs) {
    // Never enlarged: an output the size of one already made is not made twice.
    const bound = `${Math.min(spec.width, width)}×${Math.min(spec.height ?? Infinity, height)}`;
    const { format, image } = encode(
      sharp(base.data, { raw: { width, height, channels } }).resize({
        width: spec.width,
        height: spec.height,
        fit: "inside",
        withoutEnlargement: true,
      }),
      spec,
      picture.hasAlpha,
    );
    if (done.has(`${format} ${bound}`)) {
      outputs.push(null);
      continue;
    }
    done.add(`${format} ${bound}`);
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    outputs.push({ format, width: info.width, height: info.height, data });
  }
  const sha256 = createHash("sha256").update(job.bytes).digest("hex");
  return { width: picture.width, height: picture.height, hasAlpha: picture.hasAlpha, sha256, outputs };
}

// The server gone: nothing to answer to.
process.on("disconnect", () => process.exit(1));

let decoded = 0;
/** Sends an answer; after the last picture this child may decode, exits once it is sent. */
function reply(/** @type {object} */ message) {
  decoded++;
  const last = decoded >= config.jobs || Boolean(libheif);
  process.send?.({ ...message, capped }, () => {
    if (last) process.exit(0);
  });
  // The next picture's peak is its own.
  try {
    fs.writeFileSync("/proc/self/clear_refs", "5");
  } catch {
    // Not Linux.
  }
}

process.on("message", (/** @type {JobMessage} */ message) => {
  capNextPicture();
  readPicture(message.size)
    .then((bytes) => run({ ...message, bytes }))
    .then(
      (result) => reply({ type: "done", result, peakBytes: statusBytes("VmHWM") }),
      (error) => {
        const reason =
          error instanceof Refusal ? error.reason : outOfMemory(error) ? "too-large" : "unreadable";
        reply({ type: "refused", reason, detail: String(error?.message ?? error) });
      },
    );
});
process.send?.({ type: "ready", capped });
