import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson } from "~/api/http.server";
import { messageToJson } from "~/api/serialize/message.server";
import { requireApiAdmin } from "~/api/token.server";
import { audit, requestContext } from "~/models/audit.server";
import { deleteMessage, getMessage } from "~/models/message.server";

export const { loader, action } = apiRoute({
  // GET /api/message/:id (admin): { message } (with the linked customer's e-mail and phone when there is one).
  GET: async ({ request, params }) => {
    await requireApiAdmin(request);
    const message = getMessage(params.id ?? "");
    if (!message) return apiError(404, "Message not found.");
    return apiJson({ message: messageToJson(message) });
  },

  // DELETE /api/message/:id (admin)
  DELETE: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    const id = params.id ?? "";
    if (!deleteMessage(id)) return apiError(404, "Message not found.");
    audit(requestContext(request, admin, "api"), {
      event: "message.delete",
      message: `Deleted message ${id}`,
      detail: { id },
    });
    return apiJson({ success: true, message: "Message deleted." });
  },
});
