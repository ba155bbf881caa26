// The deployment kit, run for real: Debian's nginx with deploy/nginx/contractor-site.conf (ports and paths swapped for
// loopback ones, a self-signed certificate) in front of the production build with PUBLIC_URL on https. Pages, forms,
// cookies, HSTS, the client address the app records, body limits and links are checked through it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { e2eBuildDir, e2eClientDir, e2eDir } from "../support/e2e-config";
import { formTokenIn } from "../support/form-token";
import { findNginx, freePort, startNginx, stopChild, type NginxProcess } from "../support/nginx";
import { projectRoot } from "../support/paths";
import { readAnswer, type RawAnswer } from "../support/raw-http";
import { startSmtpSink, type CapturedMail } from "../support/smtp-sink";
import { DEPLOYED_NODE_FLAGS } from "../../scripts/server-env.mjs";

const nginxBinary = findNginx();
const siteConfigFile = path.join(projectRoot, "deploy/nginx/contractor-site.conf");
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
let server: ChildProcess | undefined;
let nginx: NginxProcess | undefined;
let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;

/** Replaces text the template must contain, so a change to the file that the test does not know about fails loudly. */
function swap(config: string, from: string, to: string, file = "deploy/nginx/contractor-site.conf") {
  if (!config.includes(from)) throw new Error(`${file} no longer contains "${from}"`);
  return config.split(from).join(to);
}

/** TLS options that trust only our certificate, which names 127.0.0.1 whatever Host header a test sends. */
const trustOurCertificate = () => ({
  ca: certificate,
  checkServerIdentity: (_host: string, cert: tls.PeerCertificate) =>
    tls.checkServerIdentity("127.0.0.1", cert),
});

/** One request with full control of headers and the client's own address; https trusts only our certificate. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawAnswer> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  const headers: Record<string, string | number> = { ...options.headers };
  if (options.body !== undefined) headers["Content-Length"] = Buffer.byteLength(options.body);
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: options.method ?? "GET",
        headers,
        localAddress: options.localAddress,
        agent: false,
        ...(target.protocol === "https:" ? trustOurCertificate() : {}),
      },
      (res) => void readAnswer(res).then(resolve),
    );
    req.on("error", reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

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

    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    const openssl = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "2",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ],
      { encoding: "utf8" },
    );
    if (openssl.error || openssl.status !== 0) {
      throw new Error(
        `openssl could not make a test certificate: ${openssl.error?.message ?? openssl.stderr}`,
      );
    }
    certificate = fs.readFileSync(cert, "utf8");

    sink = await startSmtpSink();
    serverLog = path.join(dir, "server.log");
    databaseFile = path.join(dir, "site.db");
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
    const log = fs.openSync(serverLog, "a");
    // Started as the systemd unit starts it: one process with the heap limits.
    server = spawn(process.execPath, [...DEPLOYED_NODE_FLAGS, path.join(e2eBuildDir, "server/index.js")], {
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
        SESSION_SECRET: randomBytes(32).toString("hex"),
        SEED: "demo",
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        SMTP_URL: sink.url,
        MAIL_FROM: "Site <no-reply@example.com>",
        CONTACT_NOTIFY_EMAIL: officeAddress,
      },
    });
    fs.closeSync(log);

    let config = fs.readFileSync(siteConfigFile, "utf8");
    config = swap(config, "    listen [::]:80;\n", "");
    config = swap(config, "    listen [::]:443 ssl http2;\n", "");
    config = swap(config, "listen 80;", `listen 127.0.0.1:${httpPort};`);
    config = swap(config, "listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`);
    config = swap(config, "/etc/letsencrypt/live/www.example.com/fullchain.pem", cert);
    config = swap(config, "/etc/letsencrypt/live/www.example.com/privkey.pem", key);
    config = swap(config, "https://www.example.com", site);
    config = swap(config, "server_name www.example.com;", "server_name 127.0.0.1;");
    config = swap(config, "server 127.0.0.1:3000;", `server 127.0.0.1:${appPort};`);
    config = swap(config, "/srv/contractor-site/build/client/assets/", `${e2eClientDir}/assets/`);
    config = swap(config, "/var/cache/nginx/contractor-site", path.join(dir, "media-cache"));
    config = swap(config, "/var/www/letsencrypt", path.join(dir, "acme"));
    nginx = await startNginx(nginxBinary!, { http: config, ports: [httpsPort, httpPort], workers: 1 });

    const deadline = Date.now() + 150_000;
    for (;;) {
      const answer = await send(`${site}/healthz`).catch(() => null);
      if (answer?.status === 200) break;
      if (server.exitCode !== null || Date.now() > deadline) {
        throw new Error(`The server did not come up behind nginx:\n${fs.readFileSync(serverLog, "utf8")}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
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
    const { default: sharp } = await import("sharp");
    const width = 1600;
    const height = 1200;
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const photo = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
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
    let site = fs.readFileSync(siteConfigFile, "utf8");
    site = swap(site, "/etc/letsencrypt/live/www.example.com/fullchain.pem", path.join(dir, "cert.pem"));
    site = swap(site, "/etc/letsencrypt/live/www.example.com/privkey.pem", path.join(dir, "key.pem"));
    site = swap(site, "/var/cache/nginx/contractor-site", path.join(check, "cache"));
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
});
