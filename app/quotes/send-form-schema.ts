// The office's "Send to customer" / "Send again": an optional "Message to the customer", the answer to what the
// customer asked, in the mail and the timeline. Its own module, so the customer's page (which reads quote-schema.ts)
// carries none of it in its script budget.
import { z } from "zod";

/** A few paragraphs answering the customer's request. */
export const OFFICE_MESSAGE_MAX = 2000;

const LABEL = "Message to the customer";

export const sendFormSchema = z.object({
  message: z
    .string(`${LABEL} must be text`)
    .trim()
    .max(OFFICE_MESSAGE_MAX, `${LABEL} must be at most ${OFFICE_MESSAGE_MAX} characters`)
    .nullish()
    .transform((value) => value ?? ""),
});
