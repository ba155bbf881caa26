import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createReadableStreamFromReadable } from "@react-router/node";
import { afterAll, expect, test } from "vitest";
import { sendFetchResponse } from "./fetch-bridge";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fetch-bridge-"));
const file = path.join(dir, "video.mp4");
fs.writeFileSync(file, Buffer.alloc(8 * 1024 * 1024, 7));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A server that streams the file as the media route does, and reports how each answer ended. */
function mediaServer() {
  const ended: Promise<void>[] = [];
  const server = http.createServer((req, res) => {
    const body = createReadableStreamFromReadable(fs.createReadStream(file));
    const response = new Response(body, { headers: { "Content-Type": "video/mp4" } });
    ended.push(sendFetchResponse(req, res, response));
  });
  return new Promise<{ url: string; ended: Promise<void>[]; close: () => void }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        ended,
        close: () => server.close(),
      }),
    ),
  );
}

test("a streamed file reaches the client whole", async () => {
  const server = await mediaServer();
  try {
    const body = await (await fetch(server.url)).arrayBuffer();
    expect(body.byteLength).toBe(8 * 1024 * 1024);
  } finally {
    server.close();
  }
});

test("a client that leaves mid-stream ends the answer quietly, and the server keeps serving", async () => {
  const server = await mediaServer();
  try {
    const leaving = new AbortController();
    const response = await fetch(server.url, { signal: leaving.signal });
    const reader = response.body!.getReader();
    await reader.read();
    leaving.abort();
    await Promise.all(server.ended);
    // An unhandled stream error would fail this test file; the next client is served as usual.
    const again = await (await fetch(server.url)).arrayBuffer();
    expect(again.byteLength).toBe(8 * 1024 * 1024);
  } finally {
    server.close();
  }
});

test("a HEAD answer keeps the length its route gave", async () => {
  const server = http.createServer((req, res) => {
    const response = new Response(null, {
      headers: { "Content-Type": "video/mp4", "Content-Length": "8388608" },
    });
    void sendFetchResponse(req, res, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const head = await fetch(url, { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe("8388608");
  } finally {
    server.close();
  }
});
