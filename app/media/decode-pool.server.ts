// Where pictures are decoded: in child processes, never in the server. The server's heap limit does not cover libvips
// or WebAssembly, and an allocator keeps what a decode freed: a child that exits gives all of it back, and a child past
// its limits is ended without the server noticing more than a refusal. A child decodes the pictures of one request
// (up to DECODE_JOBS_PER_CHILD, one after another), then exits; another request's picture never shares it.
//
// Each child caps itself once loaded (decode-child.js, with prlimit): its data memory at its own footprint plus
// DECODE_MEMORY_ALLOWANCE_BYTES, its CPU time at DECODE_CPU_SECONDS a picture; the server ends it after
// DECODE_TIMEOUT_MS without an answer.
// DECODE_SLOTS children run at once, DECODE_QUEUE_LIMIT pictures wait, and past that the answer is a 503 with
// Retry-After. The slots live on globalThis: each server bundle has its own copy of this module, and the bound is the
// process's (decision 035 gives the figures behind a child per request).
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { DECODE_BUDGET_BYTES } from "./decode-budget";
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
/** How much a decode child yields the CPU to the server (nice 10). */
const CHILD_NICENESS = 10;
/** The child's program: a file of the checkout, as the PDF fonts are (the server runs from it). */
const CHILD_SCRIPT = path.resolve("app/media/decode-child.js");
/** The child's own JavaScript heap: its pictures live outside it. */
const CHILD_NODE_FLAGS = ["--max-old-space-size=64", "--max-semi-space-size=2"];
/**
 * Without V8's compilers a child that only drives libvips starts with 8 MB less resident (58 MB against 66); libheif
 * is WebAssembly, which needs them.
 */
const flagsFor = (format: string) =>
  format === "heic" ? CHILD_NODE_FLAGS : ["--jitless", ...CHILD_NODE_FLAGS];

/** What a child is asked to make from one picture. */
export type DecodeJob = {
  /** The picture: streamed to the child's stdin, never copied whole in the server. */
  source: Uint8Array | Blob;
  format: string;
  maxPixels: number;
  /** The header the server priced; the child refuses a picture its decoder reads otherwise. */
  expected: {
    width: number;
    height: number;
    channels: number;
    bytesPerSample: number;
    wholePicture: boolean;
  };
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

export type DecodedOutput = {
  format: "jpeg" | "webp" | "avif" | "png";
  width: number;
  height: number;
  data: Buffer;
};

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
  { ok: true; result: DecodeResult } | { ok: false; reason: "unreadable" | "too-large"; detail: string };

type Slots = {
  busy: number;
  waiting: (() => void)[];
  /** A child kept for the next picture of the request whose picture it last decoded. */
  parked: Parked | null;
  warnedUncapped: boolean;
};
const SLOTS_KEY = Symbol.for("contractor-site.decode-slots");
const slots: Slots = ((globalThis as Record<symbol, unknown>)[SLOTS_KEY] ??= {
  busy: 0,
  waiting: [],
  parked: null,
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
function childEnv(format: string, reusable: boolean) {
  const paths = resolveModules();
  const env: Record<string, string> = {
    ...CHILD_MALLOC_ENV,
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    DECODE_CHILD_CONFIG: JSON.stringify({
      sharp: paths.sharp,
      libheif: format === "heic" ? paths.libheif : undefined,
      allowanceBytes: DECODE_MEMORY_ALLOWANCE_BYTES,
      cpuSeconds: DECODE_CPU_SECONDS,
      jobs: reusable ? DECODE_JOBS_PER_CHILD : 1,
    }),
  };
  return env;
}

type ChildMessage =
  | { type: "ready"; capped: boolean }
  | { type: "done"; capped: boolean; result: Omit<DecodeResult, "childPeakBytes">; peakBytes: number }
  | { type: "refused"; capped: boolean; reason: "unreadable" | "too-large"; detail: string };

/** Pictures one child decodes at most, one after another, for the same request (a form's ten photos). */
export const DECODE_JOBS_PER_CHILD = 10;
/** How long a child waits, after a picture, for the next of the same request before it is ended. */
const BATCH_GRACE_MS = 2000;

/** One decode child: started, sent one picture at a time, ended. */
class DecodeChild {
  private readonly child: ChildProcess;
  private readonly ready: Promise<boolean>;
  private current: ((answer: ChildAnswer) => void) | null = null;
  private stderr = "";
  private ended = false;
  private readonly closed: Promise<void>;
  jobs = 0;

  constructor(
    readonly format: string,
    readonly reusable: boolean,
  ) {
    this.child = spawn(process.execPath, [...flagsFor(format), CHILD_SCRIPT], {
      stdio: ["pipe", "ignore", "pipe", "ipc"],
      serialization: "advanced",
      env: childEnv(format, reusable),
    });
    this.closed = new Promise((resolve) => this.child.once("close", () => resolve()));
    // Pages before pictures: on a small host the decode waits for the CPU, not the visitor asking for a page.
    try {
      if (this.child.pid) os.setPriority(this.child.pid, CHILD_NICENESS);
    } catch {
      // The child already ended; its 'close' says so.
    }
    this.child.stderr?.setEncoding("utf8");
    this.child.stderr?.on("data", (text: string) => (this.stderr = (this.stderr + text).slice(-2000)));
    // Whatever happens to the pipe to a child that ended, its 'close' says so.
    this.child.stdin?.on("error", () => undefined);
    this.ready = new Promise((resolve) => {
      this.child.on("message", (message: ChildMessage) => {
        if (!message.capped && !slots.warnedUncapped) {
          slots.warnedUncapped = true;
          console.error(
            "Decode children run without their memory and CPU caps: prlimit (util-linux) was not found.",
          );
        }
        if (message.type === "ready") return resolve(true);
        this.answer(
          message.type === "done"
            ? {
                ok: true,
                result: {
                  ...message.result,
                  outputs: outputsOf(message.result),
                  childPeakBytes: message.peakBytes,
                },
              }
            : { ok: false, reason: message.reason, detail: message.detail },
        );
      });
      this.child.on("error", (error) => {
        resolve(false);
        this.answer({ ok: false, reason: "unreadable", detail: error.message });
      });
      // Ended by its caps (SIGXCPU, SIGKILL), by an allocation that failed where nothing could catch it (SIGABRT), or
      // by anything else before it answered ("close": after its last message has been read).
      this.child.on("close", (code, signal) => {
        this.ended = true;
        resolve(false);
        const tail = this.stderr.trim().slice(-300);
        this.answer({
          ok: false,
          reason: signal || code ? "too-large" : "unreadable",
          detail: `the decode child ended (${signal ?? `exit ${code}`}) before answering${tail ? `: ${tail}` : ""}`,
        });
      });
    });
  }

  get alive() {
    return !this.ended && this.child.exitCode === null && this.child.signalCode === null;
  }

  private answer(answer: ChildAnswer) {
    const current = this.current;
    this.current = null;
    current?.(answer);
  }

  /** Decodes one picture: what the child made, or why not (over the wall clock, the child is ended). */
  async run(job: DecodeJob): Promise<ChildAnswer> {
    this.jobs++;
    const answered = new Promise<ChildAnswer>((resolve) => (this.current = resolve));
    const timer = setTimeout(() => {
      this.answer({ ok: false, reason: "too-large", detail: `no answer in ${DECODE_TIMEOUT_MS / 1000} s` });
      this.end();
    }, DECODE_TIMEOUT_MS);
    try {
      if (!(await this.ready)) return await answered;
      const { source, ...rest } = job;
      const size = source instanceof Blob ? source.size : source.byteLength;
      this.child.send({ ...rest, size });
      // The bytes follow on stdin, which stays open for the next picture.
      const picture =
        source instanceof Blob
          ? Readable.fromWeb(source.stream() as WebReadableStream)
          : Readable.from([source]);
      writeKeepingOpen(picture, this.child.stdin!).catch((error: Error) =>
        this.answer({
          ok: false,
          reason: "unreadable",
          detail: `could not send the picture: ${error.message}`,
        }),
      );
      return await answered;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ends the child; resolves once it is gone (its memory with it), so that no two outlive a slot. */
  end() {
    this.ended = true;
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill("SIGKILL");
    return this.closed;
  }
}

const outputsOf = (result: Omit<DecodeResult, "childPeakBytes">) =>
  result.outputs.map((output) =>
    output
      ? { ...output, data: Buffer.from(output.data.buffer, output.data.byteOffset, output.data.byteLength) }
      : null,
  );

/**
 * Writes a picture's bytes into the child's stdin and leaves it open for the next one. (`pipeline` with `end: false`
 * leaves its listeners on the destination until that ends: ten pictures a child passed Node's listener warning.)
 */
async function writeKeepingOpen(source: Readable, sink: Writable) {
  for await (const chunk of source) {
    if (sink.destroyed) throw new Error("the child's input is closed");
    if (sink.write(chunk)) continue;
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        sink.off("drain", drained).off("error", settle).off("close", closed);
        if (error) reject(error);
        else resolve();
      };
      const drained = () => settle();
      const closed = () => settle(new Error("the child's input is closed"));
      sink.on("drain", drained).on("error", settle).on("close", closed);
    });
  }
}

type Parked = {
  child: Pick<DecodeChild, "alive" | "format" | "end" | "run" | "jobs" | "reusable">;
  batch: object;
  timer: NodeJS.Timeout;
};

function unpark() {
  const held = slots.parked;
  slots.parked = null;
  if (held) clearTimeout(held.timer);
  return held;
}

/**
 * Decodes one picture in a child process (call it inside a decode slot), and answers what it made, or why not: the
 * picture unreadable, or too large (over a limit: its memory, its CPU time, the wall clock). Pictures of one request
 * (the same `batch` object) share a child, DECODE_JOBS_PER_CHILD at most, one after another; any other picture gets
 * a child of its own. An HEIC photo always does: libheif's WebAssembly memory never shrinks.
 */
export async function decodeInChild(job: DecodeJob, batch?: object): Promise<ChildAnswer> {
  const held = unpark();
  let child: Parked["child"];
  if (held && held.batch === batch && held.child.alive && held.child.format === job.format) {
    child = held.child;
  } else {
    await held?.child.end();
    child = new DecodeChild(job.format, batch !== undefined && job.format !== "heic");
  }
  const answer = await child.run(job);
  // A child that failed a picture is not given another.
  if (answer.ok && batch && child.reusable && child.alive && child.jobs < DECODE_JOBS_PER_CHILD) {
    const timer = setTimeout(() => void unpark()?.child.end(), BATCH_GRACE_MS);
    timer.unref();
    slots.parked = { child, batch, timer };
  } else {
    await child.end();
  }
  return answer;
}
