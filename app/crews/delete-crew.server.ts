// Deleting a crew: refused while it has jobs still to do ("Move its jobs to another crew first"); its finished jobs
// keep their history without it.
import { eq } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { crews } from "~/db/schema";
import { audit, type EditContext } from "~/logs/audit.server";
import { refuse, refuseField, type Result } from "~/utils/result";
import { CREW_MESSAGES } from "./crew-options";
import { loadCrew, openJobCount } from "./crew-records.server";

export function deleteCrew(id: string, by: EditContext): Result<{ name: string }> {
  const result = writeTransaction((tx) => {
    const crew = loadCrew(id, tx);
    if (!crew) return refuse(404, CREW_MESSAGES.notFound);
    if (openJobCount(id, tx) > 0) return refuseField(409, "crewId", CREW_MESSAGES.hasJobs);
    tx.delete(crews).where(eq(crews.id, id)).run();
    return { ok: true as const, name: crew.name };
  });
  if (!result.ok) return result;
  audit(by, { event: "crew.delete", message: `Crew ${result.name} deleted`, detail: { crewId: id } });
  return result;
}
