// What a crew is made of, as the back office's form and the API take it (browser-safe): a unique name, an optional
// US phone and its members, one name a line on the form and a list in the API.
import { z } from "zod";
import { optionalUsPhoneField } from "~/forms/phone-field";
import { CREW_LIMITS, CREW_MESSAGES } from "./crew-options";

const name = z
  .string(CREW_MESSAGES.nameRequired)
  .trim()
  .min(1, CREW_MESSAGES.nameRequired)
  .max(CREW_LIMITS.name, `The name is at most ${CREW_LIMITS.name} characters`);

const MEMBERS_TOO_MANY = `Up to ${CREW_LIMITS.members} members`;
const MEMBER_TOO_LONG = `Each member's name is at most ${CREW_LIMITS.memberName} characters`;

/** The members' names, blanks left out; refused past the bounds. */
function memberNames(names: string[], context: z.RefinementCtx<unknown>) {
  const kept = names.map((name) => name.trim()).filter(Boolean);
  if (kept.length > CREW_LIMITS.members) context.addIssue({ code: "custom", message: MEMBERS_TOO_MANY });
  else if (kept.some((name) => name.length > CREW_LIMITS.memberName))
    context.addIssue({ code: "custom", message: MEMBER_TOO_LONG });
  else return kept;
  return z.NEVER;
}

/** The crew form: members typed one a line. */
export const crewFormSchema = z.object({
  name,
  phone: optionalUsPhoneField,
  // Checked inside the transform, so the form's constraints leave the field optional.
  members: z
    .string()
    .max(CREW_LIMITS.members * (CREW_LIMITS.memberName + 2), "The list of members is too long")
    .optional()
    .transform((text, context) => memberNames((text ?? "").split(/\r\n|\r|\n/), context)),
});

/** POST /api/crews: members as a list of names, under the same bounds. */
export const crewApiSchema = z.object({
  name,
  phone: optionalUsPhoneField.describe("10 digits, written any usual way; stored as the digits"),
  members: z
    .array(
      z.string("Each member is a name").max(CREW_LIMITS.memberName, MEMBER_TOO_LONG),
      "Members must be a list of names",
    )
    .max(CREW_LIMITS.members, MEMBERS_TOO_MANY)
    .optional()
    .transform((names, context) => memberNames(names ?? [], context)),
});

/** PATCH /api/crews/{id}: any of POST's fields; the route keeps only those the body gives. */
export const crewPatchSchema = crewApiSchema.partial();

export type CrewInput = { name: string; phone: string; members: string[] };
export type CrewPatch = Partial<CrewInput>;
