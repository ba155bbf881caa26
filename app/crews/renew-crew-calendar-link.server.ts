// "New link": the crew's calendar gets a new token; the old link answers 404 from now on.
import { eq } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { crews } from "~/db/schema";
import { audit, type EditContext } from "~/logs/audit.server";
import { refuse, type Clock, type Result } from "~/utils/result";
import { newCalendarLink } from "./crew-calendar-link.server";
import { CREW_MESSAGES } from "./crew-options";
import { loadCrew, type CrewRow } from "./crew-records.server";

export function renewCrewCalendarLink(
  id: string,
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ crew: CrewRow }> {
  const result = writeTransaction((tx) => {
    if (!loadCrew(id, tx)) return refuse(404, CREW_MESSAGES.notFound);
    tx.update(crews)
      .set({ ...newCalendarLink(now), updatedAt: now })
      .where(eq(crews.id, id))
      .run();
    return { ok: true as const, crew: loadCrew(id, tx)! };
  });
  if (!result.ok) return result;
  audit(by, {
    event: "crew.calendar-link",
    message: `New calendar link for crew ${result.crew.name}`,
    detail: { crewId: id },
  });
  return result;
}
