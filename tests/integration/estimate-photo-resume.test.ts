// The resumable photo upload path as it runs in production: the site's own HTTP server (server/site-server.ts, which
// streams the PATCH body) in front of the tus routes, driven with raw tus requests over real sockets. A PATCH is cut
// mid-way; the upload then continues from the offset the server kept instead of starting over.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ServerBuild } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { pendingUploads } from "~/db/schema";
import { env } from "~/env.server";
import { PENDING_PHOTO_HEADER, PHOTO_UPLOAD_PATH } from "~/estimates/photo-upload-protocol";
import { ESTIMATE_MESSAGES } from "~/estimates/estimate-options";
import * as collectionRoute from "~/routes/_resources/uploads/estimate-photos";
import * as uploadRoute from "~/routes/_resources/uploads/estimate-photos/$id";
import {
  createSiteRequestListener,
  MAX_CONCURRENT_UPLOADS,
  MAX_UPLOADS_PER_ADDRESS,
} from "../../server/site-server";

// Only the two resource routes: the server and React Router's request handling are the real ones.
const build = {
  entry: { module: { default: () => new Response("no pages here", { status: 404 }) } },
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/_resources/uploads/estimate-photos": {
      id: "routes/_resources/uploads/estimate-photos",
      parentId: "root",
      path: "uploads/estimate-photos",
      module: collectionRoute,
    },
    "routes/_resources/uploads/estimate-photos/$id": {
      id: "routes/_resources/uploads/estimate-photos/$id",
      parentId: "root",
      path: "uploads/estimate-photos/:id",
      module: uploadRoute,
    },
  },
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

let server: http.Server;
let origin: string;
// The same site with the minimum upload rate's window at one second instead of ten.
let impatient: http.Server;
let impatientOrigin: string;
let photo: Buffer;
// A small one, quick to decode, for the tests where many visitors send a photo at once.
let smallPhoto: Buffer;
const partialDir = () => path.join(path.resolve(env.UPLOADS_DIR), "private", "estimate-uploads");

async function startSite(options: Partial<Parameters<typeof createSiteRequestListener>[0]> = {}) {
  const site = http.createServer();
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const listener = createSiteRequestListener({
    app: build,
    publicOrigin: siteOrigin,
    development: false,
    hsts: false,
    accessLog: { log: () => {} } as unknown as Parameters<typeof createSiteRequestListener>[0]["accessLog"],
    ...options,
  });
  site.on("request", (req, res) => void listener(req, res));
  return { site, siteOrigin };
}

beforeAll(async () => {
  ({ site: server, siteOrigin: origin } = await startSite());
  ({ site: impatient, siteOrigin: impatientOrigin } = await startSite({
    minimumUploadRate: { bytes: 16 * 1024, windowMs: 1000 },
  }));
  // A noisy photo, so its JPEG is large enough (~2 MB) to be cut in the middle of a PATCH.
  const width = 1600;
  const height = 1200;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  photo = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  smallPhoto = await sharp(noise, { raw: { width, height, channels: 3 } })
    .resize(320)
    .jpeg()
    .toBuffer();
});

afterAll(async () => {
  for (const site of [server, impatient]) {
    site.closeAllConnections();
    await new Promise<void>((resolve) => site.close(() => resolve()));
  }
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function send(
  method: string,
  target: string,
  headers: Record<string, string | number>,
  body?: Buffer,
  site = origin,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${site}${target}`, { method, headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const tus = { "Tus-Resumable": "1.0.0" };
const base64 = (text: string) => Buffer.from(text).toString("base64");

async function createUpload(
  length: number,
  metadata = `filename ${base64("lot.jpg")},filetype ${base64("image/jpeg")}`,
  site = origin,
) {
  const answer = await send(
    "POST",
    PHOTO_UPLOAD_PATH,
    { ...tus, "Upload-Length": length, "Upload-Metadata": metadata },
    undefined,
    site,
  );
  return { answer, url: answer.headers.location ?? "" };
}

const patchHeaders = (offset: number, length: number, address: string) => ({
  ...tus,
  "Upload-Offset": offset,
  "Content-Type": "application/offset+octet-stream",
  "Content-Length": length,
  "X-Forwarded-For": address,
});

/**
 * A PATCH of the whole photo that sends one byte a second from `address`: `answer` resolves with the status the
 * server gave it (or 0 if the connection ended without one), `sent` counts the bytes written.
 */
function tricklePatch(url: string, address: string, site = origin) {
  const progress = { sent: 0 };
  const req = http.request(`${site}${url}`, {
    method: "PATCH",
    agent: false,
    headers: patchHeaders(0, photo.length, address),
  });
  const answer = new Promise<number>((resolve) => {
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", () => resolve(0));
    req.on("close", () => {
      clearInterval(timer);
      resolve(0);
    });
  });
  req.flushHeaders();
  const timer = setInterval(() => {
    if (req.destroyed) return clearInterval(timer);
    req.write(photo.subarray(progress.sent, progress.sent + 1));
    progress.sent++;
  }, 1000);
  return { req, answer, progress, stop: () => (clearInterval(timer), req.destroy()) };
}

/** A whole photo in one PATCH from `address`, created first. */
async function normalUpload(address: string, site = origin, bytes = smallPhoto) {
  const { url } = await createUpload(bytes.length, undefined, site);
  return send("PATCH", url, patchHeaders(0, bytes.length, address), bytes, site);
}

/**
 * Sends the first `bytes` of a PATCH, waits until the server has written them to disk (it streams the body: a buffered
 * one would reach the disk only whole), then drops the connection. Answers how much was on disk before the cut.
 */
function cutPatch(url: string, body: Buffer, bytes: number) {
  let onDisk = 0;
  return new Promise<number>((resolve) => {
    const req = http.request(`${origin}${url}`, {
      method: "PATCH",
      agent: false,
      headers: {
        ...tus,
        "Upload-Offset": 0,
        "Content-Type": "application/offset+octet-stream",
        "Content-Length": body.length,
      },
    });
    req.on("error", () => resolve(onDisk));
    req.on("close", () => resolve(onDisk));
    req.write(body.subarray(0, bytes), () => {
      const file = path.join(partialDir(), path.basename(url));
      const deadline = Date.now() + 10_000;
      const waitForDisk = () => {
        onDisk = fs.existsSync(file) ? fs.statSync(file).size : 0;
        if (onDisk >= bytes * 0.9 || Date.now() > deadline) req.destroy();
        else setTimeout(waitForDisk, 20);
      };
      waitForDisk();
    });
  });
}

describe("resumable estimate photo uploads (tus) through the site server", () => {
  test("a PATCH cut mid-way keeps its bytes; the upload resumes from the stored offset and ends as a pending photo", async () => {
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    const { answer, url } = await createUpload(photo.length);
    expect(answer.status).toBe(201);
    expect(url).toMatch(new RegExp(`^${PHOTO_UPLOAD_PATH}/[0-9a-f]{32}$`));
    expect(answer.headers["cache-control"]).toContain("no-store");

    const firstPart = Math.floor(photo.length * 0.6);
    const onDiskBeforeCut = await cutPatch(url, photo, firstPart);
    expect(onDiskBeforeCut).toBeGreaterThanOrEqual(firstPart * 0.9);

    // The server notices the client left and settles the offset: no 3-second lock wait, no lost bytes.
    let offset = 0;
    const deadline = Date.now() + 10_000;
    for (;;) {
      const asked = Date.now();
      const head = await send("HEAD", url, tus);
      // Not held up by the cut PATCH (tus would otherwise wait its lock drain time for it).
      expect(Date.now() - asked).toBeLessThan(1500);
      expect(head.status).toBe(200);
      expect(head.headers["upload-length"]).toBe(String(photo.length));
      offset = Number(head.headers["upload-offset"]);
      if (offset > 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(offset).toBeGreaterThan(firstPart * 0.5);
    expect(offset).toBeLessThanOrEqual(firstPart);

    const rest = photo.subarray(offset);
    const finished = await send(
      "PATCH",
      url,
      { ...tus, "Upload-Offset": offset, "Content-Type": "application/offset+octet-stream" },
      rest,
    );
    expect(finished.status).toBe(204);
    const pendingId = String(finished.headers[PENDING_PHOTO_HEADER.toLowerCase()] ?? "");
    expect(pendingId).not.toBe("");

    // Sent in all: the cut part and the rest, well under twice the photo (starting over would be more).
    const sent = firstPart + rest.length;
    expect(sent).toBeLessThan(2 * photo.length);
    console.info(
      `tus resume: photo ${photo.length} B, cut after ${firstPart} B, server kept ${offset} B, sent ${sent} B in all (${(sent / photo.length).toFixed(2)}×)`,
    );

    const row = db
      .select()
      .from(pendingUploads)
      .all()
      .find((upload) => upload.id === pendingId);
    expect(row?.fileName).toBe("lot.jpg");
    expect(row?.width).toBe(1600);

    // The partial file is gone; a client whose last answer was lost still learns the pending id.
    expect(fs.readdirSync(partialDir()).filter((name) => !name.endsWith(".json"))).toEqual([]);
    const again = await send("HEAD", url, tus);
    expect(again.status).toBe(200);
    expect(again.headers["upload-offset"]).toBe(String(photo.length));
    expect(again.headers[PENDING_PHOTO_HEADER.toLowerCase()]).toBe(pendingId);
  });

  test("PATCHes that declare more than the limit are refused without holding upload slots", async () => {
    const headers = {
      ...tus,
      "Upload-Offset": 0,
      "Content-Type": "application/offset+octet-stream",
      "Content-Length": env.MEDIA_MAX_IMAGE_BYTES + 64 * 1024 + 1,
    };
    // More over-limit PATCHes than there are slots, each sending its headers and then nothing: the server drains
    // them (up to 15 s) before it answers.
    const stalled = await Promise.all(
      Array.from({ length: MAX_CONCURRENT_UPLOADS + 1 }, async () => {
        const { url } = await createUpload(photo.length);
        const req = http.request(`${origin}${url}`, { method: "PATCH", headers, agent: false });
        req.on("error", () => {});
        req.flushHeaders();
        return req;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    try {
      const { url } = await createUpload(photo.length);
      const upload = await send(
        "PATCH",
        url,
        { ...tus, "Upload-Offset": 0, "Content-Type": "application/offset+octet-stream" },
        photo,
      );
      expect(upload.status).toBe(204);
    } finally {
      for (const req of stalled) req.destroy();
    }
  });

  test("eight PATCHes at a byte a second from one address hold two slots at most: another visitor's upload answers 204", async () => {
    const slow = await Promise.all(
      Array.from({ length: 8 }, async () => tricklePatch((await createUpload(photo.length)).url, "10.0.8.1")),
    );
    try {
      // Every other slot is free: as many visitors' photos at once all go through.
      const others = await Promise.all(
        Array.from({ length: MAX_CONCURRENT_UPLOADS - MAX_UPLOADS_PER_ADDRESS }, (_, i) =>
          normalUpload(`10.0.8.${i + 2}`),
        ),
      );
      expect(others.map(({ status }) => status)).toEqual(Array(others.length).fill(204));
      // The slow address's other PATCHes were turned away with a Retry-After the client honours (once the server had
      // drained what they sent, for a while); its first two were ended by the minimum rate.
      const statuses = await Promise.all(slow.map(({ answer }) => answer));
      expect(statuses.sort()).toEqual([
        ...Array(MAX_UPLOADS_PER_ADDRESS).fill(408),
        ...Array(8 - MAX_UPLOADS_PER_ADDRESS).fill(503),
      ]);
    } finally {
      for (const patch of slow) patch.stop();
    }
  }, 90_000);

  test("PATCHes slower than the minimum rate are ended with a 408, free their slots, and resume from what arrived", async () => {
    // Eight addresses, one slow PATCH each: together they take every public slot, until the rate check ends them.
    const slow = await Promise.all(
      Array.from({ length: MAX_CONCURRENT_UPLOADS }, async (_, i) => {
        const { url } = await createUpload(photo.length, undefined, impatientOrigin);
        return { url, ...tricklePatch(url, `10.0.9.${i + 1}`, impatientOrigin) };
      }),
    );
    try {
      const statuses = await Promise.all(slow.map(({ answer }) => answer));
      expect(statuses).toEqual(Array(MAX_CONCURRENT_UPLOADS).fill(408));
      // The slots are free again: a visitor's photo goes through.
      expect((await normalUpload("10.0.9.100", impatientOrigin)).status).toBe(204);
      // And a stalled upload resumes where the server stopped it.
      const { url, progress } = slow[0];
      const head = await send("HEAD", url, tus, undefined, impatientOrigin);
      const offset = Number(head.headers["upload-offset"]);
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(progress.sent);
      const rest = photo.subarray(offset);
      const finished = await send(
        "PATCH",
        url,
        patchHeaders(offset, rest.length, "10.0.9.1"),
        rest,
        impatientOrigin,
      );
      expect(finished.status).toBe(204);
      expect(finished.headers[PENDING_PHOTO_HEADER.toLowerCase()]).toBeTruthy();
    } finally {
      for (const patch of slow) patch.stop();
    }
  }, 60_000);

  test("the back office's uploads have slots of their own: the public's, all held, do not turn them away", async () => {
    const slow = await Promise.all(
      Array.from({ length: MAX_CONCURRENT_UPLOADS }, async (_, i) =>
        tricklePatch((await createUpload(photo.length)).url, `10.0.10.${i + 1}`),
      ),
    );
    try {
      // Every public slot is held: a visitor's upload is told to come back.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await normalUpload("10.0.10.100")).status).toBe(503);
      // A media library upload gets past the upload bound to the app (which, in this build of two routes, has no page
      // there: a 404 rather than the bound's 503).
      const body = Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="img"; filename="a.jpg"\r\n\r\nabc\r\n--x--\r\n',
      );
      const adminUpload = await send(
        "POST",
        "/admin/add-images",
        {
          "Content-Type": "multipart/form-data; boundary=x",
          Origin: origin,
          "X-Forwarded-For": "10.0.10.200",
        },
        body,
      );
      expect(adminUpload.status).not.toBe(503);
    } finally {
      for (const patch of slow) patch.stop();
    }
  });

  test("a file that is not an image is a 415 with the form's message, and nothing is kept", async () => {
    const text = Buffer.from("not a picture at all");
    const { answer, url } = await createUpload(text.length, `filename ${base64("notes.jpg")}`);
    expect(answer.status).toBe(201);
    const before = db.select().from(pendingUploads).all().length;
    const patch = await send(
      "PATCH",
      url,
      { ...tus, "Upload-Offset": 0, "Content-Type": "application/offset+octet-stream" },
      text,
    );
    expect(patch.status).toBe(415);
    expect(patch.body).toBe(ESTIMATE_MESSAGES.notImage);
    expect(db.select().from(pendingUploads).all().length).toBe(before);
    expect(fs.existsSync(path.join(partialDir(), path.basename(url)))).toBe(false);

    // A declared non-image type is refused before a byte is sent.
    const pdf = await createUpload(10, `filename ${base64("a.pdf")},filetype ${base64("application/pdf")}`);
    expect(pdf.answer.status).toBe(415);
  });

  test("limits: a photo over the size limit, no length, a GET of an upload, a cross-origin PATCH", async () => {
    const tooLarge = await createUpload(env.MEDIA_MAX_IMAGE_BYTES + 1);
    expect(tooLarge.answer.status).toBe(413);
    const noLength = await send("POST", PHOTO_UPLOAD_PATH, { ...tus, "Upload-Defer-Length": 1 });
    expect(noLength.status).toBe(400);

    const { url } = await createUpload(photo.length);
    expect((await send("GET", url, {})).status).toBe(404);
    const foreign = await send(
      "PATCH",
      url,
      {
        ...tus,
        Origin: "https://evil.example",
        "Upload-Offset": 0,
        "Content-Type": "application/offset+octet-stream",
      },
      photo.subarray(0, 10),
    );
    expect(foreign.status).toBe(403);
    // An upload id that is not one of ours.
    expect((await send("HEAD", `${PHOTO_UPLOAD_PATH}/..%2f..%2fsite.db`, tus)).status).toBe(404);
  });
});
