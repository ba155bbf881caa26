import { z } from "zod";
import { groupDigits } from "~/utils/text";

export const CONTACT_MESSAGES = {
  consentRequired: "Please agree to the terms and conditions",
  requiredFields: "Please fill out all required fields",
  sent: "Message sent successfully!",
  failed: "Something went wrong.",
} as const;

/** What the back office's message pages and /api/message/:id answer. */
export const MESSAGE_ADMIN_MESSAGES = {
  notFound: "Message not found.",
  fetchFailed: "Error fetching message",
  deleteFailed: "Error deleting message",
  deleted: "Message deleted.",
} as const;

const MESSAGE_MAX_LENGTH = 10_000;

const requiredText = (max: number) =>
  z
    .string(CONTACT_MESSAGES.requiredFields)
    .trim()
    .min(1, CONTACT_MESSAGES.requiredFields)
    .max(max, `Please keep this under ${groupDigits(max)} characters`);

// Accepts the web form's "on" and the API's boolean; consent is only ever true once given.
const consentField = z.preprocess(
  (value) => value === true || value === "on" || value === "true",
  z.literal(true, CONTACT_MESSAGES.consentRequired),
);

export const contactMessageSchema = z.object({
  name: requiredText(120),
  email: requiredText(254)
    .pipe(z.email("Please enter a valid email address"))
    .transform((e) => e.toLowerCase()),
  phone: z
    .string("Phone must be text")
    .trim()
    .max(40, "Please enter a shorter phone number")
    .regex(/^[0-9+().\-\s]*(?:(?:ext\.?|x)\s*\d+)?$/i, "Please enter a valid phone number")
    .optional()
    .default(""),
  message: requiredText(MESSAGE_MAX_LENGTH),
  consent: consentField,
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const leadStatusSchema = z.enum(["new", "contacted", "quoted", "won", "lost"], "Choose a lead status");
export type LeadStatus = z.infer<typeof leadStatusSchema>;

export const LEAD_STATUS_LABELS = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
} as const satisfies Record<LeadStatus, string>;

/** The back office's lead status form (the message detail page, and one per row of the messages list). */
export const leadStatusFormSchema = z.object({ leadStatus: leadStatusSchema });

export const leadStatusSetText = (leadStatus: LeadStatus) =>
  `Lead status set to ${LEAD_STATUS_LABELS[leadStatus]}.`;
