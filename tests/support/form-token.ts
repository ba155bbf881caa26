// The anti-forgery token a browser's forms carry (a hidden `csrf` field), for tests that post a form without filling
// it in a page: read from a page fetched with the same cookies, as a browser would have it.
import type { APIRequestContext } from "@playwright/test";

const TOKEN_INPUT = /<input type="hidden" name="csrf" value="([^"]+)"/;

/** The token in a page's HTML. */
export function formTokenIn(html: string) {
  const token = TOKEN_INPUT.exec(html)?.[1];
  if (!token) throw new Error("The page has no form token");
  return token;
}

/** The token of the browser whose cookies `request` carries (a light page whose footer has the sign-up form, by default). */
export async function formToken(request: APIRequestContext, path = "/terms") {
  return formTokenIn(await (await request.get(path)).text());
}
