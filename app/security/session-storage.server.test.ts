import { expect, test } from "vitest";
import { getCookieSession, sessionStorage } from "./session-storage.server";

const withCookie = (cookie: string) => new Request("http://site.test/", { headers: { Cookie: cookie } });

async function cookieWith(values: { sessionId?: string; alert?: string }) {
  const session = await sessionStorage.getSession();
  if (values.sessionId) session.set("sessionId", values.sessionId);
  if (values.alert) session.flash("alert", { kind: "success", message: values.alert });
  return (await sessionStorage.commitSession(session)).split(";")[0];
}

// The verified payload of a Cookie header is kept between reads: each read must still be a session of its own.
test("each read of the same cookie is a session of its own, with the flash alert readable in each", async () => {
  const cookie = await cookieWith({ sessionId: "s-1", alert: "Saved." });
  const first = await getCookieSession(withCookie(cookie));
  expect(first.get("alert")?.message).toBe("Saved.");
  first.set("sessionId", "changed");

  const second = await getCookieSession(withCookie(cookie));
  expect(second).not.toBe(first);
  expect(second.get("sessionId")).toBe("s-1");
  expect(second.get("alert")?.message).toBe("Saved.");
  // Reading a flash value clears it from that session only.
  expect(second.get("alert")).toBeUndefined();
  expect((await getCookieSession(withCookie(cookie))).get("alert")?.message).toBe("Saved.");
});

test("a cookie with a forged signature is an empty session, however often it is sent", async () => {
  const cookie = await cookieWith({ sessionId: "s-2" });
  const forged = cookie.replace(/\.[^.]+$/, ".forged");
  for (let i = 0; i < 2; i++) {
    expect((await getCookieSession(withCookie(forged))).get("sessionId")).toBeUndefined();
  }
  const tampered = `__session=${Buffer.from(JSON.stringify({ sessionId: "someone-else" })).toString("base64")}${cookie.slice(cookie.lastIndexOf("."))}`;
  expect((await getCookieSession(withCookie(tampered))).get("sessionId")).toBeUndefined();
});
