// "Add crew" and POST /api/crews: a new crew with its calendar link, under the bound on crews and a unique name.
import { writeTransaction } from "~/db/client.server";
import { crews } from "~/db/schema";
import { audit, type EditContext } from "~/logs/audit.server";
import { refuseField, type Clock, type Result } from "~/utils/result";
import { createId } from "~/utils/id.server";
import { newCalendarLink } from "./crew-calendar-link.server";
import { CREW_LIMITS, CREW_MESSAGES } from "./crew-options";
import { crewCount, crewNamed, crewNameKey, loadCrew, type CrewRow } from "./crew-records.server";
import type { CrewInput } from "./crew-schema";

export function createCrew(
  input: CrewInput,
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ crew: CrewRow }> {
  const result = writeTransaction((tx) => {
    if (crewCount(tx) >= CREW_LIMITS.crews) return refuseField(409, "name", CREW_MESSAGES.tooMany);
    if (crewNamed(input.name, tx)) return refuseField(409, "name", CREW_MESSAGES.nameTaken(input.name));
    const id = createId();
    tx.insert(crews)
      .values({
        id,
        name: input.name,
        nameKey: crewNameKey(input.name),
        phone: input.phone,
        members: input.members,
        ...newCalendarLink(now),
        createdAt: now,
        updatedAt: now,
      })
      .run();
    return { ok: true as const, crew: loadCrew(id, tx)! };
  });
  if (!result.ok) return result;
  audit(by, {
    event: "crew.create",
    message: `Crew ${result.crew.name} added`,
    detail: { crewId: result.crew.id },
  });
  return result;
}
