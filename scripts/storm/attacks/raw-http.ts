// Requests no HTTP client would send: oversized headers and URLs, and connections that never finish their headers.
import net from "node:net";
import type { Attack } from "../attack";
import { inParallel } from "../client";
import { record } from "../tally";

// 64 KB of headers and a 16 KB URL: Node's parser answers 431 and closes the connection.
export const headersAndUrl: Attack = {
  name: "headers and URL",
  wave: "refused by size or shape",
  run: ({ sendRaw }) =>
    inParallel(
      4,
      Array.from({ length: 10 }, (_, i) => async () => {
        const header = `X-Padding: ${"h".repeat(64 * 1024)}\r\n`;
        record(
          "64 KB headers",
          await sendRaw(Buffer.from(`GET /contact?i=${i} HTTP/1.1\r\nHost: 127.0.0.1\r\n${header}\r\n`)),
        );
        record(
          "16 KB URL",
          await sendRaw(Buffer.from(`GET /?q=${"u".repeat(16 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)),
        );
      }),
    ),
};

/** 200 connections that send a header line every two seconds until `until` resolves, then are closed by the test
 * (they run beside every wave). */
export function slowConnections(port: number, until: Promise<unknown>) {
  const sockets = Array.from({ length: 200 }, () => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.on("error", () => undefined);
    socket.write("POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    return socket;
  });
  const timer = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write(`X-Slow-${Date.now()}: 1\r\n`);
  }, 2000);
  return until.then(() => {
    clearInterval(timer);
    for (const socket of sockets) {
      // Still open means the server kept waiting for the headers, as it should within its headers timeout.
      // Closed by the server means its headers timeout did: on purpose either way.
      const outcome = { error: socket.destroyed ? "closed by the server" : "closed by the test" };
      record("200 slow header connections", outcome, (o) => "error" in o);
      socket.destroy();
    }
  });
}
