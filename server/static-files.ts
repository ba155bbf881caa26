import { createHash } from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import {
  compressForStorage,
  isCompressible,
  MIN_COMPRESS_BYTES,
  pickEncoding,
  type Encoding,
} from "./compress";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

// Files larger than this are streamed from disk instead of kept in memory.
const MAX_MEMORY_FILE = 2 * 1024 * 1024;

type StaticFile = {
  type: string;
  etag: string;
  mtime: Date;
  bodies: Partial<Record<Encoding, Buffer>>;
};

type Mount = { prefix: string; dir: string; cacheControl: string };

/** Every file under a folder, as URL paths below the mount's prefix. */
function listFiles(mount: Mount): [string, string][] {
  if (!fs.existsSync(mount.dir)) return [];
  return (fs.readdirSync(mount.dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && TYPES[path.extname(entry.name).toLowerCase()])
    .filter(
      (entry) =>
        !path
          .relative(mount.dir, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .some((part) => part.startsWith(".")),
    )
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const urlPath = mount.prefix + path.relative(mount.dir, file).split(path.sep).join("/");
      return [urlPath, file];
    });
}

async function load(file: string): Promise<StaticFile | null> {
  const type = TYPES[path.extname(file).toLowerCase()];
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!type || !stat?.isFile() || stat.size > MAX_MEMORY_FILE) return null;
  const body = await fs.promises.readFile(file);
  const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
  const bodies: StaticFile["bodies"] = { identity: body };
  if (isCompressible(type) && body.length > MIN_COMPRESS_BYTES)
    Object.assign(bodies, await compressForStorage(body));
  return { type, etag, mtime: stat.mtime, bodies };
}

/**
 * The build's assets (content-hashed names, cached for a year) and the files in public/ (an hour), read once and kept
 * in memory with their gzip and brotli forms, so a request costs a map lookup. nginx serves them in a real deployment;
 * this keeps a bare `npm start` (and Lighthouse against it) as fast. The folders are listed once at start-up: they do
 * not change while a production server runs. Hidden files (Vite's own manifest) are never served.
 */
export function createStaticFiles(mounts: Mount[]) {
  const known = new Map<string, { file: string; mount: Mount }>();
  for (const mount of [...mounts].reverse()) {
    for (const [urlPath, file] of listFiles(mount)) known.set(urlPath, { file, mount });
  }
  const loaded = new Map<string, Promise<StaticFile | null>>();

  /** Answers the request when it names a static file; false lets the caller go on. */
  return async function serveStatic(req: IncomingMessage, res: ServerResponse, urlPath: string) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const found = known.get(urlPath);
    if (!found) return false;
    let entry = loaded.get(found.file);
    if (!entry) {
      entry = load(found.file);
      loaded.set(found.file, entry);
    }
    const file = await entry;
    if (!file) return false;
    res.setHeader("Content-Type", file.type);
    res.setHeader("Cache-Control", found.mount.cacheControl);
    res.setHeader("ETag", file.etag);
    res.setHeader("Last-Modified", file.mtime.toUTCString());
    res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === file.etag) {
      res.writeHead(304).end();
      return true;
    }
    const offered = (["br", "gzip"] as const).filter((encoding) => file.bodies[encoding]);
    const encoding = pickEncoding(req.headers["accept-encoding"], offered);
    const body = file.bodies[encoding] ?? file.bodies.identity!;
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.writeHead(200);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
