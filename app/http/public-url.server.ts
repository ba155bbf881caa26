import { env } from "~/env.server";

/**
 * The site's public origin (PUBLIC_URL). Every absolute URL the product writes (mail links, canonical and Open Graph
 * URLs, JSON-LD, sitemap, feeds) starts with it and never with the request's Host header, which a client controls.
 */
export const publicOrigin = env.PUBLIC_URL;

/** An absolute URL on the public site for a path such as "/blog/abc". */
export function publicUrl(path: string) {
  return new URL(path, `${publicOrigin}/`).href;
}
