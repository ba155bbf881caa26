// Where pictures are decoded: in a child process of their own, one picture each, never in the server. The server's
// heap limit does not cover libvips or WebAssembly, and an allocator keeps what a decode freed: a child that exits
// gives all of it back, and a child past its limits is ended without the server noticing more than a refusal.
//
// Each child caps itself once loaded (decode-child.js, with prlimit): its data memory at its own footprint plus
// DECODE_MEMORY_ALLOWANCE_BYTES, its CPU time at DECODE_CPU_SECONDS; the server ends it after DECODE_TIMEOUT_MS.
// DECODE_SLOTS children run at once, DECODE_QUEUE_LIMIT pictures wait, and past that the answer is a 503 with
// Retry-After. The slots live on globalThis: each server bundle has its own copy of this module, and the bound is the
// process's (decision 032 gives the figures behind one child per picture).
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { DECODE_BUDGET_BYTES } from "./decode-budget";
import childSource from "./decode-child.js?raw";
import { MediaError } from "./media-error";

const MiB = 1024 * 1024;

/** Pictures decoded at once: one core of a small host for pictures, the other for pages. */
export const DECODE_SLOTS = 1;
/** Pictures waiting for a slot (each an upload already received); past this the answer is a 503. */
export const DECODE_QUEUE_LIMIT = 16;
export const DECODE_RETRY_AFTER_SECONDS = 10;
/** A child's memory beyond its own footprint: the budget, and a margin for what the cost model does not see. */
export const DECODE_MEMORY_ALLOWANCE_BYTES = DECODE_BUDGET_BYTES + 48 * MiB;
/** CPU time of a child, loading included: a 12 MP HEIC takes 10 s of it on a busy 2-core machine. */
export const DECODE_CPU_SECONDS = 30;
/** Wall-clock time of a child, from its start to its answer. */
export const DECODE_TIMEOUT_MS = 45_000;
/** The child's own JavaScript heap: its pictures live outside it. */
const CHILD_NODE_FLAGS = ["--max-old-space-size=64", "--max-semi-space-size=2", "--input-type=module"];

/** What a child is asked to make from one picture. */
export type DecodeJob = {
  /** The picture: streamed to the child's stdin, never copied whole in the server. */
  source: Uint8Array | Blob;
  format: string;
  maxPixels: number;
  /** The header the server priced; the child refuses a picture its decoder reads otherwise. */
  expected: { width: number; height: number; channels: number; bytesPerSample: number; wholePicture: boolean };
  /** The size every output is cut from (never enlarged). */
  base: { width: number; height: number };
  outputs: readonly DecodeOutputSpec[];
};

export type DecodeOutputSpec = {
  width: number;
  height?: number;
  /** "fallback": PNG for a picture with transparency, else JPEG on white. */
  format: "jpeg" | "webp" | "avif" | "png" | "fallback";
  quality: number;
};

export type DecodedOutput = { format: "jpeg" | "webp" | "avif" | "png"; width: number; height: number; data: Buffer };

/** What a child made: the picture's upright size, and each output asked for (null where it equals an earlier one). */
export type DecodeResult = {
  width: number;
  height: number;
  hasAlpha: boolean;
  /** The file's SHA-256, in hex (stored files are named by it). */
  sha256: string;
  outputs: (DecodedOutput | null)[];
  /** The child's peak resident memory (its VmHWM), for the log and the figures. */
  childPeakBytes: number;
};

export type ChildAnswer =
  | { ok: true; result: DecodeResult }
  | { ok: false; reason: "unreadable" | "too-large"; detail: string };

type Slots = { busy: number; waiting: (() => void)[]; warnedUncapped: boolean };
const SLOTS_KEY = Symbol.for("contractor-site.decode-slots");
const slots: Slots = ((globalThis as Record<symbol, unknown>)[SLOTS_KEY] ??= {
  busy: 0,
  waiting: [],
  warnedUncapped: false,
}) as Slots;

/** Runs `work` in a decode slot, waiting for one if need be; a 503 MediaError when too many already wait. */
export async function inDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (slots.busy < DECODE_SLOTS) {
    slots.busy++;
  } else {
    if (slots.waiting.length >= DECODE_QUEUE_LIMIT) {
      throw new MediaError(
        "Too many pictures are being processed right now. Please try again in a few seconds.",
        503,
        DECODE_RETRY_AFTER_SECONDS,
      );
    }
    // The slot passes straight to the next in line.
    await new Promise<void>((resolve) => slots.waiting.push(resolve));
  }
  try {
    return await work();
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.busy--;
  }
}

let modulePaths: { sharp: string; libheif: string } | undefined;
function resolveModules() {
  const require = createRequire(import.meta.url);
  modulePaths ??= { sharp: require.resolve("sharp"), libheif: require.resolve("libheif-js/wasm-bundle") };
  return modulePaths;
}

/**
 * glibc's allocator as the server has it (scripts/server-env.mjs, decisions 028 and 031), whoever started the server:
 * without a fixed mmap threshold, the bitmaps one output freed stay resident under the next (a 12 MP photo's media
 * library outputs reached 184 MB instead of 146).
 */
const CHILD_MALLOC_ENV = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "32768",
  MALLOC_TRIM_THRESHOLD_: "131072",
};

/** The environment a child gets: nothing of the server's but a PATH for prlimit. */
function childEnv(format: string) {
  const paths = resolveModules();
  const env: Record<string, string> = {
    ...CHILD_MALLOC_ENV,
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    DECODE_CHILD_CONFIG: JSON.stringify({
      sharp: paths.sharp,
      libheif: format === "heic" ? paths.libheif : undefined,
      allowanceBytes: DECODE_MEMORY_ALLOWANCE_BYTES,
      cpuSeconds: DECODE_CPU_SECONDS,
    }),
  };
  return env;
}

type ChildMessage =
  | { type: "ready"; capped: boolean }
  | { type: "done"; capped: boolean; result: Omit<DecodeResult, "childPeakBytes">; peakBytes: number }
  | { type: "refused"; capped: boolean; reason: "unreadable" | "too-large"; detail: string };

/**
 * Decodes one picture in a child of its own (call it inside a decode slot). Answers what it made, or why not: the
 * picture unreadable, or too large (over a limit: its memory, its CPU time, the wall clock).
 */
export function decodeInChild(job: DecodeJob): Promise<ChildAnswer> {
  return new Promise((resolve) => {
    const child: ChildProcess = spawn(process.execPath, [...CHILD_NODE_FLAGS, "-e", childSource], {
      stdio: ["pipe", "ignore", "pipe", "ipc"],
      serialization: "advanced",
      env: childEnv(job.format),
    });
    let settled = false;
    let stderr = "";
    const finish = (answer: ChildAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      resolve(answer);
    };
    const timer = setTimeout(
      () => finish({ ok: false, reason: "too-large", detail: `no answer in ${DECODE_TIMEOUT_MS / 1000} s` }),
      DECODE_TIMEOUT_MS,
    );
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (text: string) => (stderr = (stderr + text).slice(-2000)));
    child.on("message", (message: ChildMessage) => {
      if (!message.capped && !slots.warnedUncapped) {
        slots.warnedUncapped = true;
        console.error("Decode children run without their memory and CPU caps: prlimit (util-linux) was not found.");
      }
      if (message.type === "ready") {
        const { source, ...rest } = job;
        const size = source instanceof Blob ? source.size : source.byteLength;
        child.send({ ...rest, size });
        const picture =
          source instanceof Blob ? Readable.fromWeb(source.stream() as WebReadableStream) : Readable.from([source]);
        pipeline(picture, child.stdin!).catch((error: Error) =>
          finish({ ok: false, reason: "unreadable", detail: `could not send the picture: ${error.message}` }),
        );
      } else if (message.type === "done") {
        const outputs = message.result.outputs.map((output) =>
          output ? { ...output, data: Buffer.from(output.data.buffer, output.data.byteOffset, output.data.byteLength) } : null,
        );
        finish({ ok: true, result: { ...message.result, outputs, childPeakBytes: message.peakBytes } });
      } else {
        finish({ ok: false, reason: message.reason, detail: message.detail });
      }
    });
    child.on("error", (error) => finish({ ok: false, reason: "unreadable", detail: error.message }));
    // Ended by its caps (SIGXCPU, SIGKILL), by an allocation that failed where nothing could catch it (SIGABRT), or
    // by anything else before it answered ("close": after its last message has been read).
    child.on("close", (code, signal) =>
      finish({
        ok: false,
        reason: signal || code ? "too-large" : "unreadable",
        detail: `the decode child ended (${signal ?? `exit ${code}`}) before answering${stderr ? `: ${stderr.trim().slice(-300)}` : ""}`,
      }),
    );
  });
}
