// The words and bounds of a job's closeout: after photos, the punch list, the customer's confirmation and "Report a
// problem" (no zod: the pages that only show them do not download it).
export const CLOSEOUT_LIMITS = {
  /** After photos one job keeps, and one upload sends. */
  photosPerJob: 20,
  photosPerUpload: 10,
  punchItemChars: 200,
  punchItemsPerJob: 50,
  problemChars: 2000,
  nameChars: 120,
} as const;

export const CLOSEOUT_MESSAGES = {
  photoRequired: "Choose at least one photo",
  noAfterPhoto: "Add at least one after photo before completing the job",
  photosWhileInProgress: "After photos are added while the job is in progress",
  tooManyPhotos: `A job keeps at most ${CLOSEOUT_LIMITS.photosPerJob} after photos`,
  tooManyInUpload: `Send at most ${CLOSEOUT_LIMITS.photosPerUpload} photos at once`,
  photosAdded: "After photos added",
  punchItemRequired: "Say what is left to do",
  punchItemTooLong: `Keep it to ${CLOSEOUT_LIMITS.punchItemChars} characters`,
  tooManyPunchItems: `A job keeps at most ${CLOSEOUT_LIMITS.punchItemsPerJob} punch-list items`,
  punchItemNotFound: "Punch-list item not found",
  punchListClosed: "The punch list of a closed or cancelled job cannot change",
  punchItemAdded: "Punch-list item added",
  punchItemResolved: "Punch-list item resolved",
  notCompleted: "Only a completed job can be confirmed or reported",
  alreadyConfirmed: "You have already confirmed that the work is complete",
  consentRequired: "Tick the box to confirm the work is complete",
  nameRequired: "Enter your full name",
  nameTooLong: `Keep your name to ${CLOSEOUT_LIMITS.nameChars} characters`,
  problemRequired: "Say what the problem is",
  problemTooLong: `Keep the message to ${CLOSEOUT_LIMITS.problemChars} characters`,
  confirmed: "Thank you: you confirmed the work is complete",
  problemReported: "Thank you: we have your message and will be in touch",
} as const;
