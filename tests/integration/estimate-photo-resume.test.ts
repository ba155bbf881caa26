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
import { createSiteRequestListener, MAX_CONCURRENT_UPLOADS } from "../../server/site-server";

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
let photo: Buffer;
const partialDir = () => path.join(path.resolve(env.UPLOADS_DIR), "private", "estimate-uploads");

beforeAll(async () => {
  server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const listener = createSiteRequestListener({
    app: build,
    publicOrigin: origin,
    development: false,
    hsts: false,
    accessLog: { log: () => {} } as unknown as Parameters<typeof createSiteRequestListener>[0]["accessLog"],
  });
  server.on("request", (req, res) => void listener(req, res));
  // A noisy photo, so its JPEG is large enough (~2 MB) to be cut in the middle of a PATCH.
  const width = 1600;
  const height = 1200;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  photo = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function send(
  method: string,
  target: string,
  headers: Record<string, string | number>,
  body?: Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${target}`, { method, headers, agent: false }, (res) => {
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
) {
  const answer = await send("POST", PHOTO_UPLOAD_PATH, {
    ...tus,
    "Upload-Length": length,
    "Upload-Metadata": metadata,
  });
  return { answer, url: answer.headers.location ?? "" };
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
