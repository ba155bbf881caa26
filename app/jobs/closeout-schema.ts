// The closeout's forms: the office's punch list, and the customer's "Confirm the work is complete" (the consent box,
// then the full name) and "Report a problem". After photos are files: their use case checks them.
import { z } from "zod";
import { CLOSEOUT_LIMITS, CLOSEOUT_MESSAGES } from "./closeout-options";

const bounded = (required: string, max: number, tooLong: string) =>
  z.string(required).trim().min(1, required).max(max, tooLong);

export const punchItemFormSchema = z.object({
  text: bounded(
    CLOSEOUT_MESSAGES.punchItemRequired,
    CLOSEOUT_LIMITS.punchItemChars,
    CLOSEOUT_MESSAGES.punchItemTooLong,
  ),
});

/** "Add after photos": the files themselves are checked by the use case (by content, within the pipeline's bounds). */
export const afterPhotosFormSchema = z.object({ photos: z.unknown().optional() });

const reloadMessage = "Reload the page and try again";

export const resolvePunchItemFormSchema = z.object({
  itemId: z.string(reloadMessage).min(1, reloadMessage).max(40, reloadMessage),
});

export const confirmJobFormSchema = z.object({
  consent: z.preprocess(
    (value) => value === true || value === "on" || value === "true",
    z.literal(true, CLOSEOUT_MESSAGES.consentRequired),
  ),
  name: bounded(CLOSEOUT_MESSAGES.nameRequired, CLOSEOUT_LIMITS.nameChars, CLOSEOUT_MESSAGES.nameTooLong),
});

export const reportProblemFormSchema = z.object({
  message: bounded(
    CLOSEOUT_MESSAGES.problemRequired,
    CLOSEOUT_LIMITS.problemChars,
    CLOSEOUT_MESSAGES.problemTooLong,
  ),
});
