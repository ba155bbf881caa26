// A multipart upload of a thousand file parts through the site's own HTTP server (server/site-server.ts, which streams
// upload bodies): the parser stops at the first part past the form's file limit, the refusal is answered while the
// client is still sending, and the server reads and drops the rest, so the next upload on the connection is answered.
import net from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MediaError } from "~/media/media-error";
import { readMultipartForm } from "~/media/multipart.server";
import { buildOf, serveSite } from "../support/site-server-harness";

const MAX_FILES = 10;
const PARTS = 1000;
// 16 MB in all: within what the server reads and drops after a refusal (32 MB), so the connection stays usable.
const PART_BYTES = 16 * 1024;
let partsRead = 0;

// One route at an address the route policy gives an upload's limit (the media library's: over 100 MiB, streamed).
const uploadRoute = {
  action: async ({ request }: { request: Request }) => {
    try {
      const form = await readMultipartForm(request, { maxFiles: MAX_FILES });
      partsRead = form.getAll("images").length;
      return new Response("kept", { status: 201 });
    } catch (error) {
      if (error instanceof MediaError) return new Response(error.message, { status: error.status });
      throw error;
    }
  },
};
const build = buildOf({ upload: { path: "api/upload", module: uploadRoute } });

let port: number;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ port, close } = await serveSite(build));
});

afterAll(() => close());

test("a thousand file parts: refused at the eleventh, answered while the body is still coming, the rest dropped", async () => {
  const boundary = "storm";
  const filler = Buffer.alloc(PART_BYTES, 0x61);
  const head = (i: number) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${i}.jpg"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    );
  const parts = Array.from({ length: PARTS }, (_, i) =>
    Buffer.concat([head(i), filler, Buffer.from("\r\n")]),
  );
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const length = parts.reduce((sum, part) => sum + part.length, tail.length);

  const socket = net.connect({ port, host: "127.0.0.1" });
  await new Promise((resolve) => socket.once("connect", resolve));
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.write(
    `POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${length}\r\n\r\n`,
  );
  // The parts go out one by one, each once the socket has taken the one before: the answer's arrival is noted.
  let sentWhenAnswered: number | null = null;
  for (let i = 0; i < parts.length; i++) {
    if (sentWhenAnswered === null && received.startsWith("HTTP/1.1")) sentWhenAnswered = i;
    if (!socket.write(parts[i])) await new Promise((resolve) => socket.once("drain", resolve));
  }
  socket.write(tail);
  for (const deadline = Date.now() + 20_000; !/\r\n\r\n[\s\S]*files at once\./.test(received);) {
    if (Date.now() > deadline) throw new Error(`no refusal: ${received.slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(received).toMatch(/^HTTP\/1\.1 413/);
  expect(received).toContain(`Send at most ${MAX_FILES} files at once.`);
  // Answered long before the thousandth part was sent (the socket's buffers hold a few parts ahead).
  expect(sentWhenAnswered).not.toBeNull();
  expect(sentWhenAnswered!).toBeLessThan(PARTS / 2);
  expect(partsRead).toBe(0);

  // The rest was read and dropped: the connection takes its next upload, within the limit, and keeps it.
  const before = received.length;
  const small = Buffer.concat([...parts.slice(0, MAX_FILES), tail]);
  socket.write(
    `POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${small.length}\r\n\r\n`,
  );
  socket.write(small);
  for (const deadline = Date.now() + 10_000; !received.slice(before).includes("kept");) {
    if (Date.now() > deadline) throw new Error(`no second answer: ${received.slice(before, before + 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(received.slice(before)).toMatch(/^HTTP\/1\.1 201/);
  expect(partsRead).toBe(MAX_FILES);
  socket.destroy();
});
