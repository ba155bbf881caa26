// The /api/user endpoints over real HTTP against the production build, with mail read from the SMTP sink.
import { expect, test } from "@playwright/test";
import { e2eAdmin } from "../support/e2e-config";
import { clientAddress, uniqueEmail } from "../support/accounts";
import { linkIn, verificationCodeIn, waitForMail } from "../support/mailbox";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": clientAddress() } });

test("sign up, verify with the mailed code, read the user, sign in", async ({ request }) => {
  const email = uniqueEmail("api");
  const signup = await request.post("/api/user/signup", {
    data: { name: "Api User", email, password: "api-password-1", "confirm-password": "api-password-1" },
  });
  expect(signup.status()).toBe(201);
  const created = await signup.json();
  expect(created).toMatchObject({
    success: true,
    user: { email, isVerified: false },
    token: expect.any(String),
  });

  const code = verificationCodeIn(await waitForMail(email));
  const verify = await request.post("/api/user/verify-email", { data: { otp: code, token: created.token } });
  expect(verify.status()).toBe(200);
  expect(await verify.json()).toMatchObject({ success: true, user: { isVerified: true } });

  const me = await request.get("/api/user", { headers: { Authorization: `Bearer ${created.token}` } });
  expect(await me.json()).toMatchObject({ success: true, user: { email, isVerified: true } });

  const signin = await request.post("/api/user/signin", { data: { email, password: "api-password-1" } });
  expect(signin.status()).toBe(200);
  expect((await signin.json()).user.token).toEqual(expect.any(String));
});

test("errors are JSON with the right status, never HTML", async ({ request }) => {
  const unauthorized = await request.get("/api/user", { headers: { Authorization: "Bearer not-a-token" } });
  expect(unauthorized.status()).toBe(401);
  expect(unauthorized.headers()["content-type"]).toMatch(/application\/json/);
  expect(await unauthorized.json()).toMatchObject({ success: false, error: expect.any(String) });

  const wrong = await request.post("/api/user/signin", {
    data: { email: e2eAdmin.email, password: "nope-nope" },
  });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toEqual({ success: false, error: "Invalid email or password" });

  const form = await request.post("/api/user/signin", { form: { email: e2eAdmin.email, password: "x" } });
  expect(form.status()).toBe(415);

  const get = await request.get("/api/user/signin");
  expect(get.status()).toBe(405);
  expect(get.headers()["allow"]).toBe("POST");

  const missing = await request.post("/api/user/signup", { data: { email: "bad" } });
  expect(missing.status()).toBe(400);
  expect(await missing.json()).toMatchObject({ success: false, fieldErrors: expect.any(Object) });
});

test("admin lists users; a member is refused", async ({ request }) => {
  const admin = await (await request.post("/api/user/signin", { data: e2eAdmin })).json();
  const all = await request.get("/api/user/all", { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(all.status()).toBe(200);
  const { users } = await all.json();
  expect(users.some((user: { email: string }) => user.email === e2eAdmin.email)).toBe(true);
  expect(JSON.stringify(users)).not.toMatch(/password/i);

  const email = uniqueEmail("member");
  const member = await (
    await request.post("/api/user/create", {
      data: { name: "M", email, password: "api-password-1", confirmPassword: "api-password-1" },
    })
  ).json();
  const refused = await request.get("/api/user/all", {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(refused.status()).toBe(403);
});

test("reverify has a cool-down answered with 429 and Retry-After", async ({ request }) => {
  const email = uniqueEmail("cool");
  await request.post("/api/user/signup", {
    data: { name: "C", email, password: "api-password-1", confirmPassword: "api-password-1" },
  });
  const first = await request.post("/api/user/reverify", { data: { email } });
  expect(first.status()).toBe(200);
  await waitForMail(email, { after: 1 });
  const second = await request.post("/api/user/reverify", { data: { email } });
  expect(second.status()).toBe(429);
  expect(Number(second.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await second.json()).error).toMatch(/^Please wait/);
});

test("forgot-password mails a token that reset-password accepts once", async ({ request }) => {
  const email = uniqueEmail("reset");
  await request.post("/api/user/signup", {
    data: { name: "R", email, password: "api-password-1", confirmPassword: "api-password-1" },
  });
  const forgot = await request.post("/api/user/forgot-password", { data: { email } });
  expect(await forgot.json()).toMatchObject({
    success: true,
    message: expect.stringMatching(/^If an account exists/),
  });
  const token = new URL(
    linkIn(await waitForMail(email, { subject: /Reset your/ }), "/reset-password"),
  ).searchParams.get("token");
  const body = { token, password: "api-password-2", confirmPassword: "api-password-2" };
  expect((await request.post("/api/user/reset-password", { data: body })).status()).toBe(200);
  expect((await request.post("/api/user/reset-password", { data: body })).status()).toBe(400);
  const signin = await request.post("/api/user/signin", { data: { email, password: "api-password-2" } });
  expect(signin.status()).toBe(200);
});
