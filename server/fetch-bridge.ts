import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { PAGE_VARIANT_HEADER } from "~/utils/page-variant";
import { renderedBody } from "~/utils/rendered-document.server";
import {
  compressPerRequest,
  isCompressible,
  MIN_COMPRESS_BYTES,
  PER_REQUEST_ENCODINGS,
  pickEncoding,
} from "./compress";
import { SEND_TIMEOUT_MS } from "./http-limits";
import { clearSendTime, limitSendTime } from "./send-timeout";

/** Request headers only this server may set; whatever a client sent under these names is dropped. */
const INTERNAL_HEADERS = ["x-forwarded-host", PAGE_VARIANT_HEADER];

type RequestOptions = {
  /** The origin the app sees (PUBLIC_URL, or the accepted loopback spelling in development). */
  origin: string;
  /** A body read ahead of time (small forms: its chunks), a stream, or null for none; undefined streams the socket. */
  body?: Buffer[] | Readable | null;
  headers?: Record<string, string>;
  method?: string;
  signal?: AbortSignal;
};

/**
 * The Fetch Request React Router gets for a Node request. Its URL and Host are the site's public origin, never the Host a
 * client sent, so nothing the app builds from them can point elsewhere.
 */
export function toFetchRequest(req: IncomingMessage, options: RequestOptions): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || INTERNAL_HEADERS.includes(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  headers.set("host", new URL(options.origin).host);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  const method = options.method ?? req.method ?? "GET";
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: options.signal };
  if (method !== "GET" && method !== "HEAD") {
    const body = options.body === undefined ? req : options.body;
    if (body) {
      init.body = Array.isArray(body)
        ? chunkStream(body)
        : (Readable.toWeb(body) as ReadableStream<Uint8Array<ArrayBuffer>>);
      init.duplex = "half";
    }
  }
  return new Request(`${options.origin}${req.url ?? "/"}`, init);
}

/**
 * Chunks read ahead, handed out one at a time as the reader asks, each let go of once handed out: the reader's copy
 * of the body, not a second whole one, is what stays.
 */
function chunkStream(chunks: Buffer[]): ReadableStream<Uint8Array<ArrayBuffer>> {
  let next = 0;
  return new ReadableStream(
    {
      pull(controller) {
        if (next === chunks.length) return controller.close();
        const chunk = chunks[next];
        chunks[next++] = EMPTY;
        controller.enqueue(
          new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength) as Uint8Array<ArrayBuffer>,
        );
      },
    },
    { highWaterMark: 0 },
  );
}
const EMPTY = Buffer.alloc(0);

/** The response's headers as pairs, Set-Cookie kept one per cookie. */
export function headerPairs(response: Response): [string, string][] {
  const pairs: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") pairs.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) pairs.push(["set-cookie", cookie]);
  return pairs;
}

export function applyHeaders(res: ServerResponse, pairs: [string, string][]) {
  const cookies: string[] = [];
  for (const [name, value] of pairs) {
    if (name === "set-cookie") cookies.push(value);
    else res.setHeader(name, value);
  }
  if (cookies.length) res.setHeader("set-cookie", cookies);
}

/**
 * Writes a finished body: compressed (brotli or gzip) when the client accepts it and it is worth it, with Content-Length
 * either way, and without a body for HEAD, 204 and 304.
 */
export async function sendBody(req: IncomingMessage, res: ServerResponse, status: number, body: Buffer) {
  const type = String(res.getHeader("content-type") ?? "");
  let payload = body;
  if (body.length >= MIN_COMPRESS_BYTES && isCompressible(type) && !res.hasHeader("content-encoding")) {
    res.setHeader("Vary", appendVary(res.getHeader("vary"), "Accept-Encoding"));
    const encoding = pickEncoding(req.headers["accept-encoding"], PER_REQUEST_ENCODINGS);
    if (encoding !== "identity") {
      payload = await compressPerRequest(body, encoding);
      res.setHeader("Content-Encoding", encoding);
    }
  }
  const empty = req.method === "HEAD" || status === 204 || status === 304;
  // A HEAD answer without a body keeps the length its route gave (the size of what a GET would send).
  const keepsLength = req.method === "HEAD" && body.length === 0 && res.hasHeader("content-length");
  if (status !== 204 && status !== 304 && !keepsLength) res.setHeader("Content-Length", payload.length);
  res.writeHead(status);
  res.end(empty ? undefined : payload);
}

/**
 * Sends a Fetch Response: small text answers whole (and compressed), anything else (media, files) streamed, with the
 * send timeout (`sendTimeoutMs`) for a client that stops taking it.
 */
export async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  headers: [string, string][] = headerPairs(response),
  sendTimeoutMs = SEND_TIMEOUT_MS,
) {
  applyHeaders(res, headers);
  res.statusMessage = response.statusText || "";
  const rendered = renderedBody(response);
  if (rendered) return sendBody(req, res, response.status, rendered);
  if (!response.body) return sendBody(req, res, response.status, Buffer.alloc(0));
  if (isCompressible(response.headers.get("content-type")) && !response.headers.has("content-encoding")) {
    return sendBody(req, res, response.status, await bodyBytes(response));
  }
  res.writeHead(response.status);
  if (req.method === "HEAD") {
    await response.body.cancel().catch(() => {});
    res.end();
    return;
  }
  await streamBody(response.body, res, sendTimeoutMs);
}

/**
 * Copies a body stream to the socket as the client takes it. A client that leaves (a video scrubbed past, a cancelled
 * download) cancels the stream without an error, so the file behind it is closed quietly; a stream that fails midway
 * cuts the connection, since its status line is already sent.
 */
async function streamBody(body: ReadableStream<Uint8Array>, res: ServerResponse, sendTimeoutMs: number) {
  const reader = body.getReader();
  const leave = () => void reader.cancel().catch(() => undefined);
  res.once("close", leave);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      if (!res.write(value)) {
        limitSendTime(res, sendTimeoutMs);
        await drainedOrClosed(res);
        clearSendTime(res);
      }
    }
    res.end();
  } catch (error) {
    console.error("A streamed answer failed", error);
    res.destroy();
  } finally {
    res.off("close", leave);
  }
}

function drainedOrClosed(res: ServerResponse) {
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

/** A whole body's bytes: a rendered page's as the renderer made them, any other read from its stream. */
export async function bodyBytes(response: Response) {
  return renderedBody(response) ?? Buffer.from(await response.arrayBuffer());
}

export function appendVary(current: unknown, name: string) {
  const values = String(current ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  if (!values.some((value) => value.toLowerCase() === name.toLowerCase())) values.push(name);
  return values.join(", ");
}
