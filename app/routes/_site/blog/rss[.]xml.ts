import { blogRssXml } from "~/site/feeds.server";
import { publicOrigin } from "~/http/public-url.server";
import { AN_HOUR } from "~/utils/cache-control";
import type { Route } from "./+types/rss[.]xml";

export function loader(_args: Route.LoaderArgs) {
  return new Response(blogRssXml(publicOrigin), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": AN_HOUR,
    },
  });
}
