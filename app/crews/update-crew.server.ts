// A crew's edit form and PATCH /api/crews/{id}: its name (still unique), phone and members.
import { eq } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { crews } from "~/db/schema";
import { audit, type EditContext } from "~/logs/audit.server";
import { refuse, refuseField, type Clock, type Result } from "~/utils/result";
import { CREW_MESSAGES } from "./crew-options";
import { crewNamed, crewNameKey, loadCrew, type CrewRow } from "./crew-records.server";
import type { CrewPatch } from "./crew-schema";

export function updateCrew(
  id: string,
  patch: CrewPatch,
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ crew: CrewRow }> {
  const result = writeTransaction((tx) => {
    const current = loadCrew(id, tx);
    if (!current) return refuse(404, CREW_MESSAGES.notFound);
    const name = patch.name ?? current.name;
    const namesake = crewNamed(name, tx);
    if (namesake && namesake.id !== id) return refuseField(409, "name", CREW_MESSAGES.nameTaken(name));
    tx.update(crews)
      .set({
        name,
        nameKey: crewNameKey(name),
        phone: patch.phone ?? current.phone,
        members: patch.members ?? current.members,
        updatedAt: now,
      })
      .where(eq(crews.id, id))
      .run();
    return { ok: true as const, crew: loadCrew(id, tx)!, before: current };
  });
  if (!result.ok) return result;
  audit(by, {
    event: "crew.update",
    message: `Crew ${result.crew.name} saved`,
    detail: { crewId: id, ...(result.before.name !== result.crew.name ? { from: result.before.name } : {}) },
  });
  return { ok: true, crew: result.crew };
}
