// PDFs drawn off the main thread, within bounds. A layout (pdf-kinds.ts) runs in one worker thread with a heap of its
// own, one document at a time: a document made to take more memory ends that worker, one made to take longer than
// PDF_RENDER_TIMEOUT_MS is ended, and past PDF_QUEUE_LIMIT waiting documents the answer is "busy"; each is a
// PdfRenderError for the caller to answer, never the server's end. The same data draws the same PDF, so its bytes
// are kept in a small cache by a hash of the kind and data, and a document asked for while it is being drawn waits
// for that drawing rather than starting another. The worker ends after a minute without work.
import { createHash } from "node:crypto";
import path from "node:path";
import { Worker, type ResourceLimits } from "node:worker_threads";
import type { PdfKind, PdfKinds } from "./pdf-kinds";
import type { PdfAnswer, PdfJob } from "./pdf-worker-host";

/** pdfkit, fontkit and two fonts take about 20 MB; a 100-line quote with 20,000 characters of terms stays far below. */
export const PDF_WORKER_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 64,
  maxYoungGenerationSizeMb: 8,
  stackSizeMb: 4,
};
/** The largest quote the schema allows takes under 2 s on a busy 2-core machine; far past that, it is stuck. */
export const PDF_RENDER_TIMEOUT_MS = 15_000;
/** Documents waiting for the worker (one more is being drawn); more are refused as "busy". */
export const PDF_QUEUE_LIMIT = 8;
export const PDF_RETRY_AFTER_SECONDS = 30;
const WORKER_IDLE_MS = 60_000;
const CACHE_LIMITS = { entries: 32, bytes: 8 * 1024 * 1024 };

export type PdfFailure = "busy" | "failed" | "timeout";

export class PdfRenderError extends Error {
  constructor(
    readonly reason: PdfFailure,
    message: string,
  ) {
    super(message);
    this.name = "PdfRenderError";
  }
}

export type PdfRendererOptions = {
  /** The worker's entry: app/pdf-worker.ts through tsx from the sources, or the built file (server/index.ts). */
  entry: { file: string; execArgv: string[] };
  limits: ResourceLimits;
  timeoutMs: number;
  queueLimit: number;
};

type Job = {
  id: number;
  kind: string;
  data: unknown;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: PdfRenderError) => void;
};

type RendererState = {
  options: PdfRendererOptions;
  worker?: Worker;
  running?: { job: Job; timer: NodeJS.Timeout; startedAt: number };
  queue: Job[];
  idle?: NodeJS.Timeout;
  lastId: number;
  cache: Map<string, Uint8Array>;
  cacheBytes: number;
  drawing: Map<string, Promise<Uint8Array>>;
  /** Documents drawn since the process started (not counting those answered from the cache). */
  drawn: number;
  /** The latest drawing: the worker thread's CPU time on it and the time from its start to its answer. */
  last?: { kind: string; cpuMs: number; wallMs: number };
};

const defaultOptions = (): PdfRendererOptions => ({
  entry: { file: path.resolve("app/pdf-worker.ts"), execArgv: ["--import", "tsx"] },
  limits: PDF_WORKER_LIMITS,
  timeoutMs: PDF_RENDER_TIMEOUT_MS,
  queueLimit: PDF_QUEUE_LIMIT,
});

// One renderer per process, shared by every server bundle (each loads its own copy of this module): one worker, one
// queue and one cache for the whole site.
const globalForPdf = globalThis as unknown as { __sitePdfRenderer?: RendererState };
const state: RendererState = (globalForPdf.__sitePdfRenderer ??= {
  options: defaultOptions(),
  queue: [],
  lastId: 0,
  cache: new Map(),
  cacheBytes: 0,
  drawing: new Map(),
  drawn: 0,
});

/** Changes how the worker is started and bounded (the built entry; tests' tighter bounds); answers the old options. */
export function configurePdfRenderer(options: Partial<PdfRendererOptions>) {
  const before = state.options;
  state.options = { ...before, ...options };
  // A worker started under other options ends once it is idle; the next document starts one under these.
  if (state.worker && !state.running) stopWorker();
  return before;
}

/** What the renderer holds now, for tests and the storm's report. */
export const pdfRendererStats = () => ({
  drawn: state.drawn,
  cached: state.cache.size,
  waiting: state.queue.length,
  busy: Boolean(state.running),
  worker: Boolean(state.worker),
  last: state.last,
});

/** Forgets every cached PDF (tests that count drawings). */
export function clearPdfCache() {
  state.cache.clear();
  state.cacheBytes = 0;
}

const cacheKey = (kind: string, data: unknown) =>
  createHash("sha256").update(kind).update("\n").update(JSON.stringify(data)).digest("hex");

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The PDF of a document of `kind` drawn from `data`: from the cache, from a drawing of the same data under way, or
 * drawn now in the worker. Rejects with a PdfRenderError (busy, failed, timeout). The bytes are shared: read them,
 * never write them.
 */
export function renderPdf<K extends PdfKind>(kind: K, data: PdfKinds[K]): Promise<Buffer> {
  const key = cacheKey(kind, data);
  const cached = state.cache.get(key);
  if (cached) {
    // Most recently used last: the first entry is the one to drop.
    state.cache.delete(key);
    state.cache.set(key, cached);
    return Promise.resolve(asBuffer(cached));
  }
  let drawing = state.drawing.get(key);
  if (!drawing) {
    drawing = draw(kind, data)
      .then((bytes) => {
        remember(key, bytes);
        return bytes;
      })
      .finally(() => state.drawing.delete(key));
    state.drawing.set(key, drawing);
  }
  return drawing.then(asBuffer);
}

function remember(key: string, bytes: Uint8Array) {
  if (bytes.byteLength > CACHE_LIMITS.bytes / 4) return;
  state.cache.set(key, bytes);
  state.cacheBytes += bytes.byteLength;
  for (const [oldest, old] of state.cache) {
    if (state.cache.size <= CACHE_LIMITS.entries && state.cacheBytes <= CACHE_LIMITS.bytes) break;
    state.cache.delete(oldest);
    state.cacheBytes -= old.byteLength;
  }
}

function draw(kind: string, data: unknown) {
  return new Promise<Uint8Array>((resolve, reject) => {
    if (state.queue.length >= state.options.queueLimit) {
      reject(new PdfRenderError("busy", "Too many PDFs are being drawn right now."));
      return;
    }
    state.queue.push({ id: ++state.lastId, kind, data, resolve, reject });
    next();
  });
}

function startWorker() {
  const { entry, limits } = state.options;
  const started = new Worker(entry.file, { execArgv: entry.execArgv, resourceLimits: limits });
  started.on("message", (answer: PdfAnswer) => {
    if (state.running?.job.id !== answer.id) return;
    if (answer.bytes) {
      state.drawn++;
      const { job, startedAt } = state.running;
      state.last = { kind: job.kind, cpuMs: answer.cpuMs, wallMs: performance.now() - startedAt };
      finish((done) => done.resolve(answer.bytes!));
    } else fail(new PdfRenderError("failed", answer.error ?? "The layout failed"));
  });
  // A worker that dies (out of its heap, say) fails the document it held; the next document starts a new one.
  const died = (error: Error) => {
    if (state.worker !== started) return;
    state.worker = undefined;
    if (state.running) fail(new PdfRenderError("failed", `The PDF worker stopped: ${error.message}`));
  };
  started.on("error", died);
  started.on("exit", (code) => died(new Error(`it exited with code ${code}`)));
  return started;
}

function stopWorker() {
  const worker = state.worker;
  state.worker = undefined;
  void worker?.terminate();
}

/** Ends the running job with `settle`, then starts the next one. */
function finish(settle: (job: Job) => void) {
  if (!state.running) return;
  clearTimeout(state.running.timer);
  const { job } = state.running;
  state.running = undefined;
  settle(job);
  next();
}

function fail(error: PdfRenderError) {
  const kind = state.running?.job.kind;
  console.error(`[pdf] A ${kind} PDF could not be drawn (${error.reason}): ${error.message}`);
  finish((job) => job.reject(error));
}

function next() {
  if (state.running) return;
  const job = state.queue.shift();
  if (!job) {
    // Idle: the worker no longer keeps a script alive, and ends if nothing comes.
    state.worker?.unref();
    clearTimeout(state.idle);
    state.idle = setTimeout(stopWorker, WORKER_IDLE_MS).unref();
    return;
  }
  clearTimeout(state.idle);
  const worker = (state.worker ??= startWorker());
  worker.ref();
  const { timeoutMs } = state.options;
  const timer = setTimeout(() => {
    // Stuck on this document: end the worker (its memory goes with it); the next document gets a fresh one.
    stopWorker();
    fail(new PdfRenderError("timeout", `It took longer than ${timeoutMs} ms.`));
  }, timeoutMs);
  state.running = { job, timer, startedAt: performance.now() };
  try {
    worker.postMessage({ id: job.id, kind: job.kind, data: job.data } satisfies PdfJob);
  } catch (error) {
    fail(new PdfRenderError("failed", error instanceof Error ? error.message : String(error)));
  }
}
