// deploy/nginx/contractor-site.conf as the site's edge cache, in front of a stand-in app that can send any answer: the
// stand-in marks even its private answers shareable, so whatever stays out of the cache stays out by nginx's own rules.
// While the stand-in is stopped, the kept pages are served stale and everything else gets the app's "We are updating"
// page with a 503. tests/e2e/deploy-nginx.spec.ts runs the same file in front of the real app.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SHARED_PAGE } from "~/utils/cache-control";
import { findNginx, freePort, startNginx, type NginxProcess } from "../support/nginx";
import type { RawAnswer } from "../support/raw-http";
import { makeTestCertificate, sender, siteAccessLog, siteNginxConfig } from "../support/site-nginx";

const nginxBinary = findNginx();
const TOKEN = "c2VjcmV0LXF1b3RlLXRva2VuLWZvci10aGUtdGVzdA";
const UPDATING = "We are updating the site: call us at (480) 555-0142.";

// Answers the stand-in gives as the app would mark them shared, though the edge must never keep them.
const PRIVATE_PATHS = [
  `/q/${TOKEN}`,
  `/q/${TOKEN}/pdf`,
  `/i/${TOKEN}`,
  `/calendar/${TOKEN}.ics`,
  "/admin",
  "/admin/messages",
  "/api/projects",
  "/api/docs",
];
const PUBLIC_PATHS = ["/", "/services", "/projects", "/contact"];

let dir: string;
let site: string;
let appPort: number;
let app: http.Server | undefined;
let nginx: NginxProcess | undefined;
let send: ReturnType<typeof sender>;
const hits = new Map<string, number>();

/** The stand-in app: every answer numbered per path, so a test sees whether nginx asked it again. */
function startApp() {
  const server = http.createServer((req, res) => {
    const url = req.url ?? "/";
    const n = (hits.get(url) ?? 0) + 1;
    hits.set(url, n);
    const who = req.headers.authorization
      ? "token"
      : /__session=/.test(req.headers.cookie ?? "")
        ? "session"
        : "anonymous";
    let cacheControl = SHARED_PAGE;
    if (url === "/private") cacheControl = "private, max-age=60";
    if (url === "/no-store") cacheControl = "no-store";
    if (url === "/cookie") res.setHeader("Set-Cookie", "__photos=1; Path=/; HttpOnly");
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    if (req.method === "POST") {
      req.resume();
      res.writeHead(303, { Location: url }).end();
      return;
    }
    res.end(`${url} #${n} for ${who} in ${req.headers["accept-encoding"]}`);
  });
  return new Promise<http.Server>((resolve) => server.listen(appPort, "127.0.0.1", () => resolve(server)));
}

const stopApp = () =>
  new Promise<void>((resolve) => {
    if (!app) return resolve();
    app.close(() => resolve());
    app.closeAllConnections();
    app = undefined;
  });

/** Two asks of a path; answers the second, and how many of the two reached the app. */
async function twice(pathname: string, headers: Record<string, string> = {}) {
  const before = hits.get(pathname) ?? 0;
  await send(`${site}${pathname}`, { headers });
  const second = await send(`${site}${pathname}`, { headers });
  return { second, reachedApp: (hits.get(pathname) ?? 0) - before };
}

const expectUpdatingPage = (answer: RawAnswer, what: string) => {
  expect(answer.status, what).toBe(503);
  expect(answer.body, what).toContain(UPDATING);
  expect(answer.headers["cache-control"], what).toBe("no-store");
  expect(answer.headers["retry-after"], what).toBeTruthy();
};

describe.skipIf(!nginxBinary)("the edge cache in deploy/nginx", () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "edge-cache-test-"));
    const certificate = makeTestCertificate(dir);
    send = sender(certificate.pem);
    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    appPort = await freePort();
    site = `https://127.0.0.1:${httpsPort}`;
    const edgeDir = path.join(dir, "edge");
    fs.mkdirSync(edgeDir);
    fs.writeFileSync(path.join(edgeDir, "updating.html"), `<!doctype html><p>${UPDATING}</p>`);
    const config = siteNginxConfig(
      { https: httpsPort, http: httpPort, app: appPort },
      { dir, edgeDir, clientDir: dir, cert: certificate.cert, key: certificate.key },
    );
    app = await startApp();
    nginx = await startNginx(nginxBinary!, { http: config, ports: [httpsPort, httpPort], workers: 1 });
  });

  afterAll(async () => {
    await nginx?.stop();
    await stopApp();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test("an anonymous page is kept, one copy per encoding the app sends", async () => {
    for (const [acceptEncoding, sent] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
      ["", "identity"],
    ]) {
      const { second, reachedApp } = await twice(
        "/",
        acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {},
      );
      expect(second.status).toBe(200);
      expect(second.body).toContain(`for anonymous in ${sent}`);
      expect(second.headers["x-edge-cache"]).toBe("HIT");
      expect(reachedApp).toBe(1);
    }
    // Other cookies (a visitor's photo owner, analytics) change nothing on a page: the same copy.
    const withCookie = await send(`${site}/`, { headers: { Cookie: "__photos=abc; theme=dark" } });
    expect(withCookie.headers["x-edge-cache"]).toBe("HIT");
  });

  test("a visitor with a session or a token neither gets the kept page nor replaces it", async () => {
    const identities: Record<string, string>[] = [
      { Cookie: "theme=dark; __session=abc" },
      { Authorization: "Bearer abc" },
    ];
    for (const headers of identities) {
      const { second, reachedApp } = await twice("/services", headers);
      expect(second.headers["x-edge-cache"]).toBe("BYPASS");
      expect(second.body).not.toContain("anonymous");
      expect(reachedApp).toBe(2);
    }
    const anonymous = await twice("/services");
    expect(anonymous.second.body).toContain("for anonymous");
  });

  test("the back office, the API, private links and private, no-store or cookie-setting answers are never kept", async () => {
    for (const pathname of [...PRIVATE_PATHS, "/private", "/no-store", "/cookie"]) {
      const { second, reachedApp } = await twice(pathname);
      expect(second.status, pathname).toBe(200);
      expect(reachedApp, pathname).toBe(2);
    }
  });

  test("the access log writes no private link's token and no query", async () => {
    await send(`${site}/q/${TOKEN}/pdf?download=1`);
    await send(`${site}/calendar/${TOKEN}.ics`);
    await send(`${site}/projects?page=2`);
    const log = siteAccessLog({ dir });
    for (const deadline = Date.now() + 5_000; !fs.readFileSync(log, "utf8").includes("/projects?***");) {
      if (Date.now() > deadline) throw new Error("nginx wrote no access log line");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const lines = fs.readFileSync(log, "utf8");
    expect(lines).not.toContain(TOKEN);
    expect(lines).toContain('"GET /q/***/pdf?*** HTTP/1.1" 200');
    expect(lines).toContain('"GET /calendar/***.ics HTTP/1.1" 200');
  });

  describe("while the app is stopped", () => {
    beforeAll(async () => {
      for (const pathname of PUBLIC_PATHS) await send(`${site}${pathname}`);
      await stopApp();
    });

    afterAll(async () => {
      app ??= await startApp();
    });

    test("the kept pages are still served, from the edge", async () => {
      for (const pathname of PUBLIC_PATHS) {
        const answer = await send(`${site}${pathname}`);
        expect(answer.status, pathname).toBe(200);
        expect(answer.body, pathname).toContain(`${pathname} #`);
        expect(["HIT", "STALE", "UPDATING"], pathname).toContain(answer.headers["x-edge-cache"]);
      }
    });

    test("a form sent, a page never kept and anything private get the updating page with a 503", async () => {
      const form = await send(`${site}/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "name=Dana&message=Hello",
      });
      expectUpdatingPage(form, "POST /contact");
      expectUpdatingPage(await send(`${site}/blog/never-asked-for`), "a page never kept");
      for (const pathname of [...PRIVATE_PATHS, "/cookie", "/no-store"]) {
        expectUpdatingPage(await send(`${site}${pathname}`), pathname);
      }
      expectUpdatingPage(await send(`${site}/`, { headers: { Cookie: "__session=abc" } }), "signed in");
      // nginx's error log names each failed request's line: never for a private link.
      const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");
      const errors = read(nginx!.errorLog) + read(path.join(dir, "logs", "error.log"));
      expect(errors).toContain("/blog/never-asked-for");
      expect(errors).not.toContain(TOKEN);
    });
  });
});
