// The server under test: started as deployed on a temporary database, signed into, its RSS sampled, and stopped.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { formTokenIn } from "../../tests/support/form-token";
import { benchServerEnv, processMemory, serverArgs } from "../bench-app.mjs";
import { jsonType, urlencoded } from "./bodies";

export type Admin = { email: string; password: string };
export type ServerSetup = {
  root: string;
  buildDir: string;
  port: number;
  dataDir: string;
  tmpDir: string;
  admin: Admin;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One process as deployed, its output in `dataDir`/server.log; STORM_SERVER_ENV adds `NAME=value,…` to its env. */
export function startServer({ root, buildDir, port, dataDir, tmpDir, admin }: ServerSetup): ChildProcess {
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

/** SIGTERM, and wait until the process has exited. */
export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

/** When the process started, in clock ticks since boot: a restarted process with a reused PID differs. */
export const startTime = (pid: number) =>
  fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[19];

/** The processes `pid` started (its decode children) and theirs, from each of its threads' `children` list. */
function descendantsOf(pid: number): number[] {
  const found: number[] = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      for (const child of children ? children.split(" ").map(Number) : [])
        found.push(child, ...descendantsOf(child));
    }
  } catch {
    // The process ended between two reads.
  }
  return found;
}

/** The RSS of the server and of its decode children, in MB: both count against the storm's bound. */
export function treeRss(pid: number) {
  const server = processMemory(pid).rssMb;
  let children = 0;
  for (const child of descendantsOf(pid)) {
    try {
      children += processMemory(child).rssMb;
    } catch {
      // A child that exited as it was read.
    }
  }
  return { total: server + children, server, children };
}

export type RssPeak = ReturnType<typeof treeRss>;

/**
 * Samples the RSS of the server and its decode children together every 20 ms until `until` resolves; answers the
 * highest sum, and the highest of each part.
 */
export async function sampleRss(pid: number, until: Promise<unknown>): Promise<RssPeak> {
  let running = true;
  void until.then(() => (running = false));
  const highest = { total: 0, server: 0, children: 0 };
  while (running) {
    const now = treeRss(pid);
    highest.total = Math.max(highest.total, now.total);
    highest.server = Math.max(highest.server, now.server);
    highest.children = Math.max(highest.children, now.children);
    await sleep(20);
  }
  return highest;
}

/** "251.3 MB (server 190.2, decode children 88.1)": a peak as the report prints it. */
export const describePeak = (peak: RssPeak) =>
  `${peak.total.toFixed(1)} MB (server ${peak.server.toFixed(1)}, decode children ${peak.children.toFixed(1)})`;

/** Runs `work` while sampling the RSS of the server and its children: the highest seen meanwhile. */
export async function peakRssDuring(pid: number, work: () => Promise<unknown>) {
  let stop: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const peak = sampleRss(pid, stopped);
  await work();
  stop();
  return peak;
}

/** The admin signed in through the sign-in form, as a browser: the session cookie and that session's form token. */
export async function signInAdminPage(origin: string, admin: Admin, anonymousCsrf: string) {
  const response = await fetch(`${origin}/login`, {
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
    await (await fetch(`${origin}/admin/settings`, { headers: { Cookie: cookie } })).text(),
  );
  return { cookie, csrf };
}

/** The admin's API token, from the API's sign-in. */
export async function signInAdmin(origin: string, admin: Admin) {
  const response = await fetch(`${origin}/api/user/signin`, {
    method: "POST",
    headers: jsonType,
    body: JSON.stringify(admin),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`Could not sign in as the storm's admin (${response.status})`);
  return token;
}
