// `npm run test:storm`: one process, as deployed (`node --max-old-space-size=128 <build>/server/index.js`), on its own
// port and a temporary database, sent every kind of hostile request issue 37 lists, only to 127.0.0.1, within bounded
// counts and time. It asserts that the process id never changes, that every answer is a 4xx (or a 503 where a bound
// was reached), never a 500 and never a dropped connection except the ones the server closes on purpose, that the
// resident memory stays within STORM_RSS_LIMIT_MB (285; the goal is 250, see RSS_LIMIT_MB), that nothing of a refused
// request is stored (rows or files), and that a normal anonymous page keeps answering (its p99 is reported and held to
// STORM_P99_LIMIT_MS). It prints the requests sent per kind and the answers by status.
//
// The build: `--reuse-build` runs BUILD_DIR (default build/) as it is (`npm test` runs this after Playwright built it);
// otherwise the app is built into build-storm/. STORM_PORT picks the port (default: a free one).
// `--crash-loops`: afterwards, the two crash inputs of issue 37 are each sent in a loop for CRASH_LOOP_SECONDS (30).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import sharp from "sharp";
import { formTokenIn } from "../tests/support/form-token";
import { heicDeclaring, lyingFtyp, lyingHeaders, pngDeclaring } from "../tests/support/hostile-files";
import { multipartBody, type FilePart } from "../tests/support/multipart-body";
import { routeTable, samplePath } from "../tests/support/route-table";
import { benchServerEnv, buildApp, processMemory, serverArgs, waitForHealth } from "./bench-app.mjs";
import { freePort } from "./free-port";

const root = path.resolve(import.meta.dirname, "..");
const args = new Set(process.argv.slice(2));
const buildDir = args.has("--reuse-build") ? (process.env.BUILD_DIR ?? "build") : "build-storm";
// The goal is 250 MB, and this machine's idle runs peak at 237 to 246 MB (decision 028). The bound the run fails on
// leaves 40 MB more: on the one pair of runs we have, CI's machine peaked 15 to 30 MB above this one's, and a CI failure
// over allocator noise would hide every real finding. Each run prints the peak, so the goal stays in view.
const RSS_LIMIT_MB = Number(process.env.STORM_RSS_LIMIT_MB ?? 285);
const P99_LIMIT_MS = Number(process.env.STORM_P99_LIMIT_MS ?? 1000);
const CRASH_LOOP_SECONDS = Number(process.env.CRASH_LOOP_SECONDS ?? 30);
const MiB = 1024 * 1024;

// The policy table reads the environment as it loads; a secret keeps it from making a development one on disk.
process.env.SESSION_SECRET ??= "storm-test-secret-0123456789abcdef";
const { bodyLimitFor, routePolicy } = await import("../app/route-policy.server");
const { MAX_FORM_FIELDS, MAX_JSON_VALUES } = await import("../app/utils/form-limits");

if (!args.has("--reuse-build") || !fs.existsSync(path.join(root, buildDir, "server/index.js"))) {
  buildApp(root, buildDir);
}
const port = Number(process.env.STORM_PORT) || (await freePort());
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storm-"));
const tmpDir = path.join(dataDir, "tmp");
fs.mkdirSync(tmpDir);
const admin = { email: "storm-admin@example.com", password: "storm-admin-password-1" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------------
// Sending, and counting what came back

type Outcome = ({ status: number; note?: string } | { error: string }) & { target?: string };
type Kind = {
  sent: number;
  answers: Map<string, number>;
  /** The answers this kind must not get. */
  wrong: Set<string>;
};
const kinds = new Map<string, Kind>();
const refusals = (outcome: Outcome) =>
  "status" in outcome &&
  ((outcome.status >= 400 && outcome.status < 500) || outcome.status === 503 || outcome.note === ALERT);
// The footer's newsletter form answers every post with a redirect back to the page, its refusal an error alert there.
const ALERT = "the newsletter form's error alert";

function record(kind: string, outcome: Outcome, expected = refusals) {
  let entry = kinds.get(kind);
  if (!entry) kinds.set(kind, (entry = { sent: 0, answers: new Map(), wrong: new Set() }));
  entry.sent++;
  entry.answers.set(keyOf(outcome), (entry.answers.get(keyOf(outcome)) ?? 0) + 1);
  if (!expected(outcome)) {
    entry.wrong.add(keyOf(outcome));
    if (unexpected.length < 20) unexpected.push(`${kind}: ${keyOf(outcome)} from ${outcome.target ?? "?"}`);
  }
  return outcome;
}
const keyOf = (outcome: Outcome) =>
  "status" in outcome ? `${outcome.status}${outcome.note ? ` (${outcome.note})` : ""}` : outcome.error;
const unexpected: string[] = [];

let address = 0;
/** A client address of its own for each request (the site believes loopback's X-Forwarded-For), so that per-address
 * limits do not answer every request before the part under test is reached. */
const nextAddress = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

type SendOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | (() => AsyncGenerator<Buffer>);
};

/** One request on a connection of its own. The answer counts as soon as its status line arrives. */
function send(target: string, options: SendOptions = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const headers: Record<string, string | number> = { "X-Forwarded-For": nextAddress(), ...options.headers };
    if (Buffer.isBuffer(options.body)) headers["Content-Length"] = options.body.length;
    const req = http.request(
      { host: "127.0.0.1", port, path: target, method: options.method ?? "POST", headers, agent: false },
      (res) => {
        res.resume();
        const status = res.statusCode ?? 0;
        const alert = target.startsWith("/newsletter") && status === 302;
        const outcome = alert ? { status, note: ALERT, target } : { status, target };
        res.on("end", () => done(outcome));
        res.on("error", () => done(outcome));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message, target }));
    req.setTimeout(60_000, () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    const body = options.body;
    if (!body) req.end();
    else if (Buffer.isBuffer(body)) req.end(body);
    else
      void (async () => {
        for await (const chunk of body()) {
          if (settled || req.destroyed) return;
          if (!req.write(chunk)) await new Promise((drained) => req.once("drain", drained));
        }
        req.end();
      })().catch(() => undefined);
  });
}

/**
 * A request written byte for byte on a raw socket (headers no HTTP client would send); the answer's status, or how the
 * connection ended without one.
 */
function sendRaw(request: Buffer, { keepOpen = false } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    let head = "";
    const socket = net.connect({ host: "127.0.0.1", port }, () =>
      keepOpen ? socket.write(request) : socket.end(request),
    );
    socket.on("data", (chunk) => {
      head += chunk.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (status) {
        resolve({ status: Number(status[1]) });
        socket.destroy();
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    socket.on("close", () => resolve({ error: "closed without an answer" }));
  });
}

/** Runs `tasks` with at most `concurrency` at once. */
async function inParallel<T>(concurrency: number, tasks: (() => Promise<T>)[]) {
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task();
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// What to send

/** Every address of the site, from the route table (`:id` as "x", the splat as "anything"), and the data paths. */
async function postRoutes() {
  const paths = (await routeTable()).map((route) => samplePath(route.path, "x", "anything"));
  return [...new Set([...paths, "/estimate.data", "/contact.data", "/_.data"])].sort();
}
const isApi = (target: string) => target.startsWith("/api/");

/** A page or API route of each limit, and the forms whose fields are known (for bodies that reach validation). */
const FORMS: Record<string, string[]> = {
  "/contact": ["name", "email", "phone", "message", "consent"],
  "/estimate": ["name", "email", "phone", "service", "address", "city", "zip", "size", "details", "consent"],
  "/newsletter": ["email"],
  "/login": ["email", "password"],
  "/signup": ["name", "email", "password", "confirmPassword"],
  "/forgot-password": ["email"],
  "/reset-password": ["token", "password", "confirmPassword"],
};
const APIS: Record<string, string[]> = {
  "/api/message": ["name", "email", "phone", "message", "consent"],
  "/api/customer": ["email"],
  "/api/user/signin": ["email", "password"],
  "/api/user/signup": ["name", "email", "password", "confirmPassword"],
  "/api/user/forgot-password": ["email"],
};
const AT_LIMIT_ROUTES = [
  ...Object.keys(FORMS),
  "/estimate.data",
  "/admin/settings",
  "/admin/pages/terms",
  "/admin/add-project",
  ...Object.keys(APIS),
  "/api/estimates",
  "/api/blog",
  "/api/pages/terms",
  "/api/settings",
  "/api/projects",
  "/uploads/estimate-photos",
];
/** The API routes that read a JSON body, called with the admin's token so that the body is really parsed. */
const JSON_ROUTES = [
  ...Object.keys(APIS),
  "/api/blog",
  "/api/pages/terms",
  "/api/settings",
  "/api/services",
  "/api/projects",
  "/api/admin/keywords",
  "/api/newsletter/campaigns",
  "/api/estimates/x",
];

const formLimit = (target: string) =>
  bodyLimitFor(routePolicy(target), "application/x-www-form-urlencoded").bytes;
const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };
const jsonType = { "Content-Type": "application/json" };

/** `a=b&` repeated to `bytes`: the most fields per byte. */
const tinyFields = (bytes: number) => Buffer.from("a=b&".repeat(Math.ceil(bytes / 4)).slice(0, bytes));
/** Nested arrays to `bytes`: the most nesting per byte. */
const deepJson = (bytes: number) => Buffer.from("[".repeat(bytes / 2) + "]".repeat(bytes / 2));
/** As many fields as a form may have, their values filling `bytes`: a body the form reader parses in full. */
function fullForm(bytes: number, first: [string, string][]) {
  const fields = MAX_FORM_FIELDS - first.length - 1;
  const head = new URLSearchParams(first).toString();
  const each = Math.max(1, Math.floor((bytes - head.length) / fields) - 8);
  const rest = Array.from({ length: fields }, (_, i) => `f${i}=${"x".repeat(each)}`).join("&");
  return Buffer.from(`${head}&${rest}`.slice(0, bytes));
}
/** As many values as a JSON body may have, filling `bytes`. */
function fullJson(bytes: number) {
  const values = MAX_JSON_VALUES - 10;
  const each = Math.max(1, Math.floor(bytes / values) - 4);
  return Buffer.from(
    `{"email":[${Array.from({ length: values }, () => `"${"x".repeat(each)}"`).join(",")}]}`,
  );
}
/** Bytes that are not UTF-8, with NULs: what every field of these posts holds. */
const BAD_TEXT = Buffer.from([0xff, 0xfe, 0x00, 0xc0, 0x80, 0x61, 0xed, 0xa0, 0x80, 0x00]);

async function photoJpeg() {
  const width = 1600;
  const height = 1200;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------------------------
// What is stored

function tableCounts(db: Database.Database) {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'",
    )
    .all() as { name: string }[];
  // What the site keeps about refusals themselves: counters and log rows, never the request's content.
  const bookkeeping = new Set(["rate_limits", "event_counts", "logs"]);
  return Object.fromEntries(
    tables
      .filter(({ name }) => !bookkeeping.has(name))
      .map(({ name }) => [
        name,
        (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n,
      ]),
  );
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function snapshot() {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  db.pragma("busy_timeout = 5000");
  try {
    return { rows: tableCounts(db), files: filesUnder(path.join(dataDir, "uploads")).sort() };
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The server

function startServer(): ChildProcess {
  const log = fs.openSync(path.join(dataDir, "server.log"), "a");
  return spawn(process.execPath, serverArgs(buildDir), {
    cwd: root,
    stdio: ["ignore", log, log],
    env: {
      ...benchServerEnv({ port, dataDir, admin }),
      SEED: "none",
      TMPDIR: tmpDir,
      CONTACT_NOTIFY_EMAIL: "",
      ...(process.env.STORM_SERVER_ENV
        ? Object.fromEntries(process.env.STORM_SERVER_ENV.split(",").map((pair) => pair.split("=")))
        : {}),
    },
  });
}

/** When the process started, in clock ticks since boot: a restarted process with a reused PID differs. */
const startTime = (pid: number) => fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[19];

/** The admin signed in through the sign-in form, as a browser: the session cookie and that session's form token. */
async function signInAdminPage(anonymousCsrf: string) {
  const url = `http://127.0.0.1:${port}`;
  const response = await fetch(`${url}/login`, {
    method: "POST",
    headers: urlencoded,
    body: new URLSearchParams({ csrf: anonymousCsrf, ...admin }),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith("__session="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`Could not sign in to the back office (${response.status})`);
  const csrf = formTokenIn(
    await (await fetch(`${url}/admin/settings`, { headers: { Cookie: cookie } })).text(),
  );
  return { cookie, csrf };
}

async function signInAdmin() {
  const response = await fetch(`http://127.0.0.1:${port}/api/user/signin`, {
    method: "POST",
    headers: jsonType,
    body: JSON.stringify(admin),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`Could not sign in as the storm's admin (${response.status})`);
  return token;
}

// ---------------------------------------------------------------------------------------------------------------
// The storm

async function storm(context: { token: string; csrf: string; adminPage: { cookie: string; csrf: string } }) {
  const auth = { Authorization: `Bearer ${context.token}` };
  const isAdminPage = (target: string) => target.startsWith("/admin");
  const routes = await postRoutes();
  const eightMb = 8 * MiB;
  const bigForm = tinyFields(eightMb);
  const bigJson = Buffer.from(`{"a":"${"x".repeat(eightMb - 8)}"}`);
  const photo = await photoJpeg();
  const withToken = (fields: [string, string][]) => [["csrf", context.csrf] as [string, string], ...fields];

  const groups: [string, () => Promise<unknown>][] = [
    // An 8 MB urlencoded body and an 8 MB JSON body to every POST route and every API route.
    [
      "8 MB bodies",
      () =>
        inParallel(
          4,
          routes.flatMap((target) => [
            async () => record("8 MB urlencoded", await send(target, { headers: urlencoded, body: bigForm })),
            async () =>
              record(
                "8 MB JSON",
                await send(target, {
                  headers: { ...jsonType, ...(isApi(target) ? auth : {}) },
                  body: bigJson,
                }),
              ),
          ]),
        ),
    ],
    // 20 bodies at once at each route's own limit, shaped for the most work per byte, then shaped to be parsed whole.
    [
      "at the limit",
      async () => {
        for (const target of AT_LIMIT_ROUTES) {
          const limit = formLimit(target);
          // The back office's forms are read once the guard has let the admin's session in.
          const session: Record<string, string> = isAdminPage(target)
            ? { Cookie: context.adminPage.cookie }
            : {};
          const csrf = isAdminPage(target) ? context.adminPage.csrf : context.csrf;
          const headers = isApi(target) ? { ...jsonType, ...auth } : { ...urlencoded, ...session };
          const shapes = isApi(target)
            ? { "at limit: deep JSON": deepJson(limit), "at limit: 10,000 JSON values": fullJson(limit) }
            : {
                "at limit: tiny fields": tinyFields(limit),
                "at limit: 1,000 long fields": fullForm(limit, [["csrf", csrf]]),
              };
          for (const [kind, body] of Object.entries(shapes)) {
            await Promise.all(
              Array.from({ length: 20 }, async () => record(kind, await send(target, { headers, body }))),
            );
          }
        }
      },
    ],
    // JSON nested 100,000 levels deep, to every API route that reads JSON.
    [
      "deep JSON",
      () =>
        inParallel(
          4,
          JSON_ROUTES.map((target) => async () => {
            const body = Buffer.from("[".repeat(100_000) + "]".repeat(100_000));
            record("JSON 100,000 deep", await send(target, { headers: { ...jsonType, ...auth }, body }));
          }),
        ),
    ],
    // 100,000 form fields: urlencoded to the public forms, and as multipart parts to the upload routes.
    [
      "100,000 fields",
      async () => {
        for (const target of Object.keys(FORMS)) {
          record("100,000 fields", await send(target, { headers: urlencoded, body: tinyFields(400_000) }));
        }
        const parts = Array.from({ length: 100_000 }, (_, i): [string, string] => [`f${i}`, "x"]);
        for (const target of ["/estimate", "/api/estimates"]) {
          const { contentType, data } = multipartBody(target === "/estimate" ? withToken(parts) : parts);
          record(
            "100,000 fields",
            await send(target, { headers: { "Content-Type": contentType }, body: data }),
          );
        }
      },
    ],
    // A multipart body over the route's limit: declared (refused before a byte is read), and sent without a length
    // (refused once it passes the limit while streaming to disk).
    [
      "multipart over the limit",
      async () => {
        const declared = ["/estimate", "/api/estimates", "/api/upload", "/api/projects/x/images"];
        const declaring = declared.map(async (target) => {
          const limit = bodyLimitFor(routePolicy(target), "multipart/form-data").bytes;
          const outcome = await sendRaw(
            Buffer.from(
              `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
                `Content-Length: ${limit + 1}\r\nX-Forwarded-For: ${nextAddress()}\r\n\r\n--x\r\n`,
            ),
            // The rest of the body never comes: the server reads on for a while, then answers and closes.
            { keepOpen: true },
          );
          record("multipart over the limit", outcome);
        });
        const limit = bodyLimitFor(routePolicy("/estimate"), "multipart/form-data").bytes;
        const chunk = Buffer.alloc(MiB, 0x61);
        const streamed = async function* () {
          yield Buffer.from(
            '--x\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
          );
          for (let sent = 0; sent <= limit + MiB; sent += chunk.length) yield chunk;
        };
        record(
          "multipart over the limit",
          await send("/estimate", {
            headers: { "Content-Type": "multipart/form-data; boundary=x" },
            body: streamed,
          }),
        );
        await Promise.all(declaring);
      },
    ],
    // Files whose headers lie about their sizes, and small files that declare 20,000 × 20,000 pixels, as photos of
    // an estimate request (from the API, and from the page with its form token).
    [
      "lying headers and bombs",
      async () => {
        const files: [string, { name: string; type: string; bytes: Buffer }][] = [
          ...lyingHeaders().map((file) => ["lying header", file] as [string, typeof file]),
          [
            "decompression bomb",
            { name: "bomb.png", type: "image/png", bytes: pngDeclaring(20_000, 20_000) },
          ],
          [
            "decompression bomb",
            { name: "bomb.heic", type: "image/heic", bytes: heicDeclaring(20_000, 20_000) },
          ],
        ];
        await inParallel(
          4,
          files.flatMap(([kind, file]) =>
            ["/api/estimates", "/estimate"].map((target) => async () => {
              const part: FilePart = {
                name: "photos",
                filename: file.name,
                type: file.type,
                content: file.bytes,
              };
              const fields: [string, string][] = [["name", "Storm"]];
              const { contentType, data } = multipartBody(
                target === "/estimate" ? withToken(fields) : fields,
                [part],
              );
              record(kind, await send(target, { headers: { "Content-Type": contentType }, body: data }));
            }),
          ),
        );
        // The HEIC bomb over the resumable path too: created, then sent whole.
        for (const bytes of [heicDeclaring(20_000, 20_000), pngDeclaring(20_000, 20_000)]) {
          const created = await fetch(`http://127.0.0.1:${port}/uploads/estimate-photos`, {
            method: "POST",
            headers: {
              "Tus-Resumable": "1.0.0",
              "Upload-Length": String(bytes.length),
              "Upload-Metadata": `filetype ${Buffer.from("image/heic").toString("base64")}`,
              "X-Forwarded-For": nextAddress(),
            },
          });
          const location = created.headers.get("Location");
          if (!location) {
            record("decompression bomb", { status: created.status });
            continue;
          }
          const outcome = await send(new URL(location, `http://127.0.0.1:${port}`).pathname, {
            method: "PATCH",
            headers: {
              "Tus-Resumable": "1.0.0",
              "Upload-Offset": "0",
              "Content-Type": "application/offset+octet-stream",
            },
            body: bytes,
          });
          record("decompression bomb", outcome);
        }
      },
    ],
    // A gzip-encoded body that inflates a thousandfold.
    [
      "gzip",
      () =>
        inParallel(
          3,
          ["/contact", "/estimate", "/api/message", "/api/estimates", "/login"].map((target) => async () => {
            const body = gzipSync(tinyFields(8 * MiB));
            record(
              "gzip body, 1,000×",
              await send(target, { headers: { ...urlencoded, "Content-Encoding": "gzip" }, body }),
            );
          }),
        ),
    ],
    // 64 KB of headers and a 16 KB URL: Node's parser answers 431 and closes the connection.
    [
      "headers and URL",
      () =>
        inParallel(
          4,
          Array.from({ length: 10 }, (_, i) => async () => {
            const header = `X-Padding: ${"h".repeat(64 * 1024)}\r\n`;
            record(
              "64 KB headers",
              await sendRaw(Buffer.from(`GET /contact?i=${i} HTTP/1.1\r\nHost: 127.0.0.1\r\n${header}\r\n`)),
            );
            record(
              "16 KB URL",
              await sendRaw(
                Buffer.from(`GET /?q=${"u".repeat(16 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
              ),
            );
          }),
        ),
    ],
    // Invalid UTF-8 and NUL bytes in every field of every public form and JSON API.
    [
      "invalid UTF-8",
      async () => {
        for (const [target, fields] of Object.entries(FORMS)) {
          const bad = `${encodeURIComponent("x")}${[...BAD_TEXT].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("")}`;
          const body = Buffer.from(
            [`csrf=${encodeURIComponent(context.csrf)}`, ...fields.map((name) => `${name}=${bad}`)].join("&"),
          );
          record("invalid UTF-8 and NUL", await send(target, { headers: urlencoded, body }));
          const { contentType, data } = multipartBody(
            withToken(fields.map((name) => [name, BAD_TEXT] as never)),
          );
          record(
            "invalid UTF-8 and NUL",
            await send(target, { headers: { "Content-Type": contentType }, body: data }),
          );
        }
        for (const [target, fields] of Object.entries(APIS)) {
          const body = Buffer.concat([
            Buffer.from("{"),
            ...fields.flatMap((name, i) => [
              Buffer.from(`${i ? "," : ""}"${name}":"`),
              BAD_TEXT,
              Buffer.from('"'),
            ]),
            Buffer.from("}"),
          ]);
          record("invalid UTF-8 and NUL", await send(target, { headers: jsonType, body }));
        }
      },
    ],
    // 50 photo uploads at once, each a real 1600 × 1200 photo in a request that is refused once it is read (no
    // consent): the decoder's slots and the upload bound, not the fields, are what is tested.
    [
      "50 photo uploads",
      () =>
        Promise.all(
          Array.from({ length: 50 }, async (_, i) => {
            const part: FilePart = {
              name: "photos",
              filename: `site-${i}.jpg`,
              type: "image/jpeg",
              content: photo,
            };
            const { contentType, data } = multipartBody([["name", "Storm"]], [part]);
            record(
              "50 photo uploads at once",
              await send("/api/estimates", { headers: { "Content-Type": contentType }, body: data }),
            );
          }),
        ),
    ],
    // A resumable upload that declares 10 GB.
    [
      "tus 10 GB",
      () =>
        inParallel(
          5,
          Array.from({ length: 5 }, () => async () => {
            const headers = { "Tus-Resumable": "1.0.0", "Upload-Length": String(10 * 1024 ** 3) };
            record("tus upload of 10 GB", await send("/uploads/estimate-photos", { headers }));
          }),
        ),
    ],
  ];
  // Three waves, each of groups sent at once: the bodies that are refused by their size or shape, then the bodies
  // at each route's limit that are parsed, then the pictures (the lying files and bombs first, so that they reach the
  // decoder rather than the upload bound's 503, then the 50 uploads that fill that bound).
  const waves = [
    [
      "8 MB bodies",
      "deep JSON",
      "100,000 fields",
      "gzip",
      "headers and URL",
      "invalid UTF-8",
      "tus 10 GB",
      "multipart over the limit",
    ],
    ["at the limit"],
    ["lying headers and bombs"],
    ["50 photo uploads"],
  ];
  const named = new Map(groups);
  const only = process.env.STORM_ONLY?.split(",");
  for (const wave of waves) {
    const names = wave.filter((name) => !only || only.includes(name));
    if (!names.length) continue;
    let stop: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const peak = sampleRss(serverPid, stopped);
    const started = performance.now();
    await Promise.all(names.map((name) => named.get(name)!()));
    stop();
    waveReport.push(
      `  wave "${names.join('", "')}": ${((performance.now() - started) / 1000).toFixed(1)} s, RSS up to ${(await peak).toFixed(1)} MB`,
    );
  }
}

/** 200 connections that send a header line every two seconds until `until` resolves, then are closed by the test. */
function slowConnections(until: Promise<unknown>) {
  const sockets = Array.from({ length: 200 }, () => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.on("error", () => undefined);
    socket.write("POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    return socket;
  });
  const timer = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write(`X-Slow-${Date.now()}: 1\r\n`);
  }, 2000);
  return until.then(() => {
    clearInterval(timer);
    for (const socket of sockets) {
      // Still open means the server kept waiting for the headers, as it should within its headers timeout.
      // Closed by the server means its headers timeout did: on purpose either way.
      const outcome = { error: socket.destroyed ? "closed by the server" : "closed by the test" };
      record("200 slow header connections", outcome, (o) => "error" in o);
      socket.destroy();
    }
  });
}

// The normal visitor, in a thread of its own: the storm's own work (building bodies of megabytes) must not delay its
// timing.
const PROBE_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
let running = true;
parentPort.once("message", () => (running = false));
const answers = [];
(async () => {
  while (running) {
    const started = performance.now();
    const status = await new Promise((resolve) => {
      const req = http.get({ host: "127.0.0.1", port: workerData.port, path: "/", agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
      });
      req.on("error", (error) => resolve(error.code || "error"));
    });
    answers.push({ status, ms: performance.now() - started });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  parentPort.postMessage(answers);
})();
`;

/** GET / as an anonymous visitor every 100 ms until `until` resolves: the answers' latencies. */
async function probeHomePage(until: Promise<unknown>) {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { port } });
  await until;
  const answers = new Promise<{ status: number | string; ms: number }[]>((resolve) =>
    worker.once("message", resolve),
  );
  worker.postMessage("stop");
  const all = await answers;
  await worker.terminate();
  for (const { status } of all) {
    const outcome = typeof status === "number" ? { status, target: "/" } : { error: status, target: "/" };
    record("normal page (GET /)", outcome, (o) => "status" in o && o.status === 200);
  }
  return all.map(({ ms }) => ms);
}

/** Samples the server's RSS every 20 ms until `until` resolves; answers the highest. */
async function sampleRss(pid: number, until: Promise<unknown>) {
  let running = true;
  void until.then(() => (running = false));
  let highest = 0;
  while (running) {
    highest = Math.max(highest, processMemory(pid).rssMb);
    await sleep(20);
  }
  return highest;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** The two crash inputs of issue 37, each in a loop for CRASH_LOOP_SECONDS, two at a time. */
async function crashLoops(pid: number, csrf: string) {
  const lines: string[] = [];
  const inputs: [string, () => Promise<Outcome>][] = [
    [
      "crash 1: a 15 MiB photo whose ftyp box claims 15 MB, to POST /api/estimates",
      () => {
        const { contentType, data } = multipartBody(
          [["name", "Loop"]],
          [{ name: "photos", filename: "lie.heic", type: "image/heic", content: lyingFtyp(15 * MiB) }],
        );
        return send("/api/estimates", { headers: { "Content-Type": contentType }, body: data });
      },
    ],
    [
      "crash 2: 8 MB of a=b& urlencoded, to /estimate and /estimate.data",
      (() => {
        const body = Buffer.concat([Buffer.from(`csrf=${encodeURIComponent(csrf)}&`), tinyFields(8 * MiB)]);
        let turn = 0;
        return () => send(turn++ % 2 ? "/estimate.data" : "/estimate", { headers: urlencoded, body });
      })(),
    ],
  ];
  for (const [label, sendOne] of inputs) {
    const answers = new Map<string, number>();
    const deadline = Date.now() + CRASH_LOOP_SECONDS * 1000;
    let stop: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const peak = sampleRss(pid, stopped);
    let sent = 0;
    await Promise.all(
      Array.from({ length: 2 }, async () => {
        while (Date.now() < deadline) {
          const outcome = await sendOne();
          sent++;
          const key = "status" in outcome ? String(outcome.status) : outcome.error;
          answers.set(key, (answers.get(key) ?? 0) + 1);
        }
      }),
    );
    stop();
    const statuses = [...answers].map(([key, count]) => `${key}×${count}`).join(" ");
    lines.push(
      `${label}: ${sent} requests in ${CRASH_LOOP_SECONDS} s; answers ${statuses}; highest RSS ${(await peak).toFixed(1)} MB`,
    );
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------------------

let server = startServer();
let serverPid = 0;
const waveReport: string[] = [];
let failed = false;
try {
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${url}/healthz`, { exited: () => server.exitCode !== null });
  const pid = server.pid!;
  serverPid = pid;
  const started = startTime(pid);
  const token = await signInAdmin();
  const csrf = formTokenIn(await (await fetch(`${url}/terms`)).text());
  const adminPage = await signInAdminPage(csrf);
  const before = snapshot();
  const restAt = processMemory(pid).rssMb;

  const began = performance.now();
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const peakRss = sampleRss(pid, finished);
  const latencies = probeHomePage(finished);
  const slow = slowConnections(finished);
  await storm({ token, csrf, adminPage });
  finish();
  await slow;
  const seconds = (performance.now() - began) / 1000;
  const highest = await peakRss;
  const pageTimes = await latencies;

  // Spooled uploads are removed once their answers are sent; give the last ones a moment.
  await sleep(1000);
  const after = snapshot();
  const spooled = filesUnder(tmpDir);
  const alive = server.exitCode === null && startTime(pid) === started;
  const health = await fetch(`${url}/healthz`).then(
    (response) => response.status,
    () => 0,
  );

  const report = [
    `Storm against ${buildDir}/ (one process, --max-old-space-size=128), ${seconds.toFixed(1)} s:`,
    ...waveReport,
  ];
  let total = 0;
  for (const [kind, entry] of kinds) {
    total += entry.sent;
    const answers = [...entry.answers].sort().map(([key, count]) => `${key}×${count}`);
    const wrong = [...entry.wrong];
    if (wrong.length) failed = true;
    report.push(
      `  ${kind}: ${entry.sent} sent; ${answers.join(" ")}${wrong.length ? "   <-- unexpected" : ""}`,
    );
  }
  const statuses = new Map<string, number>();
  for (const entry of kinds.values())
    for (const [key, count] of entry.answers) statuses.set(key, (statuses.get(key) ?? 0) + count);
  if (unexpected.length) report.push("  unexpected answers:", ...unexpected.map((line) => `    ${line}`));
  report.push(
    `  all: ${total} sent; ${[...statuses]
      .sort()
      .map(([key, count]) => `${key}×${count}`)
      .join(" ")}`,
  );
  const p50 = percentile(pageTimes, 50);
  const p99 = percentile(pageTimes, 99);
  report.push(
    `Process ${pid}: ${alive ? "the same one throughout" : "GONE OR REPLACED"}; /healthz ${health} after the storm`,
    `RSS: ${restAt.toFixed(1)} MB at rest, ${highest.toFixed(1)} MB at the highest sampled (limit ${RSS_LIMIT_MB} MB), ` +
      `kernel peak (VmHWM, start-up included) ${processMemory(pid).peakMb.toFixed(1)} MB`,
    `GET / during the storm: ${pageTimes.length} answers, p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (limit ${P99_LIMIT_MS} ms)`,
  );
  const changedRows = Object.entries(after.rows).filter(([table, count]) => before.rows[table] !== count);
  const newFiles = after.files.filter((file) => !before.files.includes(file));
  report.push(
    `Stored by refused requests: ${changedRows.length ? changedRows.map(([t, n]) => `${t} ${before.rows[t]}→${n}`).join(", ") : "no rows"}; ` +
      `${newFiles.length ? newFiles.join(", ") : "no files"}; ${spooled.length} spooled upload files left`,
  );
  if (!alive || health !== 200 || highest > RSS_LIMIT_MB || p99 > P99_LIMIT_MS) failed = true;
  if (changedRows.length || newFiles.length || spooled.length) failed = true;
  if (args.has("--crash-loops") && alive) report.push(...(await crashLoops(pid, csrf)));
  if (args.has("--crash-loops")) {
    const still = server.exitCode === null && startTime(pid) === started;
    report.push(
      `After the crash loops: process ${pid} ${still ? "still the same one, serving" : "GONE OR REPLACED"}`,
    );
    if (!still) failed = true;
  }
  console.info(report.join("\n"));
  if (failed) {
    console.error(`The storm test failed. The server's log: ${path.join(dataDir, "server.log")}`);
    process.exitCode = 1;
  }
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  if (!failed) fs.rmSync(dataDir, { recursive: true, force: true });
  server = undefined as never;
}
