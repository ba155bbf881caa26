// What the back office's crew screens show, worked out here so the routes only draw it: the list with each crew's
// jobs still to do, and one crew's form values with its calendar link.
import { formatPhone } from "~/utils/tel";
import { crewCalendarUrl } from "./crew-calendar-link.server";
import { listCrews, loadCrew, openJobCount, type CrewRow } from "./crew-records.server";

export type CrewFormValues = { name: string; phone: string; members: string };

/** The crew form's values: the phone as people write it, the members one a line. */
export const crewFormValues = (crew?: CrewRow): CrewFormValues => ({
  name: crew?.name ?? "",
  phone: crew?.phone ? formatPhone(crew.phone) : "",
  members: crew?.members.join("\n") ?? "",
});

export function crewListView() {
  return listCrews().map((crew) => ({
    id: crew.id,
    name: crew.name,
    phone: crew.phone,
    members: crew.members,
    openJobs: openJobCount(crew.id),
  }));
}

/** One crew's page, or undefined. The link is null when it stopped working (SESSION_SECRET changed). */
export function crewOfficeView(id: string) {
  const crew = loadCrew(id);
  if (!crew) return undefined;
  return {
    id: crew.id,
    name: crew.name,
    values: crewFormValues(crew),
    calendarUrl: crewCalendarUrl(crew),
    linkCreatedAt: crew.calendarLinkCreatedAt.toISOString(),
    openJobs: openJobCount(crew.id),
    updatedAt: crew.updatedAt.toISOString(),
  };
}

/** The crews a job's form offers, by name. */
export const crewChoices = () => listCrews().map((crew) => ({ id: crew.id, name: crew.name }));
