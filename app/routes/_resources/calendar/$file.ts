import { createHash } from "node:crypto";
import { crewOfCalendarToken } from "~/crews/crew-records.server";
import { crewCalendarText } from "~/jobs/job-calendar.server";
import { getSiteSettings } from "~/content/site-settings.server";
import { PRIVATE_NO_STORE } from "~/utils/cache-control";
import { CALENDAR_FEED_CONTENT_TYPE } from "~/utils/icalendar";
import type { Route } from "./+types/$file";

// A private link: kept out of search engines, shared caches and other sites' logs; its address is the key.
const PRIVATE_HEADERS = {
  "Cache-Control": PRIVATE_NO_STORE,
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
};

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain", ...PRIVATE_HEADERS } });

// GET /calendar/{token}.ics: a crew's jobs, the feed its members' phones and calendars subscribe to. Calendar apps
// poll it, so an unchanged feed answers 304 to its ETag.
export function loader({ request, params }: Route.LoaderArgs) {
  const token = /^([\w-]+)\.ics$/.exec(params.file)?.[1];
  const crew = token ? crewOfCalendarToken(token) : undefined;
  if (!crew) return notFound();
  const text = crewCalendarText(crew, getSiteSettings()?.companyName ?? "Calendar");
  const etag = `"${createHash("sha1").update(text).digest("base64url")}"`;
  const headers = { ...PRIVATE_HEADERS, ETag: etag };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : text, {
    headers: {
      ...headers,
      "Content-Type": CALENDAR_FEED_CONTENT_TYPE,
      "Content-Disposition": 'inline; filename="jobs.ics"',
    },
  });
}
