import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterEach, expect, test } from "vitest";
import { sendFetchResponse } from "./fetch-bridge";
import { limitSendTime } from "./send-timeout";

const SEND_TIMEOUT = 1000;
// Far more than the socket buffers of loopback take at once.
const LARGE = 16 * 1024 * 1024;

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server whose one answer is `answer`, with the send timeout applied as the site's listener applies it. */
async function serve(answer: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void) {
  let answered: (heldMs: number) => void = () => {};
  const closed = new Promise<number>((resolve) => (answered = resolve));
  server = http.createServer(async (req, res) => {
    const started = performance.now();
    res.once("close", () => answered(performance.now() - started));
    await answer(req, res);
    limitSendTime(res, SEND_TIMEOUT);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, closed };
}

/** A client that sends one GET, then takes nothing (`pauseMs` null) or one chunk every `pauseMs`. */
function reader(port: number, pauseMs: number | null) {
  const socket = net.connect({ port, host: "127.0.0.1" });
  socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
  let received = 0;
  if (pauseMs === null) socket.pause();
  else
    socket.on("data", (chunk: Buffer) => {
      received += chunk.length;
      socket.pause();
      setTimeout(() => socket.resume(), pauseMs);
    });
  socket.on("error", () => undefined);
  return { received: () => received, stop: () => socket.destroy() };
}

test("a client that takes nothing of a large answer is cut off after the send timeout", async () => {
  const { port, closed } = await serve((_req, res) => {
    res.writeHead(200, { "Content-Length": LARGE });
    res.end(Buffer.alloc(LARGE));
  });
  const client = reader(port, null);
  const heldMs = await closed;
  expect(heldMs).toBeGreaterThanOrEqual(SEND_TIMEOUT - 50);
  expect(heldMs).toBeLessThan(SEND_TIMEOUT * 2 + 5_000);
  client.stop();
});

test("a streamed answer the client stops taking is cut off too", async () => {
  const { port, closed } = await serve(async (req, res) => {
    const body = Readable.toWeb(
      Readable.from(
        (function* () {
          for (let i = 0; i < 512; i++) yield Buffer.alloc(64 * 1024);
        })(),
      ),
    );
    await sendFetchResponse(
      req,
      res,
      new Response(body as ReadableStream, { headers: { "content-type": "video/mp4" } }),
      undefined,
      SEND_TIMEOUT,
    );
  });
  const client = reader(port, null);
  const heldMs = await closed;
  expect(heldMs).toBeLessThan(SEND_TIMEOUT * 2 + 5_000);
  client.stop();
});

test("a slow reader that keeps taking bytes gets the whole answer, however many send timeouts it takes", async () => {
  const size = 2 * LARGE;
  const { port, closed } = await serve((_req, res) => {
    res.writeHead(200, { "Content-Length": size });
    res.end(Buffer.alloc(size));
  });
  // One read (at most 64 KiB) every 10 ms: several seconds for the answer, progress within every send timeout.
  const client = reader(port, 10);
  const heldMs = await closed;
  for (const deadline = Date.now() + 30_000; client.received() < size && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(client.received()).toBeGreaterThan(size);
  expect(heldMs).toBeGreaterThan(SEND_TIMEOUT * 2);
  client.stop();
});

test("an answer the kernel took at once leaves the socket without a timer, kept alive as Node keeps it", async () => {
  let socket: net.Socket | null = null;
  const { port } = await serve((_req, res) => {
    socket = res.socket;
    res.end("small");
  });
  const answer = await fetch(`http://127.0.0.1:${port}/`);
  expect(await answer.text()).toBe("small");
  expect(socket!.timeout ?? 0).not.toBe(SEND_TIMEOUT);
  expect(socket!.destroyed).toBe(false);
});
