import { z } from "zod";
import { contactMessageSchema } from "~/leads/contact-message";
import { isoDate, messageOnly, ok, recordId, type Endpoint } from "./endpoint";

// Contact messages: the contact form's payload, and the office's inbox.

const messageJsonSchema = z.object({
  _id: recordId,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  consent: z.boolean(),
  consentAt: isoDate.nullable(),
  isRead: z.boolean(),
  leadStatus: z.enum(["new", "contacted", "quoted", "won", "lost"]),
  createdAt: isoDate,
  customer: z.object({ email: z.string(), phone: z.string() }).optional(),
});

export type MessageJson = z.infer<typeof messageJsonSchema>;

export const messageEndpoints: Endpoint[] = [
  {
    method: "post",
    path: "/message",
    tag: "Messages",
    summary: "Send a contact message",
    description: "The contact form's payload. The message is stored before any notification mail is tried.",
    auth: "public",
    json: contactMessageSchema,
    success: {
      status: 201,
      description: "The stored message",
      schema: z.object({ success: ok, message: z.string(), data: messageJsonSchema }),
    },
    rateLimited: true,
  },
  {
    method: "get",
    path: "/message",
    tag: "Messages",
    summary: "Every contact message",
    auth: "admin",
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ messages: z.array(messageJsonSchema) }),
    },
  },
  {
    method: "get",
    path: "/message/{id}",
    tag: "Messages",
    summary: "One contact message",
    auth: "admin",
    success: { status: 200, description: "The message", schema: z.object({ message: messageJsonSchema }) },
  },
  {
    method: "delete",
    path: "/message/{id}",
    tag: "Messages",
    summary: "Delete a contact message",
    auth: "admin",
    success: { status: 200, description: "Deleted", schema: messageOnly },
  },
];
