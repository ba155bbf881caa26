// Calls a route module's loader or action the way React Router does (a Request plus params), for API tests in Vitest.
import { RouterContextProvider, type ActionFunctionArgs } from "react-router";

// Methods, not function-typed fields: a route's generated types name its own params, which a test supplies.
export type RouteModule = {
  loader?(args: ActionFunctionArgs): unknown;
  action?(args: ActionFunctionArgs): unknown;
};

export type CallOptions = {
  params?: Record<string, string>;
  body?: unknown; // an object is sent as JSON, a string as is, FormData as multipart
  token?: string;
  ip?: string;
  contentType?: string;
  path?: string;
};

/** The arguments React Router passes a loader or action for this request. */
export const routeArgs = <Params extends Record<string, string> = Record<string, never>>(
  request: Request,
  params: Params = {} as Params,
) => ({
  request,
  params,
  context: new RouterContextProvider(),
  url: new URL(request.url),
  pattern: new URL(request.url).pathname,
});

let ipCounter = 0;

export async function callRoute(
  route: RouteModule,
  method: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers = new Headers({ "X-Forwarded-For": options.ip ?? `198.51.100.${(++ipCounter % 250) + 1}` });
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set("Content-Type", options.contentType ?? "application/json");
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  const request = new Request(`http://site.test${options.path ?? "/api/test"}`, { method, headers, body });
  const handler = method === "GET" || method === "HEAD" ? route.loader : route.action;
  if (!handler) throw new Error(`The route has no ${method === "GET" ? "loader" : "action"}`);
  try {
    const result = await handler(routeArgs(request, options.params));
    if (!(result instanceof Response)) throw new Error("The route answered something other than a Response");
    return result;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
