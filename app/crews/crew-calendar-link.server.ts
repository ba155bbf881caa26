// A crew's private calendar feed, {PUBLIC_URL}/calendar/{token}.ics: a link the office copies into a phone or Google
// Calendar, so its page must be able to show it again. Its token is derived from a random seed kept with the crew and
// SESSION_SECRET (never stored); only the token's SHA-256 is looked up. "New link" draws a new seed: the old link
// stops. A changed SESSION_SECRET stops every link, and the page says so (decision 037).
import { derivedLinkToken, hashLinkToken, newLinkToken } from "~/security/private-links.server";
import { publicUrl } from "~/http/public-url.server";

const PURPOSE = "crew-calendar";

/** A new seed and the hash of the token it makes, for a crew's row. */
export function newCalendarLink(now: Date) {
  const calendarSeed = newLinkToken();
  return {
    calendarSeed,
    calendarTokenHash: hashLinkToken(derivedLinkToken(PURPOSE, calendarSeed)),
    calendarLinkCreatedAt: now,
  };
}

/** The feed's address for a crew, or null when its stored hash was made with another SESSION_SECRET. */
export function crewCalendarUrl(crew: { calendarSeed: string; calendarTokenHash: string }) {
  const token = derivedLinkToken(PURPOSE, crew.calendarSeed);
  return hashLinkToken(token) === crew.calendarTokenHash ? publicUrl(`/calendar/${token}.ics`) : null;
}
