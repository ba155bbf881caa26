import { apiRoute } from "~/api/api-route.server";
import { apiError, apiJson } from "~/api/http.server";
import { messageToJson } from "~/api/serialize/message.server";
import { requireApiAdmin } from "~/api/token.server";
import { requestContext } from "~/logs/audit.server";
import { MESSAGE_ADMIN_MESSAGES } from "~/leads/contact-message";
import { deleteMessage, getMessage } from "~/leads/contact-message.server";
import type { Route } from "./+types/$id";

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/message/:id (admin): { message } (with the linked customer's e-mail and phone when there is one).
  GET: async ({ request, params }) => {
    await requireApiAdmin(request);
    const message = getMessage(params.id);
    if (!message) return apiError(404, MESSAGE_ADMIN_MESSAGES.notFound);
    return apiJson({ message: messageToJson(message) });
  },

  // DELETE /api/message/:id (admin)
  DELETE: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    if (!deleteMessage(params.id, by)) return apiError(404, MESSAGE_ADMIN_MESSAGES.notFound);
    return apiJson({ success: true, message: MESSAGE_ADMIN_MESSAGES.deleted });
  },
});
export const loader = route.loader;
export const action = route.action;
