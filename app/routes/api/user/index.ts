import { apiRoute } from "~/api/api-route.server";
import { apiJson } from "~/api/http.server";
import { userToJson } from "~/api/serialize/user.server";
import { requireApiUser } from "~/api/token.server";
import type { Route } from "./+types/index";

// GET /api/user with Authorization: Bearer <token>: { success, user } for the token's user, else 401.
const route = apiRoute<Route.LoaderArgs>({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    return apiJson({ success: true, user: userToJson(user) });
  },
});
export const loader = route.loader;
export const action = route.action;
