// React Router hands loaders and actions each request as it came: a navigation in the browser loads
// "/blog.data?_routes=…", and a page whose path ends in a slash ("/", "/blog/") loads "_.data" below it ("/_.data",
// "/blog/_.data"). Loaders and actions have the page's URL as their `url` argument; these give it to code that has only
// the request (the sign-in guards, audit lines) and to the HTTP layer.

/** The page a single-fetch data request (`/blog.data`, `/_.data` for `/`) loads, as React Router reads it; any other
 * path as it is. */
export function pagePathOf(pathname: string) {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** The URL of the page a request is for: without a data request's `.data` and React Router's `_routes` and `index`. */
export function pageUrlOf(request: Request) {
  const url = new URL(request.url);
  url.pathname = pagePathOf(url.pathname);
  url.searchParams.delete("_routes");
  // A bare `index` marks a post to an index route; a valued one is the page's own parameter.
  const indexValues = url.searchParams.getAll("index").filter(Boolean);
  url.searchParams.delete("index");
  for (const value of indexValues) url.searchParams.append("index", value);
  return url;
}
