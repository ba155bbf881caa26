import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, methodNotAllowed, runApi } from "~/api/http.server";
import { requireApiAdmin } from "~/auth/api-token.server";
import { listUsers, userToJson } from "~/models/user.server";

// GET /api/user/all (admin token): { users }, oldest first, never with password hashes.
export const loader = ({ request }: LoaderFunctionArgs) =>
  runApi(async () => {
    await requireApiAdmin(request);
    return apiJson({ users: listUsers().map(userToJson) });
  });

export const action = () => runApi(() => methodNotAllowed(["GET"]));
