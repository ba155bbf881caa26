import { z } from "zod";
import { CREW_LIMITS } from "~/crews/crew-options";
import { crewApiSchema, crewPatchSchema } from "~/crews/crew-schema";
import { messageOnly, ok, recordId, type Endpoint } from "./endpoint";

// Crews: who the office schedules jobs for. A crew's private calendar link is shown on its page only, never here.

const crewJsonSchema = z.object({
  _id: recordId,
  name: z.string().describe("Unique, whatever its case"),
  phone: z.string().describe("10 digits, or empty"),
  members: z.array(z.string()),
});

export type CrewJson = z.infer<typeof crewJsonSchema>;

const oneCrew = (description: string, status: 200 | 201 = 200) => ({
  status,
  description,
  schema: z.object({ success: ok, crew: crewJsonSchema }),
});

export const crewEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/crews",
    tag: "Crews",
    summary: "Every crew",
    auth: "admin",
    success: { status: 200, description: "By name", schema: z.object({ crews: z.array(crewJsonSchema) }) },
  },
  {
    method: "post",
    path: "/crews",
    tag: "Crews",
    summary: "Add a crew",
    description:
      `A name (required, at most ${CREW_LIMITS.name} characters, unique), a phone (optional, 10 digits) and up to ` +
      `${CREW_LIMITS.members} members. A name already in use, or more than ${CREW_LIMITS.crews} crews: 409.`,
    auth: "admin",
    json: crewApiSchema,
    success: oneCrew("The new crew", 201),
    errors: [409],
  },
  {
    method: "patch",
    path: "/crews/{id}",
    tag: "Crews",
    summary: "Change a crew",
    description: "Any of POST's fields; the others keep their values. A name another crew has: 409.",
    auth: "admin",
    json: crewPatchSchema,
    success: oneCrew("The saved crew"),
    errors: [409],
  },
  {
    method: "delete",
    path: "/crews/{id}",
    tag: "Crews",
    summary: "Delete a crew",
    description:
      "Its finished jobs keep their history. A crew with jobs still to do (scheduled, in progress or on hold): 409, " +
      "“Move its jobs to another crew first”.",
    auth: "admin",
    success: { status: 200, description: "Deleted", schema: messageOnly },
    errors: [409],
  },
];
