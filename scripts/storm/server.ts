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

/** Samples the server's RSS every 20 ms until `until` resolves; answers the highest. */
export async function sampleRss(pid: number, until: Promise<unknown>) {
  let running = true;
  void until.then(() => (running = false));
  let highest = 0;
  while (running) {
    highest = Math.max(highest, processMemory(pid).rssMb);
    await sleep(20);
  }
  return highest;
}

/** Runs `work` while sampling the server's RSS: the highest RSS seen meanwhile. */
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
