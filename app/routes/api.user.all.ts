import { apiRoute } from "~/api/api-route.server";
import { apiJson } from "~/api/http.server";
import { requireApiAdmin } from "~/auth/api-token.server";
import { listUsers, userToJson } from "~/models/user.server";

// GET /api/user/all (admin token): { users }, oldest first, never with password hashes.
export const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    return apiJson({ users: listUsers().map(userToJson) });
  },
});
