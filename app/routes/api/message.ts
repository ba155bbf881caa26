import { apiRoute } from "~/api/api-route.server";
import { apiJson, apiRefusal, parseOrThrow, readJsonBody } from "~/api/http.server";
import { messageToJson } from "~/api/serialize/message.server";
import { requireApiAdmin } from "~/api/token.server";
import { contactFormError, receiveContactMessage } from "~/leads/receive-contact-message.server";
import { CONTACT_MESSAGES, contactMessageSchema } from "~/leads/contact-message";
import { listMessages } from "~/leads/contact-message.server";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import { requestContext } from "~/logs/audit.server";
import { publicOrigin } from "~/http/public-url.server";
import type { Route } from "./+types/message";

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/message (admin): { messages }, newest first.
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    return apiJson({ messages: listMessages().map(messageToJson) });
  },

  // POST /api/message (public): the contact form's payload { name, email, phone?, message, consent }.
  POST: async ({ request }) => {
    const body = await readJsonBody(request);
    const input = parseOrThrow(contactMessageSchema, body, contactFormError);
    const result = receiveContactMessage(input, {
      ...requestContext(request),
      origin: publicOrigin,
      honeypot: (body as Record<string, unknown>)[HONEYPOT_FIELD],
    });
    if (!result.ok) return apiRefusal(result);
    return apiJson(
      { success: true, message: CONTACT_MESSAGES.sent, data: messageToJson(result.message) },
      { status: 201 },
    );
  },
});
export const loader = route.loader;
export const action = route.action;
