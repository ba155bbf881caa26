import { sitemapXml } from "~/site/feeds.server";
import { publicOrigin } from "~/http/public-url.server";
import { AN_HOUR } from "~/utils/cache-control";
import type { Route } from "./+types/sitemap[.]xml";

export function loader(_args: Route.LoaderArgs) {
  return new Response(sitemapXml(publicOrigin), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": AN_HOUR },
  });
}
