import type { IncomingMessage } from "node:http";
import { Transform, type Writable } from "node:stream";
import { BodyTooLargeError } from "~/utils/body-too-large";
import { noteDiscardedBytes } from "./discarded-bytes";

/** Bodies allowed up to this size are read ahead in full (forms); larger allowances (uploads) are streamed. */
const READ_AHEAD_LIMIT = 1024 * 1024;
/** After refusing a body, read on at most this much so the client sees the answer instead of a reset connection. */
const DRAIN_LIMIT = 32 * 1024 * 1024;
const DRAIN_TIME_MS = 15_000;

/** Whether the request's Content-Length already says its body is over `limit` bytes. */
export function declaresMoreThan(req: IncomingMessage, limit: number) {
  const declared = Number(req.headers["content-length"]);
  return Number.isFinite(declared) && declared > limit;
}

/**
 * The request body within `limit` bytes: read in full for small limits (the socket's chunks as they came, never
 * copied into one buffer: the app's reader makes its own whole copy, and a second would double what twenty bodies at
 * their limit hold at once), or a stream that fails once it passes the limit. A declared Content-Length over the
 * limit is refused before a byte is read.
 */
export async function readBoundedBody(req: IncomingMessage, limit: number): Promise<Buffer[] | Transform> {
  if (declaresMoreThan(req, limit)) throw new BodyTooLargeError(limit);
  if (limit > READ_AHEAD_LIMIT) return streamedBody(req, byteCounter(limit));

  // Events, not `for await`: leaving an async iterator early destroys the socket, and the refusal could not be read.
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      req.pause();
      // What arrived is let go at once, not when this closure is collected: the refusal drains the rest meanwhile.
      chunks = [];
      reject(new BodyTooLargeError(limit));
    };
    const onEnd = () => {
      stop();
      resolve(chunks);
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

/**
 * The body piped through `counter`. A client that leaves mid-body fails the stream (pipe alone would leave it waiting
 * forever): whoever reads it (a resumable upload's PATCH) then keeps what arrived and lets go of the upload at once.
 */
function streamedBody(req: IncomingMessage, counter: Transform) {
  req.once("close", () => {
    if (req.complete || counter.destroyed) return;
    // Nobody may be reading any more (the answer went out first): the failure must not become an uncaught error.
    if (counter.listenerCount("error") === 0) counter.once("error", () => undefined);
    counter.destroy(new Error("The client left before sending the whole body"));
  });
  return req.pipe(counter);
}

function byteCounter(limit: number) {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(size > limit ? new BodyTooLargeError(limit) : null, chunk);
    },
  });
}

/**
 * Once the answer to a request is sent, reads and discards what its page left unread of a streamed body (an upload
 * refused before its files were read: no session, an unknown project). Node discards an unread body by itself, but
 * not one already piped into the page's stream: left there, the rest of the upload would sit on a kept-alive
 * connection and stall the next request on it. Past the drain bound the connection is closed instead.
 */
export function discardUnreadBody(req: IncomingMessage, stream: Writable) {
  if (req.readableEnded) return;
  req.unpipe(stream);
  void drainBody(req).then((complete) => {
    if (!complete) req.destroy();
  });
}

/**
 * Reads and discards what is left of a refused body (up to a bound), so the refusal can be answered without the
 * connection being reset under the client. Resolves false when the client sent more than the bound (the connection
 * must then be closed once answered).
 */
export function drainBody(req: IncomingMessage): Promise<boolean> {
  if (req.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    let drained = 0;
    const finish = (complete: boolean) => {
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      if (!complete) req.pause();
      resolve(complete);
    };
    const onData = (chunk: Buffer) => {
      drained += chunk.length;
      noteDiscardedBytes(chunk.length);
      if (drained > DRAIN_LIMIT) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), DRAIN_TIME_MS);
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.resume();
  });
}

/** The slowest an upload may arrive: less than `bytes` in any `windowMs` (while the server is reading) ends it. */
export type MinimumRate = { bytes: number; windowMs: number };

/**
 * Watches an upload's body as it streams in: when, in a window of `rate.windowMs` during which the server was ready
 * for more, fewer than `rate.bytes` arrived, `onTooSlow` is called once (the caller ends the request) and the watch
 * stops. A window in which the server itself held the body back (the socket paused while the app was busy) does not
 * count against the client. Stops by itself when the body is complete or the request closes.
 */
export function watchUploadRate(req: IncomingMessage, rate: MinimumRate, onTooSlow: () => void) {
  let received = 0;
  let atLastCheck = 0;
  const onData = (chunk: Buffer) => void (received += chunk.length);
  const stop = () => {
    clearInterval(timer);
    req.off("data", onData);
    req.off("end", stop);
    req.off("close", stop);
  };
  const timer = setInterval(() => {
    if (req.complete || req.destroyed) return stop();
    const arrived = received - atLastCheck;
    atLastCheck = received;
    if (arrived >= rate.bytes || req.isPaused()) return;
    stop();
    onTooSlow();
  }, rate.windowMs);
  // Listening for data does not change how the body flows: it is already piped into the app's stream.
  req.on("data", onData);
  req.once("end", stop);
  req.once("close", stop);
  return stop;
}
