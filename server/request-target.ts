// Segments of unreserved characters that do not start with a dot: the parser leaves such a path as it is, so the
// common case needs no parsing.
const PLAIN_PATH = /^(?:\/[\w~-][\w.~-]*)*\/?$/;

/**
 * The path of a request target as the URL parser reads it, which is how React Router routes it: backslashes count as
 * slashes, dot segments (also percent-encoded ones) are resolved, and characters are percent-encoded as browsers do.
 * Leading empty segments are merged too, so the path can never be read as another host (`//evil.example`).
 *
 * Every decision the HTTP layer makes by path (body limits, the origin check, the page cache, static files) must see
 * this path: judged on the raw target, `/admin/projects/edit/..\..\..\login` would get an upload's body limit and
 * still be answered by the sign-in page. Null when the target is not a path at all.
 */
export function canonicalPath(rawPath: string): string | null {
  if (PLAIN_PATH.test(rawPath)) return rawPath;
  if (!rawPath.startsWith("/")) return null;
  let pathname: string;
  try {
    pathname = new URL(`http://site.invalid${rawPath}`).pathname;
  } catch {
    return null;
  }
  return pathname.replace(/^\/{2,}/, "/");
}

/** A raw request target split at its query: the path as sent, and the query with its "?" (or ""). */
export function splitTarget(target: string) {
  const at = target.indexOf("?");
  return at === -1
    ? { rawPath: target, search: "" }
    : { rawPath: target.slice(0, at), search: target.slice(at) };
}
