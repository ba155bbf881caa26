// The words and bounds of crews, shared by their pages, the API and the schedule (no zod here: a page that only shows
// them does not download it).

export const CREW_LIMITS = {
  crews: 50,
  name: 80,
  members: 30,
  memberName: 80,
} as const;

export const CREW_MESSAGES = {
  notFound: "Crew not found",
  nameRequired: "Enter the crew's name",
  nameTaken: (name: string) => `A crew named “${name}” already exists`,
  tooMany: `Up to ${CREW_LIMITS.crews} crews. Delete one you no longer use first.`,
  hasJobs: "Move its jobs to another crew first",
  created: "Crew added",
  updated: "Crew saved",
  deleted: "Crew deleted",
  linkRenewed: "New link made. The old link no longer works.",
} as const;
