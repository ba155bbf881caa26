import type { MessageJson } from "~/api/contract/messages";
import type { MessageRow } from "~/leads/contact-message.server";

export function messageToJson(
  message: MessageRow & { customer?: { email: string; phone: string } | null },
): MessageJson {
  return {
    _id: message.id,
    name: message.name,
    email: message.email,
    phone: message.phone,
    message: message.message,
    consent: message.consent,
    consentAt: message.consentAt?.toISOString() ?? null,
    isRead: message.isRead,
    leadStatus: message.leadStatus,
    createdAt: message.createdAt.toISOString(),
    ...(message.customer ? { customer: message.customer } : {}),
  };
}
