import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, methodNotAllowed, parseOrThrow, readJsonBody, runApi } from "~/api/http.server";
import { requireApiAdmin } from "~/auth/api-token.server";
import { receiveContactMessage } from "~/models/contact.server";
import { CONTACT_MESSAGES, contactMessageSchema } from "~/models/message";
import { listMessages, messageToJson } from "~/models/message.server";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import { clientIp } from "~/utils/request.server";

// GET /api/message (admin): { messages }, newest first.
export const loader = ({ request }: LoaderFunctionArgs) =>
  runApi(async () => {
    await requireApiAdmin(request);
    return apiJson({ messages: listMessages().map(messageToJson) });
  });

// POST /api/message (public): the contact form's payload { name, email, phone?, message, consent }.
export const action = ({ request }: ActionFunctionArgs) =>
  runApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const body = await readJsonBody(request);
    const input = parseOrThrow(contactMessageSchema, body);
    const result = receiveContactMessage(input, {
      ip: clientIp(request),
      origin: new URL(request.url).origin,
      honeypot: (body as Record<string, unknown>)[HONEYPOT_FIELD],
    });
    if (!result.ok) {
      const headers = result.retryAfterSeconds
        ? { "Retry-After": String(result.retryAfterSeconds) }
        : undefined;
      return apiError(result.status, result.error, { headers });
    }
    return apiJson(
      { success: true, message: CONTACT_MESSAGES.sent, data: messageToJson(result.message) },
      { status: 201 },
    );
  });
