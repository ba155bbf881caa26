import type { LoaderFunctionArgs } from "@remix-run/node";
import { blogRssXml } from "~/utils/feeds.server";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(blogRssXml(new URL(request.url).origin), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
