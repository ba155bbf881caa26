// Debian's nginx run as a private process: its own prefix, configuration, logs and temp folders in a temp dir, the
// current user, 127.0.0.1 only, stopped by PID. Used by the deployment test and by `npm run bench:http`.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** The nginx binary: NGINX_PATH when set (only it), else Debian's /usr/sbin/nginx or the first on PATH; or null. */
export function findNginx(): string | null {
  const onPath = (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, "nginx"));
  const candidates = process.env.NGINX_PATH ? [process.env.NGINX_PATH] : ["/usr/sbin/nginx", ...onPath];
  for (const candidate of candidates) {
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not there
    }
  }
  return null;
}

export { freePort } from "../../scripts/free-port";

/** Resolves once something accepts TCP connections on 127.0.0.1:port. */
export async function waitForPort(port: number, { timeoutMs = 15_000, exited = (): boolean => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the process exited before it listened on port ${port}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: "127.0.0.1", port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listened on 127.0.0.1:${port} within ${timeoutMs / 1000} s`);
}

/** Sends a signal to a child and waits for it to exit (SIGKILL after a grace period). */
export async function stopChild(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = "SIGTERM",
  graceMs = 5000,
) {
  if (!child || child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(child.pid, signal);
  const timer = setTimeout(() => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, "SIGKILL");
  }, graceMs);
  await exited;
  clearTimeout(timer);
}

// Modules whose temp folder nginx creates at start-up even when unused; a build without one rejects its directive.
const TEMP_PATHS = [
  ["client_body_temp_path", null],
  ["proxy_temp_path", "http_proxy"],
  ["fastcgi_temp_path", "http_fastcgi"],
  ["uwsgi_temp_path", "http_uwsgi"],
  ["scgi_temp_path", "http_scgi"],
] as const;

export type NginxOptions = {
  /** What goes inside `http { }` after the basics (mime types, logs, temp folders): server blocks, upstreams... */
  http: string;
  /** The ports the configuration listens on; start() returns once they all accept connections. */
  ports: number[];
  /** worker_processes (Debian's default is "auto"). */
  workers?: number | "auto";
  /** Access log: a file in the temp dir (default), or "off". */
  accessLog?: "file" | "off";
};

export type NginxProcess = {
  pid: number;
  dir: string;
  errorLog: string;
  accessLog: string;
  stop: () => Promise<void>;
};

/**
 * Starts nginx in the foreground (`daemon off`) as our child, so its PID is the master's and stopping it by PID stops
 * the workers too. Everything it writes stays in a new temp dir, removed on stop.
 */
export async function startNginx(binary: string, options: NginxOptions): Promise<NginxProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-nginx-"));
  const errorLog = path.join(dir, "error.log");
  const accessLog = path.join(dir, "access.log");
  const compiled = spawnSync(binary, ["-V"], { encoding: "utf8" }).stderr ?? "";
  const temps = TEMP_PATHS.filter(
    ([, module]) => !module || !compiled.includes(`--without-${module}_module`),
  ).map(([directive], index) => {
    const folder = path.join(dir, "temp", String(index));
    fs.mkdirSync(folder, { recursive: true });
    return `  ${directive} ${folder};`;
  });
  const mimeTypes = fs.existsSync("/etc/nginx/mime.types")
    ? "include /etc/nginx/mime.types;"
    : "types { text/html html; text/css css; text/javascript js; image/svg+xml svg; }";
  // Workers of a root master would switch to "nobody", who cannot read this temp dir: as root they stay root.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : "";
  const config = `${user}daemon off;
worker_processes ${options.workers ?? "auto"};
pid ${path.join(dir, "nginx.pid")};
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
  ${mimeTypes}
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  access_log ${options.accessLog === "off" ? "off" : accessLog};
${temps.join("\n")}

${options.http}
}
`;
  const configFile = path.join(dir, "nginx.conf");
  fs.writeFileSync(configFile, config);

  const output = fs.openSync(path.join(dir, "output.log"), "a");
  const child = spawn(binary, ["-p", dir, "-c", configFile, "-e", errorLog], {
    stdio: ["ignore", output, output],
  });
  fs.closeSync(output);
  const stop = async () => {
    // SIGTERM is nginx's fast shutdown: the master stops its workers, then itself.
    await stopChild(child, "SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const port of options.ports) {
      await waitForPort(port, { exited: () => child.exitCode !== null || child.signalCode !== null });
    }
  } catch (error) {
    const log = ["output.log", "error.log"].map((name) => readIfExists(path.join(dir, name))).join("");
    await stop();
    throw new Error(`nginx did not start: ${(error as Error).message}\n${log.trim()}`);
  }
  return { pid: child.pid!, dir, errorLog, accessLog, stop };
}

function readIfExists(file: string) {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
