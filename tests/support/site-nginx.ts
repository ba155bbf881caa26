// deploy/nginx/contractor-site.conf as the tests run it: the file itself, with only its ports, paths and names swapped
// for loopback ones in a temp dir, and a self-signed certificate. Used by the deployment test (in front of the
// production build) and the edge cache's test (in front of a stand-in app).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import tls from "node:tls";
import { projectRoot } from "./paths";
import { readAnswer, type RawAnswer } from "./raw-http";

export const siteConfigFile = path.join(projectRoot, "deploy/nginx/contractor-site.conf");

/** Replaces text the template must contain, so a change to the file that the test does not know about fails loudly. */
export function swap(config: string, from: string, to: string, file = "deploy/nginx/contractor-site.conf") {
  if (!config.includes(from)) throw new Error(`${file} no longer contains "${from}"`);
  return config.split(from).join(to);
}

/** A key and a certificate for 127.0.0.1 in `dir` (openssl); answers the certificate's PEM. */
export function makeTestCertificate(dir: string) {
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
    throw new Error(`openssl could not make a test certificate: ${openssl.error?.message ?? openssl.stderr}`);
  }
  return { key, cert, pem: fs.readFileSync(cert, "utf8") };
}

export type SitePaths = {
  /** Where nginx keeps its caches, logs and the ACME folder (made here). */
  dir: string;
  /** The app's `data/edge` folder: where it writes the page nginx shows while it is down. */
  edgeDir: string;
  /** The build's client folder, whose assets/ nginx serves itself. */
  clientDir: string;
  cert: string;
  key: string;
};

/** Swaps the paths of the site file (certificate, caches, logs, the build, the app's data) for a test's own. */
export function withTestPaths(config: string, paths: SitePaths) {
  let result = config;
  result = swap(result, "/etc/letsencrypt/live/www.example.com/fullchain.pem", paths.cert);
  result = swap(result, "/etc/letsencrypt/live/www.example.com/privkey.pem", paths.key);
  result = swap(result, "/var/cache/nginx/contractor-site", path.join(paths.dir, "cache"));
  result = swap(result, "/var/log/nginx/", `${path.join(paths.dir, "logs")}/`);
  result = swap(result, "/var/www/letsencrypt", path.join(paths.dir, "acme"));
  result = swap(result, "/srv/contractor-site/build/client/assets/", `${paths.clientDir}/assets/`);
  result = swap(result, "/srv/contractor-site/data/edge", paths.edgeDir);
  fs.mkdirSync(path.join(paths.dir, "logs"), { recursive: true });
  return result;
}

export type SitePorts = { https: number; http: number; app: number };

/** The site file on loopback: its two servers on `ports`, the app at `ports.app`, PUBLIC_URL https://127.0.0.1:port. */
export function siteNginxConfig(ports: SitePorts, paths: SitePaths) {
  const site = `https://127.0.0.1:${ports.https}`;
  let config = fs.readFileSync(siteConfigFile, "utf8");
  config = swap(config, "    listen [::]:80;\n", "");
  config = swap(config, "    listen [::]:443 ssl http2;\n", "");
  config = swap(config, "listen 80;", `listen 127.0.0.1:${ports.http};`);
  config = swap(config, "listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`);
  config = swap(config, "https://www.example.com", site);
  config = swap(config, "server_name www.example.com;", "server_name 127.0.0.1;");
  config = swap(config, "server 127.0.0.1:3000;", `server 127.0.0.1:${ports.app};`);
  return withTestPaths(config, paths);
}

/** The site's own access log in a test's nginx (the redacted one the file names). */
export const siteAccessLog = (paths: Pick<SitePaths, "dir">) =>
  path.join(paths.dir, "logs", "contractor-site.access.log");

/** TLS options that trust only `ca`, a certificate naming 127.0.0.1, whatever Host header a test sends. */
export const trusting = (ca: string) => ({
  ca,
  checkServerIdentity: (_host: string, cert: tls.PeerCertificate) =>
    tls.checkServerIdentity("127.0.0.1", cert),
});

export type SendOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  localAddress?: string;
};

/** A function sending one request with full control of headers and the client's address; https trusts only `ca`. */
export function sender(ca: string) {
  return function send(url: string, options: SendOptions = {}): Promise<RawAnswer> {
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
          ...(target.protocol === "https:" ? trusting(ca) : {}),
        },
        (res) => void readAnswer(res).then(resolve),
      );
      req.on("error", reject);
      if (options.body !== undefined) req.write(options.body);
      req.end();
    });
  };
}
