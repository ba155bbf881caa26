import type { CrewJson } from "~/api/contract/crews";
import type { CrewRow } from "~/crews/crew-records.server";

/** A crew as the API answers it: never its calendar link's seed or hash. */
export const crewToJson = (crew: CrewRow): CrewJson => ({
  _id: crew.id,
  name: crew.name,
  phone: crew.phone,
  members: crew.members,
});
