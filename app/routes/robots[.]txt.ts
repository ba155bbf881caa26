import { robotsTxt } from "~/models/feeds.server";
import { publicOrigin } from "~/utils/public-url.server";

export function loader() {
  return new Response(robotsTxt(publicOrigin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
