// The HTTP layer in front of the pages, tried as an attacker would: a forged Host, oversized bodies, posts from
// other origins (forms on another port, login CSRF through data requests), and the headers every answer carries.
import http from "node:http";
import type { AddressInfo } from "node:net";
import Database from "better-sqlite3";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { clientAddress } from "../support/accounts";
import { insertMessage, readMessage, uniqueTag } from "../support/e2e-admin-data";
import { createTestUser, sessionCookieFor, signInAs } from "../support/e2e-auth";
import { e2eBaseUrl, e2eDir, e2ePort } from "../support/e2e-config";
import { formTokenIn } from "../support/form-token";
import { waitForMail } from "../support/mailbox";
import { readAnswer, type RawAnswer } from "../support/raw-http";

/** A request with full control of the headers (Host included) and of how the body is sent. */
function rawRequest(
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: Buffer | string; chunked?: boolean } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.body !== undefined && !options.chunked)
      headers["Content-Length"] = Buffer.byteLength(options.body);
    const req = http.request(
      { host: "127.0.0.1", port: e2ePort, method, path: target, headers },
      (res) => void readAnswer(res).then(resolve),
    );
    req.on("error", reject);
    if (options.body !== undefined) {
      const body = Buffer.from(options.body);
      if (options.chunked)
        for (let at = 0; at < body.length; at += 1 << 20) req.write(body.subarray(at, at + (1 << 20)));
      else req.write(body);
    }
    req.end();
  });
}

test.describe("the public address comes from PUBLIC_URL, never from the Host header", () => {
  test("pages, feeds and the sitemap name the real site whatever Host says", async () => {
    for (const target of ["/", "/blog", "/sitemap.xml", "/robots.txt", "/blog/rss.xml"]) {
      const answer = await rawRequest("GET", target, { headers: { Host: "evil.example" } });
      expect(answer.status, target).toBe(200);
      expect(answer.body, target).not.toContain("evil.example");
      expect(answer.body, target).toContain(e2eBaseUrl);
    }
  });

  test("a reset link asked for with a forged Host still points at the site", async () => {
    const user = await createTestUser();
    const answer = await rawRequest("POST", "/api/user/forgot-password", {
      headers: {
        Host: "evil.example",
        "Content-Type": "application/json",
        "X-Forwarded-For": clientAddress(),
      },
      body: JSON.stringify({ email: user.email }),
    });
    expect(answer.status).toBe(200);
    const mail = await waitForMail(user.email, { subject: /reset/i });
    expect(mail.text).not.toContain("evil.example");
    expect(mail.text).toContain(`${e2eBaseUrl}/reset-password?token=`);
  });
});

test.describe("bodies are limited while they stream in", () => {
  const big = Buffer.alloc(24 * 1024 * 1024, "a");

  test("a 24 MB anonymous form post gets 413 with a readable page, and the server stays healthy", async () => {
    const answer = await rawRequest("POST", "/newsletter", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: Buffer.concat([Buffer.from("email="), big]),
    });
    expect(answer.status).toBe(413);
    expect(answer.headers["content-type"]).toContain("text/html");
    expect(answer.body).toContain("too large");
    expect(answer.body).toContain("64 KB");
    expect((await rawRequest("GET", "/healthz")).status).toBe(200);
  });

  test("a body sent without a length is stopped at the limit too", async () => {
    const answer = await rawRequest("POST", "/contact", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: big,
      chunked: true,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("128 KB");
  });

  test("the API answers an oversized body with its JSON error", async () => {
    const answer = await rawRequest("POST", "/api/customer", {
      headers: { "Content-Type": "application/json" },
      body: big,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false });
  });
});

test.describe("posts from other origins", () => {
  test("a delete form served from another port of this host gets a 403 page and deletes nothing", async ({
    page,
    context,
  }) => {
    await signInAs(context, { isAdmin: true });
    const messageId = insertMessage({ name: `Kept ${uniqueTag()}`, message: "Please keep me" });
    const attacker = http.createServer((_req, res) => {
      res.setHeader("Content-Type", "text/html");
      res.end(`<!doctype html><title>Win a prize</title>
        <form method="post" action="${e2eBaseUrl}/admin/messages/${messageId}">
          <input type="hidden" name="intent" value="delete"><input type="hidden" name="confirmed" value="yes">
          <button>Claim your prize</button>
        </form>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = attacker.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.getByRole("button", { name: "Claim your prize" }).click();
      await expect(page.getByRole("heading", { name: "This form was sent from another site" })).toBeVisible();
      expect(readMessage(messageId)).toBeDefined();
    } finally {
      await new Promise((resolve) => attacker.close(resolve));
    }

    // The same delete sent from the site's own page goes through.
    await page.goto(`/admin/messages/${messageId}`);
    await page.evaluate(
      ({ id }) => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = `/admin/messages/${id}`;
        // The page's own form token, as the site's own delete button sends it.
        const csrf = document.querySelector<HTMLInputElement>('input[name="csrf"]')!.value;
        for (const [name, value] of [
          ["csrf", csrf],
          ["intent", "delete"],
          ["confirmed", "yes"],
        ]) {
          const input = document.createElement("input");
          input.type = "hidden";
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { id: messageId },
    );
    await expect(page).toHaveURL(/\/admin\/messages$/);
    expect(readMessage(messageId)).toBeUndefined();
  });

  test("sign-in through a data request from a foreign origin is refused without a session (login CSRF)", async () => {
    const user = await createTestUser();
    const form = new URLSearchParams({ email: user.email, password: user.password }).toString();
    for (const target of ["/login?_data=routes%2Flogin", "/login.data"]) {
      const answer = await rawRequest("POST", target, {
        headers: {
          Origin: "https://evil.example",
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": clientAddress(),
        },
        body: form,
      });
      expect(answer.status, target).toBe(403);
      expect(answer.headers["set-cookie"], target).toBeUndefined();
    }
  });

  test("a cross-site keyword change with the admin's cookie changes nothing", async () => {
    const admin = await createTestUser({ isAdmin: true });
    const cookie = `__session=${encodeURIComponent(await sessionCookieFor(admin.id))}`;
    const answer = await rawRequest("POST", "/admin/keywords.data", {
      headers: {
        Cookie: cookie,
        "Sec-Fetch-Site": "cross-site",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "keywords=hacked",
    });
    expect(answer.status).toBe(403);
    const keywords = await (await fetch(`${e2eBaseUrl}/api/admin/keywords`)).json();
    expect(JSON.stringify(keywords)).not.toContain("hacked");
  });
});

// React Router routes on the path as the URL parser reads it (backslashes as slashes, dot segments resolved); the checks in
// front of it must judge that same path, or an odd spelling would borrow another address's limits and checks.
test.describe("an address is judged by the page it names, however it is spelled", () => {
  test("a post to the sign-in page keeps its 64 KB limit when spelled through an upload's address", async () => {
    const body = Buffer.concat([
      Buffer.from("email=a%40example.com&password="),
      Buffer.alloc(200 * 1024, "A"),
    ]);
    for (const target of [
      "/login",
      "/admin/projects/edit/..\\..\\..\\login",
      "/admin/add-project/%2e%2e/%2e%2e/login",
    ]) {
      const answer = await rawRequest("POST", target, {
        headers: { Origin: e2eBaseUrl, "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      expect(answer.status, target).toBe(413);
      expect(answer.body, target).toContain("64 KB");
    }
  });

  test("a page asked for by an odd spelling is sent to its one address, never to another site", async () => {
    for (const [target, location] of [
      ["/projects/..\\blog", "/blog"],
      ["/%2e%2e/contact?x=1", "/contact?x=1"],
      ["/blog/./", "/blog/"],
      ["//evil.example/page", "/evil.example/page"],
      ["/\\evil.example/page", "/evil.example/page"],
    ]) {
      const answer = await rawRequest("GET", target);
      expect(answer.status, target).toBe(308);
      expect(answer.headers["location"], target).toBe(location);
    }
  });

  test("the origin check and the refusal page's link see the same path", async () => {
    const dotted = await rawRequest("POST", "/api/../admin/keywords.data", {
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "keywords=hacked",
    });
    expect(dotted.status).toBe(403);
    const refused = await rawRequest("POST", "//evil.example/phish", {
      headers: { Origin: "https://evil.example" },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('<a href="/evil.example/phish">');
    const absolute = await rawRequest("GET", "http://evil.example/x");
    expect(absolute.status).toBe(400);
    expect(absolute.body).toContain('<a href="/">');
  });
});

test.describe("requests a browser never makes get a plain answer, never a 500 or a stall", () => {
  test("an upload answered before it was read leaves its kept-alive connection usable", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, target: string, body?: Buffer) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: "127.0.0.1",
            port: e2ePort,
            method,
            path: target,
            agent,
            // An upload (multipart): only an upload gets the route's upload limit, and is streamed.
            headers: body
              ? { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": body.length }
              : {},
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        // Without the fix the next request waited a minute behind the unread upload.
        req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${target} stalled`)));
        req.on("error", reject);
        req.end(body);
      });
    try {
      // No token: the API refuses the upload before reading a byte of it.
      expect(await send("POST", "/api/upload", Buffer.alloc(3 * 1024 * 1024, "x"))).toBe(401);
      expect(await send("GET", "/healthz")).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  test("an upload sent without a length is refused as too large once it passes the limit", async () => {
    const admin = await createTestUser({ isAdmin: true });
    const cookie = `__session=${encodeURIComponent(await sessionCookieFor(admin.id))}`;
    const boundary = "----limit-check";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="imageFile"; filename="big.jpg"\r\n` +
          "Content-Type: image/jpeg\r\n\r\n",
      ),
      Buffer.alloc(17 * 1024 * 1024, "a"),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await rawRequest("POST", "/admin/blog/new", {
      headers: {
        Cookie: cookie,
        Origin: e2eBaseUrl,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
      },
      body,
      chunked: true,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("too large");
    expect((await rawRequest("GET", "/healthz")).status).toBe(200);
  });

  test("a feed or a file asked with a method it does not take is a 405 page, not a server error", async () => {
    for (const [method, target] of [
      ["PUT", "/robots.txt"],
      ["DELETE", "/media/projects/missing.jpg"],
      ["POST", "/blog/rss.xml"],
    ]) {
      const answer = await rawRequest(method, target, { headers: { Origin: e2eBaseUrl } });
      expect(answer.status, target).toBe(405);
      expect(answer.headers["allow"], target).toBe("GET, HEAD");
      expect(answer.body, target).toContain(`does not take ${method} requests`);
      expect(answer.body, target).not.toContain("Unexpected Server Error");
    }
  });

  test("an address far deeper than any page is a quick 404, for a page and for route discovery", async () => {
    const deep = "/a".repeat(3000);
    const page = await rawRequest("GET", deep);
    expect(page.status).toBe(404);
    // Answered in front of React Router (which would first work through all 3,000 prefixes of the path).
    expect(page.body).toContain("There is no page at this address.");
    // React Router's client asks about a page's links at once, as `paths=/a,/b`.
    const discovery = await rawRequest(
      "GET",
      `/__manifest?version=x&paths=${encodeURIComponent(`/x,${deep}`)}`,
    );
    expect(discovery.status).toBe(404);
    expect(discovery.body).toContain("There is no page at this address.");
    // A page a few segments deep is still the site's own not-found page.
    const shallow = await rawRequest("GET", "/a/b/c/d");
    expect(shallow.status).toBe(404);
    expect(shallow.body).toContain("<!DOCTYPE html>");
  });
});

test("methods the site cannot carry get a 405 with Allow, never a 500", async () => {
  const trace = await rawRequest("TRACE", "/");
  expect(trace.status).toBe(405);
  expect(trace.headers["allow"]).toContain("GET");
  expect(trace.headers["x-content-type-options"]).toBe("nosniff");
  // Node's HTTP parser itself refuses a method it does not know (TRACK): a 400 before any code of ours.
  const track = await rawRequest("TRACK", "/");
  expect(track.status).toBe(400);
});

test.describe("form tokens", () => {
  // A browser that sends neither Origin nor Sec-Fetch-Site (an old one, or a proxy that drops them) passes the origin
  // check: the form token is what stops a forged post in the signed-in user's name.
  test("a post with the admin's cookie but without the page's token changes nothing", async () => {
    const admin = await createTestUser({ isAdmin: true });
    const cookie = `__session=${encodeURIComponent(await sessionCookieFor(admin.id))}`;
    const adminPage = await fetch(`${e2eBaseUrl}/admin/keywords`, { headers: { Cookie: cookie } });
    const adminToken = formTokenIn(await adminPage.text());
    const anonymousToken = formTokenIn(await (await fetch(`${e2eBaseUrl}/terms`)).text());
    expect(adminToken).not.toBe(anonymousToken);

    for (const csrf of [null, "wapiti", anonymousToken]) {
      const body = new URLSearchParams({ "keywords[0]": "forged" });
      if (csrf !== null) body.set("csrf", csrf);
      const answer = await rawRequest("POST", "/admin/keywords", {
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: body.toString(),
      });
      expect(answer.status, `token ${csrf}`).toBe(403);
      expect(answer.body).toContain("This form has expired or did not come from this site");
    }
    const keywords = await (await fetch(`${e2eBaseUrl}/api/admin/keywords`)).json();
    expect(JSON.stringify(keywords)).not.toContain("forged");
  });

  test("a sign-out without the token signs nobody out and says why on the home page", async ({ context }) => {
    await signInAs(context, { isVerified: true });
    const refused = await context.request.post("/logout", { form: { csrf: "forged" }, maxRedirects: 0 });
    expect(refused.status()).toBe(302);
    expect(refused.headers()["location"]).toBe("/");
    const me = await context.request.get("/me", { maxRedirects: 0 });
    expect(me.status()).toBe(200);
  });

  test("anonymous pages carry one token for every visitor (the page cache keeps them), which sign-in needs", async ({
    request,
  }) => {
    const first = formTokenIn(await (await fetch(`${e2eBaseUrl}/terms`)).text());
    const second = formTokenIn(await (await fetch(`${e2eBaseUrl}/contact`)).text());
    expect(second).toBe(first);
    const user = await createTestUser({ isVerified: true });
    const form = { email: user.email, password: user.password };
    const headers = { "X-Forwarded-For": clientAddress() };
    const without = await request.post("/login", { form, headers, maxRedirects: 0 });
    expect(without.status()).toBe(403);
    expect(without.headers()["set-cookie"]).toBeUndefined();
    const signedIn = await request.post("/login", {
      form: { ...form, csrf: first },
      headers,
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);
    expect(signedIn.headers()["set-cookie"]).toContain("__session=");
  });
});

test("every kind of answer carries nosniff and a referrer policy", async ({ request }) => {
  const projects = (await (await request.get("/api/projects")).json()) as { images: { src: string }[] }[];
  const media = projects.flatMap((project) => project.images)[0]?.src;
  const home = await (await request.get("/")).text();
  const asset = /<link rel="stylesheet" href="(\/assets\/[^"]+)"/.exec(home)?.[1];
  const targets = [
    "/",
    "/projects.data",
    "/api/projects",
    "/api/no-such-endpoint",
    "/sitemap.xml",
    "/robots.txt",
    "/blog/rss.xml",
    "/no-such-page",
    "/admin",
    "/favicon.svg",
    media,
    asset,
  ];
  for (const target of targets) {
    expect(target, "every target exists").toBeTruthy();
    const response = await request.get(target!, { maxRedirects: 0 });
    expect(response.headers()["x-content-type-options"], target).toBe("nosniff");
    expect(response.headers()["referrer-policy"], target).toBe("strict-origin-when-cross-origin");
  }
});

test("signed-in and user pages are private and never stored; anonymous pages may be kept by a CDN", async ({
  request,
}) => {
  const admin = await createTestUser({ isAdmin: true });
  const Cookie = `__session=${encodeURIComponent(await sessionCookieFor(admin.id))}`;
  for (const target of ["/admin/dashboard", "/admin/messages", "/me", "/dashboard", "/", "/projects"]) {
    const response = await request.get(target, { headers: { Cookie }, maxRedirects: 0 });
    expect(response.status(), target).toBe(200);
    expect(response.headers()["cache-control"], target).toBe("private, no-store");
  }
  const signin = await request.post("/api/user/signin", {
    data: { email: admin.email, password: admin.password },
    headers: { "X-Forwarded-For": clientAddress() },
  });
  const { token } = (await signin.json()) as { token: string };
  const me = await request.get("/api/user", { headers: { Authorization: `Bearer ${token}` } });
  expect(me.headers()["cache-control"]).toBe("private, no-store");

  const anonymous = await request.get("/projects", { headers: { Cookie: "" } });
  expect(anonymous.headers()["cache-control"]).toMatch(
    /^public, .*s-maxage=\d+.*stale-while-revalidate=\d+.*stale-if-error=\d+/,
  );
});

test.describe("the page cache", () => {
  test("answers with an ETag and a 304, and shows a content change at the next request", async () => {
    const first = await rawRequest("GET", "/", { headers: { "Accept-Encoding": "identity" } });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await rawRequest("GET", "/", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);

    // A write from another process (this test) raises the content version the server checks on every request.
    const word = `cachecheck${uniqueTag()}`;
    const db = new Database(path.join(e2eDir, "site.db"));
    try {
      db.prepare("INSERT INTO keywords (id, word, position) VALUES (?, ?, 999)").run(uniqueTag(), word);
      const changed = await rawRequest("GET", "/", { headers: { "Accept-Encoding": "identity" } });
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.body).toContain(word);
    } finally {
      db.prepare("DELETE FROM keywords WHERE word = ?").run(word);
      db.close();
    }
  });

  test("a blog post still draws its layout on every view", async ({ request }) => {
    const [post] = (await (await request.get("/api/blog")).json()).blogPosts as { _id: string }[];
    const layouts = new Set<string>();
    for (let view = 0; view < 40 && layouts.size < 2; view++) {
      const html = await (await request.get(`/blog/${post._id}`, { headers: { Cookie: "" } })).text();
      layouts.add(/data-layout="(\w+)"/.exec(html)?.[1] ?? "none");
    }
    expect([...layouts].sort()).toEqual(["classic", "spotlight"]);
  });
});
