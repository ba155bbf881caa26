import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { Transform } from "node:stream";
import { answerApiOptions } from "~/api/cors.server";
import { bodyLimitFor, routePolicy, SESSION_COOKIE } from "~/route-policy.server";
import { PRIVATE_NO_STORE, SHARED_PAGE, IMMUTABLE, AN_HOUR } from "~/utils/cache-control";
import { pagePathOf } from "~/utils/page-url";
import { redactPrivateLink } from "~/utils/private-links";
import { PAGE_VARIANT_HEADER } from "~/utils/page-variant";
import { clientIp, PEER_ADDRESS_HEADER } from "~/http/request.server";
import { createAccessLog } from "./access-log";
import { createAppHandler, type AppBuild } from "./app-handler";
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
import { createPageCache, type CachedPage } from "./page-cache";
import { pickEncoding } from "./compress";
import { PLAIN_PAGE_CSP, plainPage } from "./plain-pages";
import { BodyTooLargeError } from "~/utils/body-too-large";
import {
  declaresMoreThan,
  discardUnreadBody,
  drainBody,
  readBoundedBody,
  watchUploadRate,
  type MinimumRate,
} from "./request-body";
import { canonicalPath, splitTarget } from "./request-target";
import { mustNotBeStored, securityHeaders, withNoStore } from "./response-policy";
import { SEND_TIMEOUT_MS } from "./http-limits";
import { limitSendTime } from "./send-timeout";
import { createStaticFiles } from "./static-files";

export type SiteServerOptions = {
  /** The app's build, its server bundles, or (in development) a function that loads its current version. */
  app: AppBuild;
  /** Where the client build lives (production); in development Vite serves it. */
  clientFiles?: { publicPath: string; dir: string };
  publicOrigin: string;
  development: boolean;
  /** Send HSTS (the public address is https). */
  hsts: boolean;
  /** Keep anonymous pages in memory (on in production) until this version of the content changes. */
  pageCache?: { contentVersion: () => number };
  accessLog?: ReturnType<typeof createAccessLog>;
  /** The slowest an upload may arrive (MINIMUM_UPLOAD_RATE; tests shorten its window). */
  minimumUploadRate?: MinimumRate;
  /** How long an answer the client stops taking may wait (SEND_TIMEOUT_MS; shorter in tests). */
  sendTimeoutMs?: number;
};

const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

// No page of the site is more than a few segments deep. React Router's route discovery works through every prefix of a
// path, so one made-up address thousands of segments deep would hold the process for seconds.
const MAX_PATH_SEGMENTS = 32;
const segmentsOf = (path: string) => path.split("/").length - 1;

/** A path, or a path the client's route discovery asks about (`/__manifest?paths=/a,/b/c`), deeper than any page. */
function tooDeep(pathname: string, search: string) {
  if (segmentsOf(pathname) > MAX_PATH_SEGMENTS) return true;
  if (pathname !== "/__manifest") return false;
  const paths = new URLSearchParams(search).get("paths") ?? "";
  return paths.split(",").some((path) => segmentsOf(path) > MAX_PATH_SEGMENTS);
}

/**
 * The public's uploads received at once (estimate photos, over the form, the API or tus). Each streams to disk (its
 * bytes never sit in memory) and is decoded only once whole, in the decoder's own slots: past this many, an upload is
 * answered 503 at once rather than queued behind the others.
 */
export const MAX_CONCURRENT_UPLOADS = 8;
/** The back office's uploads received at once, in slots of their own: the public's, however slow, never hold them. */
export const MAX_CONCURRENT_ADMIN_UPLOADS = 4;
/** Uploads one address may have under way at once: a client that stalls holds at most this many slots. */
export const MAX_UPLOADS_PER_ADDRESS = 2;
/**
 * The slowest an upload may arrive: 16 KiB in 10 s (a phone on a poor signal sends that in well under a second). A
 * slower one is ended with a 408 and frees its slot; a resumable upload keeps what arrived, and its client resumes.
 */
export const MINIMUM_UPLOAD_RATE: MinimumRate = { bytes: 16 * 1024, windowMs: 10_000 };
export const UPLOAD_RETRY_AFTER_SECONDS = 30;
const BUSY_UPLOADS_MESSAGE =
  "We are receiving many uploads right now. Please wait a moment and send it again; nothing you sent was kept.";
const UPLOADS_PER_ADDRESS_MESSAGE =
  "Your connection is already sending two uploads. Please wait for them to finish, then send this one again.";
const TOO_SLOW_MESSAGE =
  "The upload arrived too slowly and was stopped. Please send it again from a better connection.";

/** A request with a token or the session cookie (a session or a pending alert, both of which change the page). */
const carriesIdentity = (req: IncomingMessage) =>
  !!req.headers.authorization || (req.headers.cookie ?? "").includes(`${SESSION_COOKIE}=`);

/** "64 KB", "1 MB", "316 MB": how a limit is shown to people. */
function formatLimit(bytes: number) {
  const MiB = 1024 * 1024;
  return bytes >= MiB ? `${Math.floor(bytes / MiB)} MB` : `${Math.floor(bytes / 1024)} KB`;
}

/**
 * The site's HTTP server, in front of React Router: static files, the page cache for anonymous visitors, the origin check and
 * body limits for anything that may change data, the headers every answer carries, and the access log. Each step is
 * its own module; this file only puts them in order.
 */
export function createSiteRequestListener(options: SiteServerOptions) {
  const { publicOrigin, development } = options;
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  const handleApp = createAppHandler(options.app, development ? "development" : "production");
  const allowedOrigins = allowedPostOrigins(publicOrigin);
  const baseHeaders = securityHeaders({ hsts: options.hsts });
  const accessLog = options.accessLog ?? createAccessLog();
  const pageCache = options.pageCache
    ? createPageCache({ currentVersion: options.pageCache.contentVersion })
    : null;
  const { clientFiles } = options;
  const serveStatic = clientFiles
    ? createStaticFiles([
        // Vite names every built script and stylesheet by its content.
        {
          prefix: `${clientFiles.publicPath}assets/`,
          dir: path.join(clientFiles.dir, "assets"),
          cacheControl: IMMUTABLE,
        },
        // public/, copied into the client build.
        { prefix: "/", dir: clientFiles.dir, cacheControl: AN_HOUR },
      ])
    : async () => false;

  const UNSUPPORTED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
  const minimumUploadRate = options.minimumUploadRate ?? MINIMUM_UPLOAD_RATE;
  const uploadSlots = {
    public: { taken: 0, limit: MAX_CONCURRENT_UPLOADS },
    admin: { taken: 0, limit: MAX_CONCURRENT_ADMIN_UPLOADS },
  };
  // Uploads under way per client address (both pools together).
  const uploadsByAddress = new Map<string, number>();
  // Uploads ended for arriving too slowly: whatever the app answered, the client gets the 408.
  const tooSlow = new WeakSet<IncomingMessage>();

  /** Takes an upload slot for `address` in `pool`, or answers why not (the 503's message). */
  function takeUploadSlot(pool: keyof typeof uploadSlots, address: string): string | null {
    const slots = uploadSlots[pool];
    if (slots.taken >= slots.limit) return BUSY_UPLOADS_MESSAGE;
    const mine = uploadsByAddress.get(address) ?? 0;
    if (mine >= MAX_UPLOADS_PER_ADDRESS) return UPLOADS_PER_ADDRESS_MESSAGE;
    slots.taken++;
    uploadsByAddress.set(address, mine + 1);
    return null;
  }

  function releaseUploadSlot(pool: keyof typeof uploadSlots, address: string) {
    uploadSlots[pool].taken--;
    const mine = (uploadsByAddress.get(address) ?? 1) - 1;
    if (mine > 0) uploadsByAddress.set(address, mine);
    else uploadsByAddress.delete(address);
  }

  /** The answer to an upload ended for arriving too slowly; the connection is closed behind it. */
  function refuseTooSlow(req: IncomingMessage, res: ServerResponse) {
    if (res.headersSent) return void res.destroy();
    res.setHeader("Connection", "close");
    res.once("finish", () => req.destroy());
    return plainAnswer(req, res, 408, "The upload was too slow", TOO_SLOW_MESSAGE);
  }

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
    const back = { href: pagePathOf(pathname) || "/", label: "Back to the page" };
    return sendBody(req, res, status, Buffer.from(plainPage(title, message, back)));
  }

  function refuseMethod(req: IncomingMessage, res: ServerResponse, allow: string, message: string) {
    res.setHeader("Allow", allow);
    return plainAnswer(req, res, 405, "Method not allowed", message);
  }

  /**
   * Answers a request whose body will not be read: what is left of the body is read and dropped first (up to a bound),
   * so the client sees the answer rather than a reset connection; past the bound the connection is closed once
   * answered.
   */
  async function refuseBody(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    title: string,
    message: string,
  ) {
    const complete = await drainBody(req);
    if (!complete) res.setHeader("Connection", "close");
    await plainAnswer(req, res, status, title, message);
    if (!complete) res.once("finish", () => req.destroy());
  }

  function refuseTooLarge(req: IncomingMessage, res: ServerResponse, limit: number, what: string) {
    return refuseBody(
      req,
      res,
      413,
      "That is too large to send",
      `This ${what} takes at most ${formatLimit(limit)}, and what you sent is larger. Shorten it and send it again.`,
    );
  }

  function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
    applyHeaders(res, page.headers);
    res.setHeader("Cache-Control", SHARED_PAGE);
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
      // Anything else is handled at the address React Router will route it to, so every check below judges that page.
      req.url = `${pathname}${search}`;
    }
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
    const policy = routePolicy(pathname);
    // The API's callers authenticate with tokens, a signed webhook with its signature: neither is a browser's form.
    const verdict =
      isApi || policy.signedPosts
        ? { allowed: true as const, origin: null }
        : checkPostOrigin(method, req.headers, allowedOrigins);
    if (!verdict.allowed) {
      console.warn(`Refused a cross-origin ${method} to ${redactPrivateLink(pathname)} (${verdict.reason})`);
      return plainAnswer(
        req,
        res,
        403,
        "This form was sent from another site",
        "For your safety, forms on this site can only be sent from its own pages. Open the page again and send the form from there.",
      );
    }
    const origin = verdict.origin && !development ? publicOrigin : (verdict.origin ?? publicOrigin);
    const peer = req.socket.remoteAddress ?? "";
    const identified = carriesIdentity(req);

    if (pageCache && !identified && policy.cached && (method === "GET" || method === "HEAD") && !search) {
      const variant = policy.drawVariant?.();
      const key = variant ? `${pathname}#${variant}` : pathname;
      const answer = await pageCache.getOrRender(
        key,
        async () => {
          const rendering = new AbortController();
          const request = toFetchRequest(req, {
            origin: publicOrigin,
            method: "GET",
            signal: rendering.signal,
            headers: { [PEER_ADDRESS_HEADER]: peer, ...(variant ? { [PAGE_VARIANT_HEADER]: variant } : {}) },
          });
          try {
            const response = await handleApp(request, pathname, search);
            return {
              status: response.status,
              headers: headerPairs(response),
              body: await bodyBytes(response),
            };
          } finally {
            rendering.abort();
          }
        },
        policy.freshForMs,
      );
      log.cache = answer.hit ? "hit" : "miss";
      if ("cached" in answer) return sendCached(req, res, answer.cached);
      applyHeaders(res, answer.page.headers);
      res.setHeader("Cache-Control", PRIVATE_NO_STORE);
      return sendBody(req, res, answer.page.status, answer.page.body);
    }

    let body: Buffer[] | Transform | null = null;
    if (method !== "GET" && method !== "HEAD") {
      // The app reads bodies as they were sent; a compressed one could inflate a thousandfold past its limit.
      const encoding = String(req.headers["content-encoding"] ?? "identity")
        .trim()
        .toLowerCase();
      if (encoding !== "identity") {
        return refuseBody(req, res, 415, "That cannot be read", "Send the body without Content-Encoding.");
      }
      const limit = bodyLimitFor(policy, req.headers["content-type"]);
      // Refused before it takes an upload slot: draining a body that says it is too large must not turn others away.
      if (declaresMoreThan(req, limit.bytes)) return refuseTooLarge(req, res, limit.bytes, limit.what);
      if (limit.what === "upload") {
        const pool = limit.slots === "admin" ? "admin" : "public";
        const address = addressOf(req);
        const busy = takeUploadSlot(pool, address);
        if (busy) {
          res.setHeader("Retry-After", String(UPLOAD_RETRY_AFTER_SECONDS));
          return refuseBody(req, res, 503, "Too many uploads right now", busy);
        }
        res.once("close", () => releaseUploadSlot(pool, address));
      }
      try {
        body = await readBoundedBody(req, limit.bytes);
      } catch (error) {
        if (error instanceof BodyTooLargeError) return refuseTooLarge(req, res, limit.bytes, limit.what);
        throw error;
      }
      if (!Array.isArray(body)) {
        const stream = body;
        res.once("finish", () => discardUnreadBody(req, stream));
        if (limit.what === "upload") {
          const stopWatching = watchUploadRate(req, minimumUploadRate, () => {
            tooSlow.add(req);
            // The app's reader fails as if the client had left: a resumable upload keeps what arrived.
            stream.destroy(new Error("The upload arrived too slowly"));
          });
          res.once("close", stopWatching);
        }
      }
    }

    // Ended when the answer is sent or the client leaves. React Router's single fetch arms a timer (streamTimeout) per page that
    // only this signal clears: without it every page leaves a timer (and what it holds) behind for 5 seconds.
    const controller = new AbortController();
    res.once("close", () => controller.abort());
    // A form of a no-referrer page (a customer's quote) says "Origin: null", and the origin check vouched for it by
    // Sec-Fetch-Site: the app, whose router refuses a foreign Origin, hears the site's own.
    const vouched = req.headers.origin === "null" && req.headers["sec-fetch-site"] === "same-origin";
    const request = toFetchRequest(req, {
      origin,
      body,
      signal: controller.signal,
      headers: { [PEER_ADDRESS_HEADER]: peer, ...(vouched ? { origin } : {}) },
    });
    const response = await handleApp(request, pathname, search);
    if (tooSlow.has(req)) {
      await response.body?.cancel();
      return refuseTooSlow(req, res);
    }
    // A file-like address (robots.txt, a feed, a stored image) asked with a method it does not take: React Router answers
    // with JSON saying "Unexpected Server Error", which it is not.
    if (response.status === 405 && !isApi && /json/.test(response.headers.get("content-type") ?? "")) {
      await response.body?.cancel();
      return refuseMethod(req, res, "GET, HEAD", `This address does not take ${method} requests.`);
    }
    let headers = headerPairs(response);
    const setsCookie = headers.some(([name]) => name === "set-cookie");
    if (mustNotBeStored({ privateRoute: !!policy.private, setsCookie, signedIn: identified })) {
      headers = withNoStore(headers);
    } else if (!isApi && /text\/html/.test(response.headers.get("content-type") ?? "")) {
      // Pages differ for signed-in visitors: a shared cache must key them on the cookie.
      const vary = headers.findIndex(([name]) => name === "vary");
      if (vary === -1) headers.push(["vary", "Cookie"]);
      else headers[vary] = ["vary", appendVary(headers[vary][1], "Cookie")];
    }
    await sendFetchResponse(req, res, response, headers, sendTimeoutMs);
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
      limitSendTime(res, sendTimeoutMs);
    } catch (error) {
      if (tooSlow.has(req)) return refuseTooSlow(req, res);
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

/** The client's address as the app sees it (the proxy's X-Forwarded-For when the peer is one we trust). */
function addressOf(req: IncomingMessage) {
  const peer = req.socket.remoteAddress ?? "";
  return clientIp({
    headers: { get: (name) => (name === PEER_ADDRESS_HEADER ? peer : headerValue(req, name)) },
  });
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
