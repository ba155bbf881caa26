import { redirect } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { getUser, signOutAndRedirect } from "~/auth/session.server";
import { logEvent, requestContext } from "~/logs/audit.server";
import { readFormWithToken } from "~/forms/read-form.server";
import type { Route } from "./+types/logout";

// Sign-out is a POST (the nav and admin sidebar buttons); a GET, e.g. a prefetch or a typed URL, changes nothing.
export const loader = () => redirect("/");

export async function action({ request }: Route.ActionArgs) {
  try {
    await readFormWithToken(request);
  } catch (refusal) {
    // This route has no page to show why (a foreign or expired form, an unreadable body): the home page says it, and
    // nobody is signed out.
    if (!(refusal instanceof Response)) throw refusal;
    return redirectWithAlert(request, "/", { kind: "error", message: await refusal.text() });
  }
  const user = await getUser(request);
  if (user) {
    logEvent(requestContext(request, user), { event: "auth.signout", message: `Signed out ${user.email}` });
  }
  return signOutAndRedirect(request, "/");
}
