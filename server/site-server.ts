import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { Transform } from "node:stream";
import { createRequestHandler, type ServerBuild } from "react-router";
import { answerApiOptions } from "~/api/cors.server";
import { cookieSessionOf } from "~/auth/session-storage.server";
import { currentContentVersion } from "~/models/content-version.server";
import { blogLayoutVariant } from "~/utils/blog-view";
import { clientIp, PEER_ADDRESS_HEADER } from "~/utils/request.server";
import { createAccessLog } from "./access-log";
import { bodyLimitFor, formatLimit } from "./body-limits";
import {
  applyHeaders,
  appendVary,
  bodyBytes,
  headerPairs,
  sendBody,
  sendFetchResponse,
  toFetchRequest,
} from "./fetch-bridge";
import { allowedPostOrigins, checkPostOrigin } from "./origin-check";
import { createPageCache, isCacheableTarget, PUBLIC_PAGE_CACHE_CONTROL, type CachedPage } from "./page-cache";
import { pickEncoding } from "./compress";
import { PLAIN_PAGE_CSP, plainPage } from "./plain-pages";
import { BodyTooLargeError } from "~/utils/body-too-large";
import { discardUnreadBody, drainBody, readBoundedBody } from "./request-body";
import { canonicalPath, splitTarget } from "./request-target";
import { mustNotBeStored, PRIVATE_NO_STORE, securityHeaders } from "./response-policy";
import { createStaticFiles } from "./static-files";

export type SiteServerOptions = {
  build: ServerBuild;
  publicOrigin: string;
  development: boolean;
  /** Send HSTS (the public address is https). */
  hsts: boolean;
  /** Keep anonymous pages in memory (on in production). */
  pageCache?: boolean;
  accessLog?: ReturnType<typeof createAccessLog>;
};

const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

// No page of the site is more than a few segments deep. Remix's route discovery works through every prefix of a
// path, so one made-up address thousands of segments deep would hold the process for seconds.
const MAX_PATH_SEGMENTS = 32;
const segmentsOf = (path: string) => path.split("/").length - 1;

/** A path, or a path the client's route discovery asks about (`/__manifest?p=…`), deeper than any page. */
function tooDeep(pathname: string, search: string) {
  if (segmentsOf(pathname) > MAX_PATH_SEGMENTS) return true;
  if (pathname !== "/__manifest") return false;
  return new URLSearchParams(search).getAll("p").some((path) => segmentsOf(path) > MAX_PATH_SEGMENTS);
}

type Visitor = { signedIn: boolean; anonymous: boolean };

/** Whether the request carries a token, a session, or a pending alert (all of which change the page). */
async function identify(req: IncomingMessage): Promise<Visitor> {
  if (req.headers.authorization) return { signedIn: true, anonymous: false };
  const cookie = req.headers.cookie;
  if (!cookie?.includes("__session=")) return { signedIn: false, anonymous: true };
  const session = await cookieSessionOf(cookie);
  const signedIn = session.has("sessionId");
  return { signedIn, anonymous: !signedIn && !session.has("alert") };
}

/**
 * The site's HTTP server, in front of Remix: static files, the page cache for anonymous visitors, the origin check and
 * body limits for anything that may change data, the headers every answer carries, and the access log. Each step is
 * its own module; this file only puts them in order.
 */
export function createSiteRequestListener(options: SiteServerOptions) {
  const { build, publicOrigin, development } = options;
  const handleDocument = createRequestHandler(build, development ? "development" : "production");
  const allowedOrigins = allowedPostOrigins(publicOrigin, { development });
  const baseHeaders = securityHeaders({ hsts: options.hsts });
  const accessLog = options.accessLog ?? createAccessLog();
  const pageCache = options.pageCache ? createPageCache({ currentVersion: currentContentVersion }) : null;
  const serveStatic = createStaticFiles(
    [
      // Vite names every built script and stylesheet by its content.
      {
        prefix: `${build.publicPath}assets/`,
        dir: path.resolve(build.assetsBuildDirectory, "assets"),
        cacheControl: "public, max-age=31536000, immutable",
      },
      // public/, copied into the client build.
      { prefix: "/", dir: path.resolve(build.assetsBuildDirectory), cacheControl: "public, max-age=3600" },
    ],
    { development },
  );

  const UNSUPPORTED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

  function plainAnswer(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    title: string,
    message: string,
  ) {
    // Never the raw target: "//evil.example" or an absolute URL would make the link lead to another site.
    const pathname = canonicalPath(splitTarget(req.url ?? "/").rawPath) ?? "/";
    if (isApiPath(pathname)) {
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.setHeader("Cache-Control", "no-store");
      return sendBody(req, res, status, Buffer.from(JSON.stringify({ success: false, error: message })));
    }
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Security-Policy", PLAIN_PAGE_CSP);
    res.setHeader("Cache-Control", PRIVATE_NO_STORE);
    const back = { href: pathname.replace(/\.data$/, "") || "/", label: "Back to the page" };
    return sendBody(req, res, status, Buffer.from(plainPage(title, message, back)));
  }

  function refuseMethod(req: IncomingMessage, res: ServerResponse, allow: string, message: string) {
    res.setHeader("Allow", allow);
    return plainAnswer(req, res, 405, "Method not allowed", message);
  }

  async function refuseTooLarge(req: IncomingMessage, res: ServerResponse, limit: number, what: string) {
    const complete = await drainBody(req);
    if (!complete) res.setHeader("Connection", "close");
    await plainAnswer(
      req,
      res,
      413,
      "That is too large to send",
      `This ${what} takes at most ${formatLimit(limit)}, and what you sent is larger. Shorten it and send it again.`,
    );
    if (!complete) res.once("finish", () => req.destroy());
  }

  function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
    applyHeaders(res, page.headers);
    res.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("ETag", page.etag);
    if (matchesEtag(req.headers["if-none-match"], page.etag)) {
      res.writeHead(304).end();
      return;
    }
    const encoding = pickEncoding(req.headers["accept-encoding"], ["br", "gzip"]);
    const body = page.bodies[encoding];
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.writeHead(page.status);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, log: { cache?: "hit" | "miss" }) {
    const { rawPath, search } = splitTarget(req.url ?? "/");
    const pathname = canonicalPath(rawPath);
    if (pathname === null) return plainAnswer(req, res, 400, "Bad request", "The address is not valid.");
    const method = req.method ?? "GET";
    if (pathname !== rawPath) {
      // One address per page: a browser never sends such a spelling, so send whoever did to the page it names.
      if (method === "GET" || method === "HEAD") {
        res.writeHead(308, { Location: `${pathname}${search}` }).end();
        return;
      }
      // Anything else is handled at the address Remix will route it to, so every check below judges that page.
      req.url = `${pathname}${search}`;
    }
    const target = `${pathname}${search}`;
    if (tooDeep(pathname, search))
      return plainAnswer(req, res, 404, "Page not found", "There is no page at this address.");

    if (method === "OPTIONS" && isApiPath(pathname)) return answerApiOptions(req, res);
    // Methods the Fetch API cannot carry (TRACE, CONNECT, TRACK): a 405 here, not a 500 from building the Request.
    if (UNSUPPORTED_METHODS.has(method.toUpperCase())) {
      return refuseMethod(
        req,
        res,
        "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
        `This site does not answer ${method} requests.`,
      );
    }
    if (await serveStatic(req, res, pathname)) return;

    const isApi = isApiPath(pathname);
    const verdict = isApi
      ? { allowed: true as const, origin: null }
      : checkPostOrigin(method, req.headers, allowedOrigins);
    if (!verdict.allowed) {
      console.warn(`Refused a cross-origin ${method} to ${pathname} (${verdict.reason})`);
      return plainAnswer(
        req,
        res,
        403,
        "This form was sent from another site",
        "For your safety, forms on this site can only be sent from its own pages. Open the page again and send the form from there.",
      );
    }
    // Remix's data requests before single fetch: this app never makes them, and Remix would still run the route's
    // loader or action for one, with answers its single-fetch pages do not expect.
    if (search.includes("_data") && new URLSearchParams(search).has("_data"))
      return plainAnswer(req, res, 400, "Bad request", "This site does not answer ?_data requests.");
    const origin = verdict.origin && !development ? publicOrigin : (verdict.origin ?? publicOrigin);
    const peer = req.socket.remoteAddress ?? "";
    const visitor = await identify(req);

    if (pageCache && visitor.anonymous && isCacheableTarget(method, target)) {
      const variant = blogLayoutVariant(pathname);
      const key = variant ? `${pathname}#${variant.value}` : pathname;
      const answer = await pageCache.getOrRender(key, async () => {
        const rendering = new AbortController();
        const request = toFetchRequest(req, {
          origin: publicOrigin,
          method: "GET",
          signal: rendering.signal,
          headers: { [PEER_ADDRESS_HEADER]: peer, ...(variant ? { [variant.header]: variant.value } : {}) },
        });
        try {
          const response = await handleDocument(request);
          return {
            status: response.status,
            headers: headerPairs(response),
            body: await bodyBytes(response),
          };
        } finally {
          rendering.abort();
        }
      });
      log.cache = answer.hit ? "hit" : "miss";
      if ("cached" in answer) return sendCached(req, res, answer.cached);
      applyHeaders(res, answer.page.headers);
      res.setHeader("Cache-Control", PRIVATE_NO_STORE);
      return sendBody(req, res, answer.page.status, answer.page.body);
    }

    let body: Buffer | Transform | null = null;
    if (method !== "GET" && method !== "HEAD") {
      const limit = bodyLimitFor(pathname);
      try {
        body = await readBoundedBody(req, limit.bytes);
      } catch (error) {
        if (error instanceof BodyTooLargeError) return refuseTooLarge(req, res, limit.bytes, limit.what);
        throw error;
      }
      if (!Buffer.isBuffer(body)) {
        const stream = body;
        res.once("finish", () => discardUnreadBody(req, stream));
      }
    }

    // Ended when the answer is sent or the client leaves. Remix's single fetch arms a 5-second timer per page that
    // only this signal clears: without it every page leaves a timer (and what it holds) behind for 5 seconds.
    const controller = new AbortController();
    res.once("close", () => controller.abort());
    const request = toFetchRequest(req, {
      origin,
      body,
      signal: controller.signal,
      headers: { [PEER_ADDRESS_HEADER]: peer },
    });
    const response = await handleDocument(request);
    // A file-like address (robots.txt, a feed, a stored image) asked with a method it does not take: Remix answers
    // with JSON saying "Unexpected Server Error", which it is not.
    if (response.status === 405 && !isApi && /json/.test(response.headers.get("content-type") ?? "")) {
      await response.body?.cancel();
      return refuseMethod(req, res, "GET, HEAD", `This address does not take ${method} requests.`);
    }
    const headers = headerPairs(response);
    const setsCookie = headers.some(([name]) => name === "set-cookie");
    if (mustNotBeStored({ pathname, setsCookie, signedIn: visitor.signedIn })) {
      const index = headers.findIndex(([name]) => name === "cache-control");
      if (index === -1) headers.push(["cache-control", PRIVATE_NO_STORE]);
      else headers[index] = ["cache-control", PRIVATE_NO_STORE];
    } else if (!isApi && /text\/html/.test(response.headers.get("content-type") ?? "")) {
      // Pages differ for signed-in visitors: a shared cache must key them on the cookie.
      const vary = headers.findIndex(([name]) => name === "vary");
      if (vary === -1) headers.push(["vary", "Cookie"]);
      else headers[vary] = ["vary", appendVary(headers[vary][1], "Cookie")];
    }
    await sendFetchResponse(req, res, response, headers);
  }

  return async function onRequest(req: IncomingMessage, res: ServerResponse) {
    const started = performance.now();
    const log: { cache?: "hit" | "miss" } = {};
    // As sent: handle() may rewrite req.url to the path it names.
    const target = req.url ?? "-";
    const peer = req.socket.remoteAddress ?? "";
    res.once("finish", () => {
      const ip = clientIp({
        headers: { get: (name) => (name === PEER_ADDRESS_HEADER ? peer : headerValue(req, name)) },
      });
      accessLog.log({
        ip,
        method: req.method ?? "-",
        target,
        status: res.statusCode,
        bytes: Number(res.getHeader("content-length") ?? 0),
        ms: performance.now() - started,
        cache: log.cache,
      });
    });
    for (const [name, value] of baseHeaders) res.setHeader(name, value);
    try {
      await handle(req, res, log);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        // An upload passed its limit while streaming into the page's own reader.
        if (!res.headersSent) return refuseTooLarge(req, res, error.limit, "upload");
      }
      console.error("Request failed", error);
      if (res.headersSent) res.destroy();
      else
        await plainAnswer(
          req,
          res,
          500,
          "Something went wrong",
          "Something went wrong on our side. Please try again.",
        );
    }
  };
}

function headerValue(req: IncomingMessage, name: string) {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : (value ?? null);
}

/** If-None-Match holds one tag, a list, or "*"; a weak "W/" form of our tag matches too. */
function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}
