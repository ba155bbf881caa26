// The customer's mail for a booked or moved site visit, with the calendar invitation (RFC 5545, written by
// ~/utils/icalendar) attached, queued through the outbox: a mail failure is logged and never undoes the booking.
import { env } from "~/env.server";
import { sendEmail } from "~/mail/send-email.server";
import { logEvent, systemContext } from "~/logs/audit.server";
import { getSiteSettings } from "~/content/site-settings.server";
import { CALENDAR_CONTENT_TYPE, calendarInvitation } from "~/utils/icalendar";
import { publicOrigin } from "~/http/public-url.server";
import { siteVisitMail, siteVisitTitle } from "./site-visit-mail";

/** How long a site visit is booked for in the customer's calendar. */
const SITE_VISIT_MINUTES = 60;

/** The event's identity in every calendar: one per request, so each new invitation replaces the last. */
export const siteVisitUid = (estimateId: string) =>
  `site-visit-${estimateId}@${new URL(publicOrigin).hostname}`;

/** What the invitation tells of a booked visit: the request (an estimate row has all of it) and the visit itself. */
export type BookedSiteVisit = {
  id: string;
  reference: string;
  name: string;
  email: string;
  service: string;
  address: string;
  city: string;
  zip: string;
  siteVisitAt: Date | null;
  /** How many invitations this visit has had, this one included. */
  siteVisitSequence: number;
};

/** Mails the customer the visit as `estimate` now books it (its time and its invitation count). */
export function sendSiteVisitInvitation(estimate: BookedSiteVisit) {
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
