// HEIC (iPhone) photos decoded off the main thread, within bounds. sharp's prebuilt libvips reads an HEIC's header but
// has no HEVC decoder, so libheif (WebAssembly, through heic-decode) decodes the pixels, synchronously: on the main
// thread a 12 MP photo would hold every other request up for a second or two. One worker thread does it, one photo at a
// time, with a heap limit of its own; a photo that takes longer than HEIC_JOB_TIMEOUT_MS ends the worker (a fresh one
// takes the next photo), and past HEIC_QUEUE_LIMIT waiting photos the answer is a 503 rather than a longer wait.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { MediaError } from "./media-error";

/** A 12 MP photo takes 1.5 to 2 s on a busy 2-core machine; ten times that is a file made to stall the decoder. */
export const HEIC_JOB_TIMEOUT_MS = 20_000;
/** Photos waiting for the worker (one more is being decoded); more get a 503 with Retry-After. */
export const HEIC_QUEUE_LIMIT = 4;
/** libheif's code and one photo's buffers fit well under this; a file made to take more ends the worker. */
export const HEIC_WORKER_LIMITS = {
  maxOldGenerationSizeMb: 64,
  maxYoungGenerationSizeMb: 16,
  stackSizeMb: 4,
};
export const HEIC_RETRY_AFTER_SECONDS = 10;

// The worker checks the picture's size as libheif reads it (its `ispe` property) before decoding a pixel, and answers
// the RGBA pixels, which sharp then encodes: no intermediate JPEG.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const decode = require(workerData.decodePath);
parentPort.on("message", async ({ id, bytes, maxPixels }) => {
  let images;
  try {
    images = await decode.all({ buffer: bytes });
    const image = images[0];
    if (image.width * image.height > maxPixels) {
      parentPort.postMessage({ id, refused: "pixels", width: image.width, height: image.height });
      return;
    }
    const { width, height, data } = await image.decode();
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ id, width, height, pixels }, [pixels.buffer]);
  } catch {
    parentPort.postMessage({ id, refused: "unreadable" });
  } finally {
    images?.dispose();
  }
});
`;

export type HeicPixels = { width: number; height: number; pixels: Uint8Array };
type Answer = {
  id: number;
  refused?: "pixels" | "unreadable";
  width?: number;
  height?: number;
  pixels?: Uint8Array;
};
type Job = {
  id: number;
  bytes: Uint8Array;
  maxPixels: number;
  resolve: (answer: Answer) => void;
};

let worker: Worker | undefined;
let running: { job: Job; timer: NodeJS.Timeout } | undefined;
const queue: Job[] = [];
let lastId = 0;

function startWorker() {
  const decodePath = createRequire(import.meta.url).resolve("heic-decode");
  const started = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { decodePath },
    resourceLimits: HEIC_WORKER_LIMITS,
  });
  started.on("message", (answer: Answer) => {
    if (running?.job.id === answer.id) finish(answer);
  });
  // A worker that dies (out of its heap, say) fails the photo it held; the next photo starts a new one.
  const died = () => {
    if (worker !== started) return;
    worker = undefined;
    if (running) finish({ id: running.job.id, refused: "unreadable" });
  };
  started.on("error", died);
  started.on("exit", died);
  // It never keeps a script or test process alive by itself.
  started.unref();
  return started;
}

function finish(answer: Answer) {
  if (!running) return;
  clearTimeout(running.timer);
  const { job } = running;
  running = undefined;
  job.resolve(answer);
  next();
}

function next() {
  if (running) return;
  const job = queue.shift();
  if (!job) return;
  worker ??= startWorker();
  const current = worker;
  const timer = setTimeout(() => {
    // Stuck on this photo: end the worker (its memory goes with it) and give the next photo a fresh one.
    worker = undefined;
    void current.terminate();
    finish({ id: job.id, refused: "unreadable" });
  }, HEIC_JOB_TIMEOUT_MS);
  running = { job, timer };
  current.postMessage({ id: job.id, bytes: job.bytes, maxPixels: job.maxPixels });
}

/**
 * The photo's RGBA pixels, with libheif's rotation applied. Throws a MediaError: 503 when the queue is full, 413 past
 * `maxPixels`, and `unreadable` (the caller's "not an image" refusal) for a file libheif cannot decode in time.
 */
export async function decodeHeic(
  bytes: Uint8Array,
  maxPixels: number,
  unreadable: MediaError,
): Promise<HeicPixels> {
  if (queue.length >= HEIC_QUEUE_LIMIT) {
    throw new MediaError(
      "Too many iPhone photos are being converted right now. Please try again in a few seconds.",
      503,
      HEIC_RETRY_AFTER_SECONDS,
    );
  }
  const answer = await new Promise<Answer>((resolve) => {
    queue.push({ id: ++lastId, bytes, maxPixels, resolve });
    next();
  });
  if (answer.refused === "pixels") throw tooManyPixels(answer.width ?? 0, answer.height ?? 0, maxPixels);
  if (answer.refused || !answer.pixels || !answer.width || !answer.height) throw unreadable;
  return { width: answer.width, height: answer.height, pixels: answer.pixels };
}

export const tooManyPixels = (width: number, height: number, maxPixels: number) =>
  new MediaError(
    `That image is too large (${width}×${height}); the limit is ${Math.round(maxPixels / 1e6)} megapixels.`,
    413,
  );
