import { useRouteLoaderData } from "react-router";
import { CSRF_FIELD } from "~/security/csrf";

/** The anti-forgery token every `method="post"` form carries first; the root loader hands it to every page. */
export function CsrfInput() {
  const root = useRouteLoaderData("root") as { csrf?: string } | undefined;
  return <input type="hidden" name={CSRF_FIELD} value={root?.csrf ?? ""} />;
}
