import { blogRssXml } from "~/models/feeds.server";
import { publicOrigin } from "~/utils/public-url.server";

export function loader() {
  return new Response(blogRssXml(publicOrigin), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
