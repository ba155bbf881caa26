import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "vitest";
import { readBoundedBody } from "./request-body";

test("a streamed body fails, rather than waiting forever, when the client leaves before sending it all", async () => {
  let outcome: Promise<{ received: number; error: string | null }> | undefined;
  const server = http.createServer((req) => {
    outcome = readBoundedBody(req, 8 * 1024 * 1024).then(
      (body) =>
        new Promise((resolve) => {
          if (Array.isArray(body)) return resolve({ received: Buffer.concat(body).length, error: null });
          let received = 0;
          body.on("data", (chunk: Buffer) => (received += chunk.length));
          body.on("end", () => resolve({ received, error: null }));
          body.on("error", (error) => resolve({ received, error: error.message }));
        }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const port = (server.address() as AddressInfo).port;
    const req = http.request({
      port,
      host: "127.0.0.1",
      method: "PATCH",
      headers: { "Content-Length": 4 * 1024 * 1024 },
    });
    req.on("error", () => undefined);
    req.write(Buffer.alloc(256 * 1024, 1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    req.destroy();
    const deadline = Date.now() + 5_000;
    while (!outcome && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const result = await outcome!;
    expect(result.error).toMatch(/left before sending the whole body/);
    expect(result.received).toBeGreaterThan(0);
    expect(result.received).toBeLessThan(4 * 1024 * 1024);
  } finally {
    server.close();
  }
});
