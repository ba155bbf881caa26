import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getUser, signOutAndRedirect } from "~/auth/session.server";
import { logEvent, requestContext } from "~/models/audit.server";
import { readFormData } from "~/utils/form-data.server";

// Sign-out is a POST (the nav and admin sidebar buttons); a GET, e.g. a prefetch or a typed URL, changes nothing.
export const loader = () => redirect("/");

export async function action({ request }: ActionFunctionArgs) {
  await readFormData(request);
  const user = await getUser(request);
  if (user) {
    logEvent(requestContext(request, user), { event: "auth.signout", message: `Signed out ${user.email}` });
  }
  return signOutAndRedirect(request, "/");
}
