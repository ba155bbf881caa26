import { createHash } from "node:crypto";
import { compressForStorage, type Encoding } from "./compress";

export type RenderedPage = { status: number; headers: [string, string][]; body: Buffer };

export type CachedPage = {
  status: number;
  headers: [string, string][];
  etag: string;
  bodies: Record<Encoding, Buffer>;
  version: number;
  storedAt: number;
  /** How long this page stays fresh: the cache's lifetime, or a shorter one its route asked for. */
  ttlMs: number;
};

export type CacheAnswer = ({ cached: CachedPage } | { page: RenderedPage }) & { hit: boolean };

/** A page worth keeping: a 200 that sets no cookie and that its route did not mark private. */
function isStorable(page: RenderedPage) {
  if (page.status !== 200) return false;
  return !page.headers.some(
    ([name, value]) =>
      name === "set-cookie" || (name === "cache-control" && /\b(private|no-store)\b/i.test(value)),
  );
}

type Options = {
  /** The content version now (see app/db/content-version.server.ts); a change empties the cache. */
  currentVersion: () => number;
  maxEntries?: number;
  /** Even unchanged content is rendered again after this long (dates, the copyright year). */
  ttlMs?: number;
  now?: () => number;
};

/**
 * Rendered anonymous pages, kept in memory with their compressed forms until the content they show changes. Each
 * process checks the content version (a row raised by database triggers on every content write) before it answers,
 * so a change made through any process or script is seen by all at their next request.
 */
export function createPageCache({
  currentVersion,
  maxEntries = 500,
  ttlMs = 10 * 60_000,
  now = Date.now,
}: Options) {
  const entries = new Map<string, CachedPage>();
  const pending = new Map<string, Promise<{ cached: CachedPage } | { page: RenderedPage }>>();
  let version = currentVersion();

  function checkVersion() {
    const latest = currentVersion();
    if (latest !== version) {
      entries.clear();
      version = latest;
    }
    return latest;
  }

  function get(key: string): CachedPage | undefined {
    checkVersion();
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.storedAt > entry.ttlMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async function store(
    key: string,
    renderedAtVersion: number,
    page: RenderedPage,
    lifetimeMs: number,
  ): Promise<CachedPage> {
    const { br, gzip } = await compressForStorage(page.body);
    const entry: CachedPage = {
      status: page.status,
      headers: page.headers,
      etag: `"${createHash("sha1").update(page.body).digest("base64url").slice(0, 27)}"`,
      bodies: { identity: page.body, br, gzip },
      version: renderedAtVersion,
      storedAt: now(),
      ttlMs: lifetimeMs,
    };
    // A page rendered while the content changed is served once but not kept.
    if (checkVersion() === renderedAtVersion) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
    }
    return entry;
  }

  /**
   * The cached page for a key, or the page `render` makes, stored when it is a plain 200 without cookies. Visitors
   * asking for the same page at the same moment share one rendering. `freshForMs` shortens the page's lifetime (a
   * page that shows the time of day).
   */
  async function getOrRender(
    key: string,
    render: () => Promise<RenderedPage>,
    freshForMs?: number,
  ): Promise<CacheAnswer> {
    const hit = get(key);
    if (hit) return { cached: hit, hit: true };
    let job = pending.get(key);
    if (!job) {
      const renderedAtVersion = version;
      job = render()
        .then(async (page) =>
          isStorable(page)
            ? { cached: await store(key, renderedAtVersion, page, Math.min(ttlMs, freshForMs ?? ttlMs)) }
            : { page },
        )
        .finally(() => pending.delete(key));
      pending.set(key, job);
    }
    return { ...(await job), hit: false };
  }

  return { get, getOrRender, size: () => entries.size, clear: () => entries.clear() };
}
