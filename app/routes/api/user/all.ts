import { apiRoute } from "~/api/api-route.server";
import { apiJson } from "~/api/http.server";
import { userToJson } from "~/api/serialize/user.server";
import { requireApiAdmin } from "~/api/token.server";
import { listUsers } from "~/accounts/user.server";
import type { Route } from "./+types/all";

// GET /api/user/all (admin token): { users }, oldest first, never with password hashes.
const route = apiRoute<Route.LoaderArgs>({
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    return apiJson({ users: listUsers().map(userToJson) });
  },
});
export const loader = route.loader;
export const action = route.action;
