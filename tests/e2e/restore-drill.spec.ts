// The restore drill, run for real: the production build started as `npm start` starts it (scripts/start.mjs, under
// Litestream because BACKUP_REPLICA_URL is set), media in an S3 stand-in, content made through the API; then a
// `kill -9` of the server and Litestream, the data folder deleted, `npm run db:restore`, a new start, and every record
// and image checked through the API. Replicas: file:// and sftp:// (Debian's sshd on loopback). It prints the measured
// RPO (seconds of acknowledged writes lost at the kill) and RTO (from `npm run db:restore` to /healthz 200), and
// checks a point-in-time restore (`--timestamp`) brings back a deleted row.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { samplePng } from "../support/e2e-admin-data";
import { e2eBuildDir } from "../support/e2e-config";
import { freePort } from "../support/nginx";
import { projectRoot } from "../support/paths";
import { startS3StandIn, type S3StandIn } from "../support/s3-stand-in";
import { findSshd, startSftpServer } from "../support/sftp-server";

const sshd = findSshd();
const admin = { email: "owner@example.com", password: `drill-${randomBytes(8).toString("hex")}` };
// Writes made one after another right up to the kill: the newest that survives the restore measures the RPO.
const MARKER_WRITES = 12;
const MARKER_GAP_MS = 200;
const RPO_TARGET_SECONDS = 5;
const RTO_TARGET_SECONDS = 120;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => Number((ms / 1000).toFixed(2));

type Drill = {
  dir: string;
  dataDir: string;
  origin: string;
  env: NodeJS.ProcessEnv;
  site: ChildProcess | null;
  starts: number;
};

/** One drill's settings: a server on its own port and data folder, replicating to `replicaUrl`, media in `bucket`. */
async function prepareDrill(
  name: string,
  replica: Record<string, string>,
  bucket: S3StandIn,
): Promise<Drill> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `site-drill-${name}-`));
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  return {
    dir,
    dataDir,
    origin,
    starts: 0,
    site: null,
    env: {
      ...process.env,
      NODE_ENV: "production",
      // The build Playwright's web server made, run as `npm start -- --no-build` runs one.
      BUILD_DIR: e2eBuildDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: origin,
      DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
      UPLOADS_DIR: path.join(dataDir, "uploads"),
      SESSION_SECRET: randomBytes(32).toString("hex"),
      SEED: "none",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: "",
      CONTACT_NOTIFY_EMAIL: "",
      BACKUP_METRICS_URL: "",
      ...bucket.env,
      ...replica,
    },
  };
}

type Health = { status: string; replica?: { state: string; lastSyncAt: string; lagSeconds: number } };

async function healthz(drill: Drill) {
  const response = await fetch(`${drill.origin}/healthz`).catch(() => null);
  return response ? { status: response.status, body: (await response.json()) as Health } : null;
}

/** `node scripts/start.mjs --no-build` in a process group of its own (start.mjs, Litestream, the server). */
async function startSite(drill: Drill) {
  const log = path.join(drill.dir, `server-${++drill.starts}.log`);
  const output = fs.openSync(log, "a");
  const site = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
    cwd: projectRoot,
    detached: true,
    stdio: ["ignore", output, output],
    env: drill.env,
  });
  fs.closeSync(output);
  drill.site = site;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const answer = await healthz(drill);
    if (answer?.status === 200 && answer.body.replica) return answer.body;
    if (site.exitCode !== null || site.signalCode !== null || Date.now() > deadline) {
      throw new Error(`The server did not come up:\n${fs.readFileSync(log, "utf8")}`);
    }
    await sleep(100);
  }
}

/** Resolves once nothing answers on the server's port any more. */
async function portClosed(origin: string) {
  const { hostname, port } = new URL(origin);
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: hostname, port: Number(port) }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (!open) return;
    await sleep(50);
  }
}

const running = (site: ChildProcess | null): site is ChildProcess & { pid: number } =>
  site?.pid !== undefined && site.exitCode === null && site.signalCode === null;

/** `kill -9` of every process of the group at once (start.mjs, Litestream, the server), as a power cut would. */
async function crashSite(drill: Drill) {
  const site = drill.site;
  if (!running(site)) return;
  const exited = new Promise((resolve) => site.once("exit", resolve));
  process.kill(-site.pid, "SIGKILL");
  await exited;
  await portClosed(drill.origin);
}

/** SIGTERM to start.mjs alone, as systemd sends it: it reaches Litestream, which stops the server, then itself. */
async function stopSite(drill: Drill) {
  const site = drill.site;
  if (!running(site)) return;
  const exited = new Promise<number | null>((resolve) => site.once("exit", (code) => resolve(code)));
  process.kill(site.pid, "SIGTERM");
  expect(await exited).toBe(0);
  await portClosed(drill.origin);
  expect(serverLog(drill)).toContain("SIGTERM: finishing open requests");
}

const serverLog = (drill: Drill) =>
  fs.readFileSync(path.join(drill.dir, `server-${drill.starts}.log`), "utf8");

/** Runs a drill step; on failure, the server's log goes to the test output. */
async function withLog<T>(drill: Drill, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (drill.starts > 0) console.log(`Server log (start ${drill.starts}):\n${serverLog(drill)}`);
    throw error;
  }
}

/** `npm run db:restore -- <args>` with the server's settings; its exit status and what it said. */
function dbRestore(drill: Drill, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn("npm", ["run", "-s", "db:restore", "--", ...args], {
      cwd: projectRoot,
      env: { ...drill.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (status) => resolve({ status, output }));
  });
}

type Api = <T = unknown>(method: string, url: string, body?: unknown) => Promise<T>;

async function signIn(drill: Drill): Promise<Api> {
  const response = await fetch(`${drill.origin}/api/user/signin`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(admin),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return async (method, url, body) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const answer = await fetch(`${drill.origin}/api${url}`, { method, headers, body: payload });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} /api${url}: ${answer.status} ${text}`);
    return JSON.parse(text);
  };
}

/** Waits until /healthz says the replica holds every write made before `writtenAt`; the seconds it took. */
async function replicaCaughtUp(drill: Drill, writtenAt: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const replica = (await healthz(drill))?.body.replica;
    if (replica && Date.parse(replica.lastSyncAt) >= writtenAt) return seconds(Date.now() - writtenAt);
    if (Date.now() > deadline) throw new Error(`The replica did not catch up: ${JSON.stringify(replica)}`);
    await sleep(100);
  }
}

/** A child process of `parent` as ps shows it (pid, resident memory in MB, command name); procps is in every Debian. */
function childProcess(parent: number) {
  const listed = spawnSync("ps", ["-o", "pid=,rss=", "--ppid", String(parent)], { encoding: "utf8" });
  const [pid, rss] = (listed.stdout ?? "").trim().split(/\s+/);
  if (!pid) return null;
  // The program's file, not `comm`: Node 24 names its main thread "MainThread".
  const command = path.basename(fs.readlinkSync(`/proc/${pid}/exe`));
  return { pid: Number(pid), rssMb: Math.round(Number(rss) / 1024), command };
}

const sha256 = (bytes: ArrayBuffer) => createHash("sha256").update(Buffer.from(bytes)).digest("hex");

/** The content of the drill, made through the API as the back office would. */
async function createContent(api: Api, drill: Drill, tag: string) {
  const project = await api<{ _id: string }>("POST", "/projects", {
    title: `Drill parking lot ${tag}`,
    description: "Mill and overlay, 120 stalls.",
    project_type: "Paving",
    date: "2026-03-31",
  });
  const form = new FormData();
  const png = await samplePng(tag);
  form.append("images", new Blob([new Uint8Array(png.buffer)], { type: png.mimeType }), png.name);
  form.append("alt", "Fresh asphalt, striped");
  const { images } = await api<{ images: { _id: string; src: string }[] }>(
    "POST",
    `/projects/${project._id}/images`,
    form,
  );
  const image = await fetch(`${drill.origin}${images[0].src}`);
  expect(image.status).toBe(200);
  const { post } = await api<{ post: { _id: string; title: string } }>("POST", "/blog", {
    title: `Sealcoat season ${tag}`,
    description: "When to sealcoat in the Valley.",
    sections: [{ title: "Timing", body: "Spring and fall, before the monsoon." }],
    status: "published",
  });
  const contact = async (email: string) => {
    const answer = await fetch(`${drill.origin}/api/message`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Drill",
        email,
        message: "A quote for 80 stalls, please.",
        consent: true,
      }),
    });
    expect(answer.status, await answer.clone().text()).toBe(201);
    return ((await answer.json()) as { data: { _id: string } }).data._id;
  };
  const message = await contact(`kept-${tag}@example.com`);
  const doomed = await contact(`deleted-${tag}@example.com`);
  return {
    projectId: project._id,
    imageSrc: images[0].src,
    imageSha: sha256(await image.arrayBuffer()),
    postId: post._id,
    messageId: message,
    doomedMessageId: doomed,
    writtenAt: Date.now(),
  };
}

function hasMessage(databaseFile: string, id: string) {
  const db = new Database(databaseFile, { readonly: true });
  try {
    return db.prepare("SELECT 1 FROM messages WHERE id = ?").get(id) !== undefined;
  } finally {
    db.close();
  }
}

/**
 * The whole drill on one replica: content, catch-up, (point-in-time restore), marker writes and `kill -9`, the data
 * folder deleted, restore, start, checks. Returns the figures.
 */
async function runDrill(drill: Drill, options: { pointInTime: boolean }) {
  await startSite(drill);
  let api = await signIn(drill);
  const tag = randomBytes(4).toString("hex");
  const content = await createContent(api, drill, tag);
  const firstSync = await replicaCaughtUp(drill, content.writtenAt);
  // The process tree npm start makes: start.mjs, Litestream under it, the server under Litestream.
  const litestream = childProcess(drill.site!.pid!);
  expect(litestream?.command).toBe("litestream");
  const server = childProcess(litestream!.pid);
  expect(server?.command).toBe("node");

  if (options.pointInTime) {
    // Before the deletion, with the row already in the replica; the deletion then reaches the replica too.
    const beforeDeletion = new Date();
    await sleep(50);
    await api("DELETE", `/message/${content.doomedMessageId}`);
    await replicaCaughtUp(drill, Date.now());
    const atTime = path.join(drill.dir, "at-time.db");
    const restored = await dbRestore(drill, [
      "--timestamp",
      beforeDeletion.toISOString(),
      "--output",
      atTime,
    ]);
    expect(restored.status, restored.output).toBe(0);
    expect(hasMessage(atTime, content.doomedMessageId)).toBe(true);
    expect(hasMessage(atTime, content.messageId)).toBe(true);
    const latest = path.join(drill.dir, "latest.db");
    const restoredLatest = await dbRestore(drill, ["--output", latest]);
    expect(restoredLatest.status, restoredLatest.output).toBe(0);
    expect(hasMessage(latest, content.doomedMessageId)).toBe(false);
    expect(hasMessage(latest, content.messageId)).toBe(true);
    // Without --force, an existing file stays as it is.
    const refused = await dbRestore(drill, ["--output", latest]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`${latest} already exists: not overwriting it`);
  }

  // Writes up to the very moment of the kill, each acknowledged by the server.
  const acknowledgedAt: number[] = [];
  for (let marker = 0; marker < MARKER_WRITES; marker++) {
    if (marker > 0) await sleep(MARKER_GAP_MS);
    await api("POST", "/admin/keywords", { keywords: [`drill marker ${marker}`] });
    acknowledgedAt.push(Date.now());
  }
  const killedAt = Date.now();
  await crashSite(drill);
  fs.rmSync(drill.dataDir, { recursive: true, force: true });

  const restoreStarted = Date.now();
  const restored = await dbRestore(drill);
  expect(restored.status, restored.output).toBe(0);
  const restoreSeconds = seconds(Date.now() - restoreStarted);
  await startSite(drill);
  const rtoSeconds = seconds(Date.now() - restoreStarted);

  api = await signIn(drill);
  const project = await api<{ title: string; images: { src: string }[] }>(
    "GET",
    `/projects/${content.projectId}`,
  );
  expect(project.title).toBe(`Drill parking lot ${tag}`);
  expect(project.images.map((image) => image.src)).toEqual([content.imageSrc]);
  const image = await fetch(`${drill.origin}${content.imageSrc}`);
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toMatch(/^image\//);
  expect(sha256(await image.arrayBuffer())).toBe(content.imageSha);
  const { post } = await api<{ post: { title: string } }>("GET", `/blog/${content.postId}`);
  expect(post.title).toBe(`Sealcoat season ${tag}`);
  const { messages } = await api<{ messages: { _id: string }[] }>("GET", "/message");
  const messageIds = messages.map((message) => message._id);
  expect(messageIds).toContain(content.messageId);
  expect(messageIds.includes(content.doomedMessageId)).toBe(!options.pointInTime);

  const { keywords } = await api<{ keywords: { word: string }[] }>("GET", "/admin/keywords");
  const survivor = Number(/^drill marker (\d+)$/.exec(keywords[0]?.word ?? "")?.[1] ?? -1);
  // The newest acknowledged write that survived; none survived: everything since the first marker was lost.
  const recoveredUpTo = survivor >= 0 ? acknowledgedAt[survivor] : acknowledgedAt[0] - MARKER_GAP_MS;
  const rpoSeconds = seconds(killedAt - recoveredUpTo);
  await stopSite(drill);
  return {
    rpoSeconds,
    writesLost: MARKER_WRITES - 1 - survivor,
    rtoSeconds,
    restoreSeconds,
    firstSync,
    litestreamRssMb: litestream!.rssMb,
    serverRssMb: server!.rssMb,
  };
}

function report(target: string, figures: Awaited<ReturnType<typeof runDrill>>) {
  console.log(
    `Restore drill, ${target}: RPO ${figures.rpoSeconds} s (${figures.writesLost} of ${MARKER_WRITES} writes made ` +
      `${MARKER_GAP_MS} ms apart lost at the kill -9); RTO ${figures.rtoSeconds} s (db:restore ${figures.restoreSeconds} s, ` +
      `then the start to /healthz 200); the replica held the content ${figures.firstSync} s after it was written; ` +
      `resident memory: Litestream ${figures.litestreamRssMb} MB, the server ${figures.serverRssMb} MB.`,
  );
  expect(figures.rpoSeconds).toBeLessThanOrEqual(RPO_TARGET_SECONDS);
  expect(figures.rtoSeconds).toBeLessThanOrEqual(RTO_TARGET_SECONDS);
}

test.describe("restore drill (Litestream, media in an S3 stand-in)", () => {
  let bucket: S3StandIn;
  let bucketDir: string;
  const drills: Drill[] = [];

  test.beforeAll(async () => {
    bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-drill-bucket-"));
    bucket = await startS3StandIn({ dir: bucketDir, bucket: "drill-media" });
  });

  test.afterAll(async () => {
    for (const drill of drills) {
      await crashSite(drill);
      fs.rmSync(drill.dir, { recursive: true, force: true });
    }
    await bucket?.stop();
    if (bucketDir) fs.rmSync(bucketDir, { recursive: true, force: true });
  });

  test("file:// replica: kill -9, restore, every record and image back; a point-in-time restore", async () => {
    test.setTimeout(120_000);
    const replicaDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-drill-replica-"));
    try {
      const drill = await prepareDrill("file", { BACKUP_REPLICA_URL: `file://${replicaDir}` }, bucket);
      drills.push(drill);
      report("file://", await withLog(drill, () => runDrill(drill, { pointInTime: true })));
    } finally {
      fs.rmSync(replicaDir, { recursive: true, force: true });
    }
  });

  test("sftp:// replica (OpenSSH on loopback): kill -9, restore, every record and image back", async () => {
    test.skip(
      !sshd,
      "sshd is not installed: `apt-get install -y openssh-server` (or set SSHD_PATH) to run it",
    );
    test.setTimeout(120_000);
    const backupBox = await startSftpServer(sshd!);
    try {
      const drill = await prepareDrill(
        "sftp",
        { BACKUP_REPLICA_URL: backupBox.replicaUrl, BACKUP_SSH_KEY_PATH: backupBox.keyFile },
        bucket,
      );
      drills.push(drill);
      report("sftp://", await withLog(drill, () => runDrill(drill, { pointInTime: false })));
    } finally {
      await backupBox.stop();
    }
  });

  test("db:restore says why it does not restore: no replica set, an empty replica", async () => {
    const emptyReplica = fs.mkdtempSync(path.join(os.tmpdir(), "site-drill-empty-"));
    try {
      const drill = await prepareDrill("errors", { BACKUP_REPLICA_URL: `file://${emptyReplica}` }, bucket);
      drills.push(drill);
      const unset = await dbRestore(drill, [], { BACKUP_REPLICA_URL: "" });
      expect(unset.status).toBe(1);
      expect(unset.output).toContain("BACKUP_REPLICA_URL is not set, so there is no replica to restore from");
      const empty = await dbRestore(drill);
      expect(empty.status).toBe(1);
      expect(empty.output).toContain(`The replica file://${emptyReplica} is empty`);
      expect(
        fs.existsSync(drill.dataDir) ? fs.readdirSync(drill.dataDir).filter((f) => f.endsWith(".db")) : [],
      ).toEqual([]);
    } finally {
      fs.rmSync(emptyReplica, { recursive: true, force: true });
    }
  });
});
