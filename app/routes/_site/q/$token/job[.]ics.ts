import { data } from "react-router";
import { customerJobCalendar } from "~/jobs/job-customer-view.server";
import { QUOTE_MESSAGES } from "~/quotes/quote-options";
import { requireQuotePageAllowance } from "~/quotes/quote-page-limit.server";
import { PRIVATE_NO_STORE } from "~/utils/cache-control";
import { CALENDAR_FEED_CONTENT_TYPE } from "~/utils/icalendar";
import type { Route } from "./+types/job[.]ics";

// GET /q/{token}/job.ics: the customer's job as a calendar file to import (the same event, UID and SEQUENCE as the
// mailed invitations), private like the page it is linked from.
export function loader({ request, params }: Route.LoaderArgs) {
  requireQuotePageAllowance(request);
  const calendar = customerJobCalendar(params.token);
  if (!calendar) throw data(QUOTE_MESSAGES.notFound, { status: 404 });
  return new Response(calendar.text, {
    headers: {
      "Content-Type": CALENDAR_FEED_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${calendar.filename}"`,
      "Cache-Control": PRIVATE_NO_STORE,
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
