// The closeout's forms: after photos and the office's punch list. After photos are files: their use case checks them.
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
