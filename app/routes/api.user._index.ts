import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, methodNotAllowed, runApi } from "~/api/http.server";
import { requireApiUser } from "~/auth/api-token.server";
import { userToJson } from "~/models/user.server";

// GET /api/user with Authorization: Bearer <token>: { success, user } for the token's user, else 401.
export const loader = ({ request }: LoaderFunctionArgs) =>
  runApi(async () => {
    const user = await requireApiUser(request);
    return apiJson({ success: true, user: userToJson(user) });
  });

export const action = () => runApi(() => methodNotAllowed(["GET"]));
