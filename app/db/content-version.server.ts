import { sqlite } from "~/db/client.server";

// Triggers on every table the public pages show raise this number (see the migrations), whichever process or script
// wrote; reading it is one indexed lookup, cheap enough to do on every request.
const readVersion = sqlite.prepare<[], { version: number }>(
  "SELECT version FROM content_version WHERE id = 1",
);

/** The current content version; it rises whenever settings, pages, services, keywords, projects or posts change. */
export function currentContentVersion(): number {
  return readVersion.get()?.version ?? 0;
}

const raiseVersion = sqlite.prepare("UPDATE content_version SET version = version + 1 WHERE id = 1");

/**
 * Raises the content version by hand, for tables that have no trigger doing it (service areas and testimonials):
 * call it inside the write's transaction so cached pages refresh with the change.
 */
export function raiseContentVersion() {
  raiseVersion.run();
}

/**
 * Wraps a read of public content so it runs once per content version: the root loader's settings and keywords, for
 * example, are read again only after an admin changed something.
 */
export function memoByContentVersion<T>(read: () => T): () => T {
  let cached: { version: number; value: T } | undefined;
  return () => {
    const version = currentContentVersion();
    if (cached?.version !== version) cached = { version, value: read() };
    return cached.value;
  };
}
