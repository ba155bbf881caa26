// Changing a request in the pipeline, for the back office's Save and PATCH /api/estimates/{id} alike: the change and
// its audit row (./estimate.server.ts), then, when a site visit was booked or moved, the customer's mail with the
// calendar invitation, queued through the outbox (a mail failure never undoes the change).
import { env } from "~/env.server";
import { sendEmail } from "~/mail/send-email.server";
import { siteVisitMail, siteVisitTitle } from "~/mail/templates/site-visit-mail";
import { logEvent, systemContext, type EditContext } from "~/logs/audit.server";
import { updateEstimate, type EstimateChanges, type EstimateRow } from "./estimate.server";
import { getSiteSettings } from "~/content/site-settings.server";
import { CALENDAR_CONTENT_TYPE, calendarInvitation } from "~/utils/icalendar";
import { publicOrigin } from "~/http/public-url.server";

/** How long a site visit is booked for in the customer's calendar. */
const SITE_VISIT_MINUTES = 60;

/** The event's identity in every calendar: one per request, so each new invitation replaces the last. */
export const siteVisitUid = (estimateId: string) =>
  `site-visit-${estimateId}@${new URL(publicOrigin).hostname}`;

/** Applies the changes; a booked or moved visit mails the customer. The same answer as updateEstimate. */
export function changeEstimate(id: string, changes: EstimateChanges, by: EditContext) {
  const result = updateEstimate(id, changes, by);
  if (result.ok && result.siteVisitChanged && result.estimate.siteVisitAt)
    sendSiteVisitInvitation(result.estimate);
  return result;
}

function sendSiteVisitInvitation(estimate: EstimateRow) {
  const at = estimate.siteVisitAt!;
  const settings = getSiteSettings();
  const company = { name: settings?.companyName ?? "company", phone: settings?.phone ?? "" };
  const location = `${estimate.address}, ${estimate.city}, AZ ${estimate.zip}`;
  // The first invitation went out with SEQUENCE 0; the stored count is already one past this one.
  const sequence = estimate.siteVisitSequence - 1;
  const mail = siteVisitMail({
    name: estimate.name,
    reference: estimate.reference,
    service: estimate.service,
    location,
    at,
    moved: sequence > 0,
    company,
  });
  const invitation = calendarInvitation({
    uid: siteVisitUid(estimate.id),
    sequence,
    start: at,
    durationMinutes: SITE_VISIT_MINUTES,
    summary: `${siteVisitTitle(at).replace(/ on .*/, "")}: ${estimate.service} (${estimate.reference})`,
    location,
    description: `${company.name} visits the job site for your estimate request ${estimate.reference}.`,
    organizer: { name: company.name, email: settings?.email || env.MAIL_FROM || "no-reply@localhost" },
    attendee: { name: estimate.name, email: estimate.email },
    stamp: new Date(),
  });
  sendEmail({
    to: estimate.email,
    ...mail,
    attachments: [
      { filename: "site-visit.ics", contentType: CALENDAR_CONTENT_TYPE, content: Buffer.from(invitation) },
    ],
  }).catch((error) => {
    console.error("Could not queue a site visit mail", error);
    logEvent(systemContext(), {
      level: "error",
      event: "estimate.mail-failed",
      message: `The site visit mail of estimate ${estimate.reference} could not be queued`,
      detail: { estimateId: estimate.id },
    });
  });
}
