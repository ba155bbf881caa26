// The deployment kit, run for real: Debian's nginx with deploy/nginx/contractor-site.conf (ports and paths swapped for
// loopback ones, a self-signed certificate) in front of the production build with PUBLIC_URL on https. Pages, forms,
// cookies, HSTS, the client address the app records, body limits, upload limits, logs without secrets and links are
// checked through it, and last the edge cache: the app is killed, the public pages stay up, and the app comes back.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { e2eBuildDir, e2eClientDir, e2eDir } from "../support/e2e-config";
import { noiseJpeg } from "../support/estimate-photos";
import { formTokenIn } from "../support/form-token";
import { findNginx, freePort, startNginx, stopChild, type NginxProcess } from "../support/nginx";
import { projectRoot } from "../support/paths";
import { readAnswer, type RawAnswer } from "../support/raw-http";
import {
  makeTestCertificate,
  sender,
  siteAccessLog,
  siteConfigFile,
  siteNginxConfig,
  swap,
  trusting,
  withTestPaths,
} from "../support/site-nginx";
import { startSmtpSink, type CapturedMail } from "../support/smtp-sink";
import { formatPhone, telHref } from "../../app/utils/tel";
import { DEPLOYED_NODE_FLAGS } from "../../scripts/server-env.mjs";

const nginxBinary = findNginx();
const admin = { email: "owner@example.com", password: `deploy-${randomBytes(8).toString("hex")}` };
const officeAddress = "office@example.com";
// A documentation-range address a client might write into X-Forwarded-For to pose as someone else.
const madeUpAddress = "203.0.113.77";
// Our test client connects to nginx from this loopback address, nginx itself from 127.0.0.1: the app can only know
// this one from what nginx passed on.
const clientAddress = "127.0.0.5";

let dir: string;
let certificate: string;
let site: string; // https://127.0.0.1:<nginx port>, the server's PUBLIC_URL
let plainSite: string; // http://127.0.0.1:<nginx port>
let appOrigin: string; // the app itself, behind nginx
let serverLog: string;
let databaseFile: string;
let edgeDir: string; // the app's EDGE_PAGES_DIR, which nginx serves its "We are updating" page from
let server: ChildProcess | undefined;
let nginx: NginxProcess | undefined;
let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
let startServer: () => ChildProcess;
let send: ReturnType<typeof sender>;

/** TLS options that trust only our certificate, which names 127.0.0.1 whatever Host header a test sends. */
const trustOurCertificate = () => trusting(certificate);

/** Every value a response sent under a header name (repeats included, unlike Node's joined header object). */
const headerValues = (answer: RawAnswer, name: string) =>
  answer.rawHeaders.flatMap((value, index) =>
    index % 2 === 0 && value.toLowerCase() === name ? [answer.rawHeaders[index + 1]] : [],
  );

/** The access log row the server wrote for a request target (the log is written in batches). */
async function logRowFor(target: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = fs
      .readFileSync(serverLog, "utf8")
      .split("\n")
      .find((line) => line.includes(`"GET ${target}"`));
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`No access log row for ${target}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function waitForMail(predicate: (mail: CapturedMail) => boolean) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = sink!.messages.find(predicate);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error("The expected mail did not arrive");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function readDatabase<T>(query: string, ...values: unknown[]) {
  const db = new Database(databaseFile, { readonly: true });
  try {
    return db.prepare(query).get(...values) as T | undefined;
  } finally {
    db.close();
  }
}

/** Waits until `check` holds, asking every `everyMs`; answers how long that took. */
async function waitUntil(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  everyMs = 250,
) {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The server answers through nginx again (it may be starting, or just started). */
const serverUp = () =>
  waitUntil(
    "the server came up behind nginx",
    async () => {
      if (server?.exitCode !== null && server?.exitCode !== undefined) {
        throw new Error(`The server exited:\n${fs.readFileSync(serverLog, "utf8").slice(-4000)}`);
      }
      const answer = await send(`${site}/healthz`).catch(() => null);
      return answer?.status === 200;
    },
    150_000,
    500,
  );

/** The contact form as a visitor's browser posts it, with the form token the page carries. */
async function contactForm(email: string, message = "Please quote a sealcoat for 80 stalls.") {
  const csrf = formTokenIn((await send(`${site}/contact`)).body);
  return new URLSearchParams({
    csrf,
    name: "Deploy Test",
    email,
    phone: "",
    message,
    consent: "on",
  }).toString();
}

test.describe("the site behind nginx with TLS (deploy/)", () => {
  test.skip(
    !nginxBinary,
    "nginx is not installed: `apt-get install -y nginx-light` (or set NGINX_PATH) to run the deployment test",
  );
  test.use({ ignoreHTTPSErrors: true });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-deploy-test-"));
    const [httpsPort, httpPort, appPort] = [await freePort(), await freePort(), await freePort()];
    site = `https://127.0.0.1:${httpsPort}`;
    plainSite = `http://127.0.0.1:${httpPort}`;
    appOrigin = `http://127.0.0.1:${appPort}`;

    const made = makeTestCertificate(dir);
    certificate = made.pem;
    send = sender(certificate);

    sink = await startSmtpSink();
    serverLog = path.join(dir, "server.log");
    databaseFile = path.join(dir, "site.db");
    edgeDir = path.join(dir, "edge");
    // A copy of the test server's seeded database and media, so this server starts without seeding again (making the
    // demo images takes minutes on a loaded machine); without one it seeds its own.
    const seeded = path.join(e2eDir, "site.db");
    if (fs.existsSync(seeded)) {
      const source = new Database(seeded, { readonly: true });
      try {
        await source.backup(databaseFile);
      } finally {
        source.close();
      }
      const uploads = path.join(e2eDir, "uploads");
      if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(dir, "uploads"), { recursive: true });
    }
    const sessionSecret = randomBytes(32).toString("hex");
    const smtpUrl = sink.url;
    // Started as the systemd unit starts it: one process with the heap limits. The edge test starts it again.
    startServer = () => {
      const log = fs.openSync(serverLog, "a");
      const child = spawn(
        process.execPath,
        [...DEPLOYED_NODE_FLAGS, path.join(e2eBuildDir, "server/index.js")],
        {
          cwd: projectRoot,
          stdio: ["ignore", log, log],
          env: {
            ...process.env,
            NODE_ENV: "production",
            HOST: "127.0.0.1",
            PORT: String(appPort),
            PUBLIC_URL: site,
            TRUST_PROXY: "private",
            DATABASE_URL: `file:${databaseFile}`,
            UPLOADS_DIR: path.join(dir, "uploads"),
            EDGE_PAGES_DIR: edgeDir,
            SESSION_SECRET: sessionSecret,
            SEED: "demo",
            ADMIN_EMAIL: admin.email,
            ADMIN_PASSWORD: admin.password,
            SMTP_URL: smtpUrl,
            MAIL_FROM: "Site <no-reply@example.com>",
            CONTACT_NOTIFY_EMAIL: officeAddress,
          },
        },
      );
      fs.closeSync(log);
      return child;
    };
    server = startServer();

    const config = siteNginxConfig(
      { https: httpsPort, http: httpPort, app: appPort },
      { dir, edgeDir, clientDir: e2eClientDir, cert: made.cert, key: made.key },
    );
    nginx = await startNginx(nginxBinary!, { http: config, ports: [httpsPort, httpPort], workers: 1 });

    await serverUp();
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await stopChild(server);
    await sink?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test("plain http is sent on to the https address", async () => {
    const answer = await send(`${plainSite}/projects?page=2`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${site}/projects?page=2`);
  });

  test("pages come through with one HSTS header, and links name PUBLIC_URL whatever Host says", async () => {
    const home = await send(`${site}/`);
    expect(home.status).toBe(200);
    expect(headerValues(home, "strict-transport-security")).toEqual(["max-age=31536000; includeSubDomains"]);

    const projects = await send(`${site}/projects`, { headers: { Host: "evil.example" } });
    expect(projects.status).toBe(200);
    expect(projects.body).toContain(`<link rel="canonical" href="${site}/projects"/>`);
    expect(projects.body).not.toContain("evil.example");
    expect(projects.body).not.toContain(appOrigin);

    const sitemap = await send(`${site}/sitemap.xml`);
    expect(sitemap.body).toContain(`<loc>${site}/projects</loc>`);
  });

  test("nginx serves the build's assets from disk: compressed, immutable, with HSTS", async () => {
    const home = await send(`${site}/`);
    const asset = /(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/.exec(home.body)?.[1];
    expect(asset, "the home page links a build asset").toBeTruthy();
    const answer = await send(`${site}${asset}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headerValues(answer, "strict-transport-security")).toEqual([
      "max-age=31536000; includeSubDomains",
    ]);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect((await send(`${site}/assets/no-such-file.js`)).status).toBe(404);
  });

  test("uploaded media come through the app's rules with long-lived caching", async () => {
    const projects = JSON.parse((await send(`${site}/api/projects`)).body) as { images: { src: string }[] }[];
    const src = projects.flatMap((project) => project.images.map((image) => image.src))[0];
    expect(src).toMatch(/^\/media\//);
    for (let round = 0; round < 2; round++) {
      const answer = await send(`${site}${src}`);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^image\//);
      expect(answer.headers["cache-control"]).toMatch(/public, max-age=\d+/);
      expect(headerValues(answer, "strict-transport-security")).toHaveLength(1);
    }
    expect((await send(`${site}/media/../site.db`)).status).not.toBe(200);
    expect((await send(`${site}/media/projects/missing.webp`)).status).toBe(404);
  });

  test("the contact form works in a browser over https; its cookies are Secure and the office mail links PUBLIC_URL", async ({
    page,
  }) => {
    // Headers are read asynchronously: keep each read so the checks below wait for all of them.
    const headerReads: Promise<string | null>[] = [];
    page.on("response", (response) => {
      headerReads.push(response.headerValue("set-cookie").catch(() => null));
    });
    const email = `deploy-${randomBytes(4).toString("hex")}@example.com`;
    await page.goto(`${site}/contact`);
    await page.getByLabel("Name *").fill("Dana Deploy");
    await page.getByLabel("Email *").fill(email);
    await page.getByLabel("Message *").fill("Through nginx, please.");
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible();

    const setCookies = (await Promise.all(headerReads)).flatMap((value) => value?.split("\n") ?? []);
    expect(setCookies.length).toBeGreaterThan(0);
    for (const cookie of setCookies) expect(cookie).toMatch(/;\s*Secure/i);
    const row = readDatabase<{ id: string; ip: string }>(
      "SELECT id, ip FROM messages WHERE email = ?",
      email,
    );
    expect(row?.ip).toBe("127.0.0.1");
    const mail = await waitForMail((m) => m.to.includes(officeAddress) && m.text.includes(email));
    expect(mail.text).toContain(`${site}/admin/messages/${row!.id}`);
  });

  test("signing in over https sets a Secure, HttpOnly session and the back office is never stored", async ({
    page,
    context,
  }) => {
    await page.goto(`${site}/login`);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: /sign in/i }).click();
    await expect(page).toHaveURL(new RegExp(`^${site}/admin`));
    const session = (await context.cookies(site)).find((cookie) => cookie.name === "__session");
    expect(session?.secure).toBe(true);
    expect(session?.httpOnly).toBe(true);
    const adminPage = await page.request.get(`${site}/admin`);
    expect(adminPage.status()).toBe(200);
    expect(adminPage.headers()["cache-control"]).toBe("private, no-store");
  });

  test("the app records the address nginx saw, not one the client wrote into X-Forwarded-For", async () => {
    const tag = randomBytes(6).toString("hex");
    const forged = { "X-Forwarded-For": madeUpAddress };

    await send(`${site}/services?probe=${tag}`, { headers: forged, localAddress: clientAddress });
    const row = await logRowFor(`/services?probe=${tag}`);
    expect(row).toContain(` ${clientAddress} "GET`);
    expect(row).not.toContain(madeUpAddress);

    // A form post: the stored address is also the key of the per-address rate limit.
    const email = `xff-${tag}@example.com`;
    const posted = await send(`${site}/contact`, {
      method: "POST",
      headers: { ...forged, Origin: site, "Content-Type": "application/x-www-form-urlencoded" },
      body: await contactForm(email),
      localAddress: clientAddress,
    });
    expect(posted.status).toBe(302);
    expect(readDatabase<{ ip: string }>("SELECT ip FROM messages WHERE email = ?", email)?.ip).toBe(
      clientAddress,
    );

    // The same request straight to the app from loopback is believed: what nginx sends is what decides.
    await send(`${appOrigin}/services?direct=${tag}`, { headers: forged });
    expect(await logRowFor(`/services?direct=${tag}`)).toContain(` ${madeUpAddress} "GET`);
  });

  test("nginx lets through the app's largest upload, only as an upload, and the app answers oversized forms itself", async () => {
    // The policy table reads the environment as it loads; a secret keeps it from making a development one on disk.
    const secret = process.env.SESSION_SECRET;
    process.env.SESSION_SECRET ??= randomBytes(32).toString("hex");
    const { largestBodyLimit } = await import("../../app/route-policy.server");
    if (secret === undefined) delete process.env.SESSION_SECRET;
    const config = fs.readFileSync(siteConfigFile, "utf8");
    const uploadLocation = /location ~ \^\/admin\/\(add-project[\s\S]*?client_max_body_size (\d+)m;/.exec(
      config,
    )?.[1];
    expect(Number(uploadLocation) * 1024 * 1024).toBeGreaterThanOrEqual(largestBodyLimit());

    const answer = await send(`${site}/contact`, {
      method: "POST",
      headers: { Origin: site, "Content-Type": "application/x-www-form-urlencoded" },
      body: await contactForm("big@example.com", "a".repeat(300 * 1024)),
      localAddress: clientAddress,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("That is too large to send");

    // Past the largest, nginx refuses on the declared length, before a byte of the body is read.
    const tooLarge = await send(`${site}/admin/add-project`, {
      method: "POST",
      headers: {
        Origin: site,
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(Number(uploadLocation) * 1024 * 1024 + 1),
      },
    });
    expect(tooLarge.status).toBe(413);

    // A route that takes uploads gives any other body its form's limit (64 KiB for /estimate), in nginx as in the app:
    // the urlencoded body is refused by nginx itself, the multipart one of the same size reaches the app.
    const padding = "a".repeat(80 * 1024);
    const urlencoded = await send(`${site}/estimate`, {
      method: "POST",
      headers: { Origin: site, "Content-Type": "application/x-www-form-urlencoded" },
      body: `details=${padding}`,
    });
    expect(urlencoded.status).toBe(413);
    expect(urlencoded.body).toContain("nginx");
    const half = padding.slice(0, padding.length / 2);
    const part = (name: string) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${half}\r\n`;
    const multipart = await send(`${site}/estimate`, {
      method: "POST",
      headers: { Origin: site, "Content-Type": "multipart/form-data; boundary=x" },
      body: `${part("details")}${part("address")}--x--\r\n`,
    });
    // The app's own answer: the form token is missing.
    expect(multipart.status).toBe(403);
  });

  test("a resumable photo upload streams through nginx: a PATCH cut mid-way keeps its bytes and resumes", async () => {
    const photo = await noiseJpeg();
    const tus = { "Tus-Resumable": "1.0.0", Origin: site };
    const created = await send(`${site}/uploads/estimate-photos`, {
      method: "POST",
      headers: { ...tus, "Upload-Length": String(photo.length), "Upload-Metadata": "filename bG90LmpwZw==" },
    });
    expect(created.status).toBe(201);
    const upload = `${site}${created.headers.location}`;

    // Half the photo, then the connection drops: with request buffering on, nginx would pass the app nothing.
    const half = Math.floor(photo.length / 2);
    // A PATCH announcing the rest of the photo from `offset`; the test writes (or cuts) its body itself.
    const patchFrom = (offset: number, onAnswer?: (res: http.IncomingMessage) => void) =>
      https.request(
        new URL(upload),
        {
          method: "PATCH",
          agent: false,
          ...trustOurCertificate(),
          headers: {
            ...tus,
            "Upload-Offset": String(offset),
            "Content-Type": "application/offset+octet-stream",
            "Content-Length": String(photo.length - offset),
          },
        },
        onAnswer,
      );
    await new Promise<void>((resolve) => {
      const req = patchFrom(0);
      req.on("error", () => resolve());
      req.on("close", () => resolve());
      req.write(photo.subarray(0, half), () => setTimeout(() => req.destroy(), 1500));
    });
    let offset = 0;
    for (const deadline = Date.now() + 10_000; offset === 0 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      offset = Number((await send(upload, { method: "HEAD", headers: tus })).headers["upload-offset"]);
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);

    const rest = await new Promise<RawAnswer>((resolve, reject) => {
      const req = patchFrom(offset, (res) => void readAnswer(res).then(resolve));
      req.on("error", reject);
      req.end(photo.subarray(offset));
    });
    expect(rest.status).toBe(204);
    expect(rest.headers["pending-photo-id"]).toBeTruthy();
    expect(rest.headers["cache-control"]).toContain("no-store");

    // The location's own body limit stays in step with the app's per-PATCH limit.
    const config = fs.readFileSync(siteConfigFile, "utf8");
    const location = /location \/uploads\/estimate-photos \{([\s\S]*?)\n    \}/.exec(config)?.[1] ?? "";
    expect(location).toContain("proxy_request_buffering off;");
    const secret = process.env.SESSION_SECRET;
    process.env.SESSION_SECRET ??= randomBytes(32).toString("hex");
    const { bodyLimitFor, routePolicy } = await import("../../app/route-policy.server");
    if (secret === undefined) delete process.env.SESSION_SECRET;
    const patchType = "application/offset+octet-stream";
    const perPatch = bodyLimitFor(routePolicy("/uploads/estimate-photos/0123"), patchType).bytes;
    const locationLimit = Number(/client_max_body_size (\d+)m;/.exec(location)?.[1]) * 1024 * 1024;
    expect(locationLimit).toBeGreaterThanOrEqual(perPatch);
    expect(locationLimit).toBeLessThan(perPatch + 1024 * 1024);
  });

  test("nginx takes two uploads at once from one address, tells a third to wait, and cuts one that stalls: it resumes", async () => {
    test.setTimeout(120_000);
    const photo = await noiseJpeg();
    const tus = { "Tus-Resumable": "1.0.0", Origin: site };
    const create = async (from: string) => {
      const created = await send(`${site}/uploads/estimate-photos`, {
        method: "POST",
        headers: {
          ...tus,
          "Upload-Length": String(photo.length),
          "Upload-Metadata": "filename bG90LmpwZw==",
        },
        localAddress: from,
      });
      expect(created.status).toBe(201);
      return `${site}${created.headers.location}`;
    };
    const patch = (url: string, from: string, offset = 0, length = photo.length - offset) =>
      https.request(new URL(url), {
        method: "PATCH",
        agent: false,
        localAddress: from,
        ...trustOurCertificate(),
        headers: {
          ...tus,
          "Upload-Offset": String(offset),
          "Content-Type": "application/offset+octet-stream",
          "Content-Length": String(length),
        },
      });
    const answerOf = (req: http.ClientRequest) =>
      new Promise<RawAnswer>((resolve, reject) => {
        req.on("response", (res) => void readAnswer(res).then(resolve));
        req.on("error", reject);
      });
    const partialFile = (url: string) =>
      path.join(dir, "uploads", "private", "estimate-uploads", path.basename(new URL(url).pathname));

    // Two PATCHes that send 64 KiB and then nothing: each holds one of the address's two places.
    const stalledUploads = [await create(clientAddress), await create(clientAddress)];
    const stalled = stalledUploads.map((url) => {
      const req = patch(url, clientAddress);
      const started = Date.now();
      const closed = new Promise<number>((resolve) => req.on("close", () => resolve(Date.now() - started)));
      req.on("error", () => undefined);
      req.on("response", (res) => res.resume());
      req.write(photo.subarray(0, 64 * 1024));
      return closed;
    });
    // Streamed on as they came (tus: no request buffering), both reach the app's disk.
    await waitUntil(
      "both stalled PATCHes reached the app",
      () =>
        stalledUploads.every(
          (url) => fs.existsSync(partialFile(url)) && fs.statSync(partialFile(url)).size > 0,
        ),
      20_000,
    );

    // A third from the same address is told to wait: a 503 the page's uploader retries by itself.
    const third = await create(clientAddress);
    const refused = patch(third, clientAddress, 0, 1024);
    const refusal = answerOf(refused);
    refused.end(photo.subarray(0, 1024));
    const busy = await refusal;
    expect(busy.status).toBe(503);
    expect(busy.body).toContain("Your other uploads are still being sent");
    expect(busy.headers["retry-after"]).toBe("10");
    // Another address is not held up.
    const other = await create("127.0.0.6");
    const elsewhere = patch(other, "127.0.0.6");
    const sentElsewhere = answerOf(elsewhere);
    elsewhere.end(photo);
    expect((await sentElsewhere).status).toBe(204);

    // nginx cuts a PATCH that sends nothing for 10 s (client_body_timeout); the app keeps what came.
    for (const heldMs of await Promise.all(stalled)) {
      expect(heldMs).toBeGreaterThanOrEqual(9_000);
      expect(heldMs).toBeLessThan(60_000);
    }
    for (const url of stalledUploads) {
      let offset = 0;
      await waitUntil(
        "the stalled upload's offset",
        async () => {
          offset = Number((await send(url, { method: "HEAD", headers: tus })).headers["upload-offset"]);
          return offset > 0;
        },
        10_000,
        200,
      );
      expect(offset).toBeLessThanOrEqual(64 * 1024);
      // Its places are free again: the upload resumes from there and ends.
      const resumed = patch(url, clientAddress, offset);
      const finished = answerOf(resumed);
      resumed.end(photo.subarray(offset));
      expect((await finished).status).toBe(204);
    }

    // Each upload location has the same two places and the same timeout.
    const config = fs.readFileSync(siteConfigFile, "utf8");
    const uploadLocations = [
      ...config.matchAll(/\n {4}location [^\n]*\{\n {8}if \(\$content_type[\s\S]*?\n {4}\}/g),
    ];
    expect(uploadLocations.length).toBeGreaterThanOrEqual(8);
    for (const [block] of uploadLocations) {
      expect(block).toContain("limit_conn contractor_uploads 2;");
      expect(block).toContain("client_body_timeout 10s;");
      expect(block).toContain("error_page 429 = @uploads_busy;");
    }
  });

  test("a private link's token reaches no log: nginx's, the app's access log, its journal", async () => {
    const token = randomBytes(32).toString("base64url");
    await send(`${site}/q/${token}`);
    await send(`${site}/q/${token}/pdf?download=1`);
    await send(`${site}/q/${token}/accept`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    await logRowFor("/q/***/pdf?download=1");
    await waitUntil(
      "nginx wrote its access log",
      () => fs.readFileSync(siteAccessLog({ dir }), "utf8").includes('"GET /q/***/pdf?*** HTTP/1.1"'),
      10_000,
    );
    expect(fs.readFileSync(serverLog, "utf8")).not.toContain(token);
    expect(fs.readFileSync(siteAccessLog({ dir }), "utf8")).not.toContain(token);
    for (const file of fs.readdirSync(path.join(dir, "logs"))) {
      expect(fs.readFileSync(path.join(dir, "logs", file), "utf8"), file).not.toContain(token);
    }
    expect(fs.readFileSync(nginx!.errorLog, "utf8")).not.toContain(token);
  });

  test("a form posted from another origin is refused through nginx", async () => {
    const answer = await send(`${site}/contact`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: await contactForm("evil@example.com"),
    });
    expect(answer.status).toBe(403);
  });

  test("the site file, unchanged but for paths, passes `nginx -t` inside Debian's own nginx.conf", () => {
    const stock = "/etc/nginx/nginx.conf";
    test.skip(!fs.existsSync(stock), `${stock} is missing (nginx-common is not installed)`);
    const check = fs.mkdtempSync(path.join(dir, "debian-"));
    const site = withTestPaths(fs.readFileSync(siteConfigFile, "utf8"), {
      dir: check,
      edgeDir,
      clientDir: e2eClientDir,
      cert: path.join(dir, "cert.pem"),
      key: path.join(dir, "key.pem"),
    });
    fs.writeFileSync(path.join(check, "site.conf"), site);
    // Debian's http-level settings (gzip, ssl_protocols, logs...) stay: a directive the site file repeats at that
    // level would fail here. Only what needs root or the system's folders is moved or dropped.
    const main = swap(
      fs.readFileSync(stock, "utf8"),
      "include /etc/nginx/sites-enabled/*;",
      `include ${path.join(check, "site.conf")};`,
      stock,
    )
      .replace(/^\s*include \/etc\/nginx\/modules-enabled\/[^;]*;/m, "")
      .replace(/^\s*user\s[^;]*;/m, "")
      .replace(/^(\s*)pid\s[^;]*;/m, `$1pid ${path.join(check, "nginx.pid")};`)
      .replace(/^(\s*)error_log\s[^;]*;/gm, `$1error_log ${path.join(check, "error.log")};`)
      .replace(/^(\s*)access_log\s[^;]*;/gm, `$1access_log ${path.join(check, "access.log")};`);
    fs.writeFileSync(path.join(check, "nginx.conf"), main);
    const result = spawnSync(
      nginxBinary!,
      ["-t", "-p", check, "-c", path.join(check, "nginx.conf"), "-e", path.join(check, "error.log")],
      { encoding: "utf8" },
    );
    expect(result.status, result.stderr).toBe(0);
  });

  // Last: it kills the server, and starts it again.
  test("with the app killed the edge keeps the public pages up and a form gets the updating page; started again, the next edit is served within the cache's minute", async () => {
    test.setTimeout(300_000);
    const pages = ["/", "/services", "/projects", "/contact"];
    // An anonymous visitor's view of each page is kept at the edge once it has been asked for.
    for (const page of pages) expect((await send(`${site}${page}`)).status, page).toBe(200);
    for (const page of pages)
      expect((await send(`${site}${page}`)).headers["x-edge-cache"], page).toBe("HIT");
    const { phone } = readDatabase<{ phone: string }>("SELECT phone FROM site_settings")!;
    // The app wrote the page nginx shows while it is down, with the phone as stored.
    const updatingFile = path.join(edgeDir, "updating.html");
    expect(fs.readFileSync(updatingFile, "utf8")).toContain(
      `call us at <a href="${telHref(phone)}">${formatPhone(phone)}</a>`,
    );
    const formEmail = `edge-${randomBytes(4).toString("hex")}@example.com`;
    const form = await contactForm(formEmail);

    await stopChild(server, "SIGKILL");
    expect(await send(`${appOrigin}/healthz`).catch(() => "refused")).toBe("refused");
    const downTimes: number[] = [];
    for (const page of pages) {
      const asked = performance.now();
      const answer = await send(`${site}${page}`);
      downTimes.push(performance.now() - asked);
      expect(answer.status, page).toBe(200);
      expect(["HIT", "STALE", "UPDATING"], page).toContain(answer.headers["x-edge-cache"]);
      expect(answer.body, page).toContain("</html>");
    }
    const posted = await send(`${site}/contact`, {
      method: "POST",
      headers: { Origin: site, "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
    });
    expect(posted.status).toBe(503);
    expect(posted.body).toContain(`We are updating the site: call us at`);
    expect(posted.body).toContain(formatPhone(phone));
    expect(posted.headers["retry-after"]).toBeTruthy();
    expect(posted.headers["cache-control"]).toBe("no-store");
    expect(readDatabase("SELECT id FROM messages WHERE email = ?", formEmail)).toBeUndefined();
    // Anything else the edge does not hold gets the same page, never nginx's 502.
    const signedIn = await send(`${site}/admin`, { headers: { Cookie: "__session=x" } });
    expect(signedIn.status).toBe(503);
    expect(signedIn.body).toContain("We are updating the site");

    const restarted = Date.now();
    server = startServer();
    await serverUp();
    const restartMs = Date.now() - restarted;
    // The next edit: a new phone, in every page's footer and on the updating page.
    const edited = "6025550199";
    const db = new Database(databaseFile);
    try {
      db.prepare("UPDATE site_settings SET phone = ?").run(edited);
    } finally {
      db.close();
    }
    const [onPageMs, updatingMs] = await Promise.all([
      waitUntil(
        "the edit served from the edge",
        async () => (await send(`${site}/`)).body.includes(telHref(edited)!),
        75_000,
        500,
      ),
      waitUntil(
        "the updating page rewritten",
        () => fs.readFileSync(updatingFile, "utf8").includes(formatPhone(edited)),
        30_000,
      ),
    ]);
    expect(onPageMs).toBeLessThanOrEqual(61_000 + 5_000);
    const cached = fs.readdirSync(path.join(dir, "cache-pages"), { recursive: true, withFileTypes: true });
    const files = cached.filter((entry) => entry.isFile());
    const bytes = files.reduce(
      (sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size,
      0,
    );
    console.info(
      `edge: pages while the app was down in ${downTimes.map((ms) => ms.toFixed(0)).join(", ")} ms; ` +
        `restart to /healthz ${(restartMs / 1000).toFixed(1)} s; edit served after ${(onPageMs / 1000).toFixed(1)} s; ` +
        `updating page after ${(updatingMs / 1000).toFixed(1)} s; page cache ${files.length} files, ${(bytes / 1024).toFixed(0)} KB`,
    );
  });
});
