import { robotsTxt } from "~/site/feeds.server";
import { publicOrigin } from "~/http/public-url.server";
import { A_DAY } from "~/utils/cache-control";
import type { Route } from "./+types/robots[.]txt";

export function loader(_args: Route.LoaderArgs) {
  return new Response(robotsTxt(publicOrigin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": A_DAY },
  });
}
