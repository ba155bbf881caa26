import { promisify } from "node:util";
import zlib from "node:zlib";

const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json|[\w.+-]+\+json|[\w.+-]+\+xml)|image\/svg\+xml)/i;

/** Bodies below this size gain less from compression than the header costs. */
export const MIN_COMPRESS_BYTES = 1024;

export const isCompressible = (contentType: string | null | undefined) =>
  COMPRESSIBLE.test(contentType ?? "");

export type Encoding = "br" | "gzip" | "identity";

/** The best encoding a client accepts among those on offer (Accept-Encoding q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined, offered: Encoding[]): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  for (const encoding of offered) if (encoding !== "identity" && ok(encoding)) return encoding;
  return "identity";
}

/** gzip for answers made per request: fast, on libuv's thread pool. */
export const gzip = (body: Buffer) => gzipAsync(body, { level: 6 });

/** Both encodings for a body that is stored and served many times: worth the slower best compression. */
export async function compressForStorage(body: Buffer) {
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}
