import { z } from "zod";
import { groupDigits } from "~/utils/text";
import { optionalUsPhoneField } from "~/forms/phone-field";

export const CONTACT_MESSAGES = {
  consentRequired: "Please agree to the terms and conditions",
  requiredFields: "Please fill out all required fields",
  // Each field's own message names the field.
  nameMissing: "Enter your name",
  emailMissing: "Enter your email address",
  messageMissing: "Enter your message",
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

const requiredText = (max: number, missing: string, label: string) =>
  z
    .string(missing)
    .trim()
    .min(1, missing)
    .max(max, `Please keep the ${label} under ${groupDigits(max)} characters`);

// Accepts the web form's "on" and the API's boolean; consent is only ever true once given.
const consentField = z.preprocess(
  (value) => value === true || value === "on" || value === "true",
  z.literal(true, CONTACT_MESSAGES.consentRequired),
);

export const contactMessageSchema = z.object({
  name: requiredText(120, CONTACT_MESSAGES.nameMissing, "name"),
  email: requiredText(254, CONTACT_MESSAGES.emailMissing, "email address")
    .pipe(z.email("Please enter a valid email address"))
    .transform((e) => e.toLowerCase()),
  phone: optionalUsPhoneField,
  message: requiredText(MESSAGE_MAX_LENGTH, CONTACT_MESSAGES.messageMissing, "message"),
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
