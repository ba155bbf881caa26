// Readers that never read, against the site's own HTTP server (server/site-server.ts) with its page cache: a page
// asked for many times on one connection (pipelined) passes what the kernel takes, and the server closes the
// connection within its send timeout instead of holding the answers for as long as the client likes.
import net from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { buildOf, serveSite } from "../support/site-server-harness";

const SEND_TIMEOUT_MS = 1000;
// A page of the API reference's size, the same for every anonymous reader (the page cache keeps it).
const PAGE = `<!doctype html><html><body>${"<p>reference</p>".repeat(15_000)}</body></html>`;

const build = buildOf(
  { docs: { path: "api/docs", module: { loader: () => null, default: () => null } } },
  () => new Response(PAGE, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } }),
);

let port: number;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ port, close } = await serveSite(build, {
    pageCache: { contentVersion: () => 1 },
    sendTimeoutMs: SEND_TIMEOUT_MS,
  }));
});

afterAll(() => close());

/** Asks for the page `times` times on one connection, reads nothing for `waitMs`, then reads what there is. */
function pipelinedReader(times: number, waitMs: number) {
  const socket = net.connect({ port, host: "127.0.0.1" });
  socket.on("error", () => undefined);
  socket.write(
    "GET /api/docs HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n".repeat(times),
  );
  socket.pause();
  return new Promise<{ received: number; ended: boolean }>((resolve) => {
    setTimeout(() => {
      let received = 0;
      const finish = (ended: boolean) => {
        socket.destroy();
        resolve({ received, ended });
      };
      socket.on("data", (chunk: Buffer) => (received += chunk.length));
      socket.on("end", () => finish(true));
      // Still open once everything came: the server kept the connection, as it should for a reader that reads.
      setTimeout(() => finish(false), 3000);
      socket.resume();
    }, waitMs);
  });
}

test("the page from the cache, asked for 40 times on one connection and never read: cut within the send timeout", async () => {
  // Warm the page cache, so every answer is the same stored page.
  const first = await fetch(`http://127.0.0.1:${port}/api/docs`, {
    headers: { "Accept-Encoding": "identity" },
  });
  expect(first.headers.get("cache-control")).toMatch(/s-maxage/);
  const whole = (await first.arrayBuffer()).byteLength;
  expect(whole).toBeGreaterThan(200_000);
  // 40 answers of 240 KB: more than the 3 to 4 MB the kernel takes of one loopback connection.
  const { received, ended } = await pipelinedReader(40, SEND_TIMEOUT_MS * 2 + 1000);
  expect(ended).toBe(true);
  expect(received).toBeLessThan(40 * whole);
});

test("a reader that reads in time gets every answer", async () => {
  const { received, ended } = await pipelinedReader(4, 0);
  expect(ended).toBe(false);
  expect(received).toBeGreaterThan(4 * PAGE.length);
});
