import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, methodNotAllowed, runApi } from "~/api/http.server";
import { requireApiAdmin } from "~/auth/api-token.server";
import { audit } from "~/models/audit.server";
import { deleteMessage, getMessage, messageToJson } from "~/models/message.server";

// GET /api/message/:id: { message } (with the linked customer's e-mail and phone when there is one).
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  runApi(async () => {
    await requireApiAdmin(request);
    const message = getMessage(params.id ?? "");
    if (!message) return apiError(404, "Message not found.");
    return apiJson({ message: messageToJson(message) });
  });

// DELETE /api/message/:id
export const action = ({ request, params }: ActionFunctionArgs) =>
  runApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
    const admin = await requireApiAdmin(request);
    const id = params.id ?? "";
    if (!deleteMessage(id)) return apiError(404, "Message not found.");
    audit(request, admin, {
      event: "message.delete",
      message: `Deleted message ${id}`,
      detail: { id, via: "api" },
    });
    return apiJson({ success: true, message: "Message deleted." });
  });
