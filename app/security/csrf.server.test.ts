import { describe, expect, test } from "vitest";
import { CSRF_REFUSED_MESSAGE } from "./csrf";
import { csrfTokenFor, requireCsrfToken } from "./csrf.server";
import { getCookieSession, sessionStorage } from "./session-storage.server";

async function cookieHolding(sessionId?: string) {
  const session = await getCookieSession(new Request("http://site.test/"));
  if (sessionId) session.set("sessionId", sessionId);
  return (await sessionStorage.commitSession(session)).split(";")[0];
}

const requestWith = (cookie?: string) =>
  new Request("http://site.test/admin/keywords", {
    method: "POST",
    headers: cookie ? { Cookie: cookie } : {},
  });

const formWith = (csrf?: string) => {
  const form = new FormData();
  if (csrf !== undefined) form.set("csrf", csrf);
  form.set("keywords[0]", "asphalt");
  return form;
};

async function refusal(request: Request, form: FormData) {
  try {
    await requireCsrfToken(request, form);
    return null;
  } catch (error) {
    return error;
  }
}

describe("form tokens", () => {
  test("every visitor without a session gets the same token; each session its own", async () => {
    const anonymous = await csrfTokenFor(requestWith());
    // A cookie with only a flash alert in it is still a visitor without a session.
    expect(await csrfTokenFor(requestWith(await cookieHolding()))).toBe(anonymous);
    const first = await csrfTokenFor(requestWith(await cookieHolding("session-one")));
    const second = await csrfTokenFor(requestWith(await cookieHolding("session-two")));
    expect(new Set([anonymous, first, second]).size).toBe(3);
    expect(first).toMatch(/^[\w-]{43}$/);
  });

  test("a post passes only with its own browser's token", async () => {
    const cookie = await cookieHolding("session-one");
    const own = await csrfTokenFor(requestWith(cookie));
    const anonymous = await csrfTokenFor(requestWith());
    expect(await refusal(requestWith(cookie), formWith(own))).toBeNull();
    expect(await refusal(requestWith(), formWith(anonymous))).toBeNull();

    for (const [request, form] of [
      [requestWith(cookie), formWith()],
      [requestWith(cookie), formWith("wapiti")],
      [requestWith(cookie), formWith(anonymous)],
      [requestWith(), formWith(own)],
      [requestWith(), formWith(`${anonymous}x`)],
    ] as const) {
      const error = await refusal(request, form);
      expect(error).toBeInstanceOf(Response);
      expect((error as Response).status).toBe(403);
      expect(await (error as Response).text()).toBe(CSRF_REFUSED_MESSAGE);
    }
  });
});
