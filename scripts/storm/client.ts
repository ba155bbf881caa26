// Sending: each request on a connection of its own, from a client address of its own, only to 127.0.0.1.
import http from "node:http";
import net from "node:net";
import { ALERT, type Outcome } from "./tally";

export type SendOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | (() => AsyncGenerator<Buffer>);
};

export interface Client {
  origin: string;
  /** One request on a connection of its own. The answer counts as soon as its status line arrives. */
  send: (target: string, options?: SendOptions) => Promise<Outcome>;
  /**
   * A request written byte for byte on a raw socket (headers no HTTP client would send); the answer's status, or how
   * the connection ended without one.
   */
  sendRaw: (request: Buffer, options?: { keepOpen?: boolean }) => Promise<Outcome>;
  /** A client address of its own for each request (the site believes loopback's X-Forwarded-For), so that
   * per-address limits do not answer every request before the part under test is reached. */
  nextAddress: () => string;
}

export function clientFor(port: number): Client {
  let address = 0;
  const nextAddress = () => {
    address++;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };

  const send = (target: string, options: SendOptions = {}) =>
    new Promise<Outcome>((resolve) => {
      let settled = false;
      const done = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        resolve(outcome);
      };
      const headers: Record<string, string | number> = {
        "X-Forwarded-For": nextAddress(),
        ...options.headers,
      };
      if (Buffer.isBuffer(options.body)) headers["Content-Length"] = options.body.length;
      const req = http.request(
        { host: "127.0.0.1", port, path: target, method: options.method ?? "POST", headers, agent: false },
        (res) => {
          res.resume();
          const status = res.statusCode ?? 0;
          const alert = target.startsWith("/newsletter") && status === 302;
          const outcome = alert ? { status, note: ALERT, target } : { status, target };
          res.on("end", () => done(outcome));
          res.on("error", () => done(outcome));
        },
      );
      req.on("error", (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message, target }));
      req.setTimeout(60_000, () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
      const body = options.body;
      if (!body) req.end();
      else if (Buffer.isBuffer(body)) req.end(body);
      else
        void (async () => {
          for await (const chunk of body()) {
            if (settled || req.destroyed) return;
            if (!req.write(chunk)) await new Promise((drained) => req.once("drain", drained));
          }
          req.end();
        })().catch(() => undefined);
    });

  const sendRaw = (request: Buffer, { keepOpen = false } = {}) =>
    new Promise<Outcome>((resolve) => {
      let head = "";
      const socket = net.connect({ host: "127.0.0.1", port }, () =>
        keepOpen ? socket.write(request) : socket.end(request),
      );
      socket.on("data", (chunk) => {
        head += chunk.toString("latin1");
        const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
        if (status) {
          resolve({ status: Number(status[1]) });
          socket.destroy();
        }
      });
      socket.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      socket.on("close", () => resolve({ error: "closed without an answer" }));
    });

  return { origin: `http://127.0.0.1:${port}`, send, sendRaw, nextAddress };
}

/** Runs `tasks` with at most `concurrency` at once. */
export async function inParallel<T>(concurrency: number, tasks: (() => Promise<T>)[]) {
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task();
    }),
  );
}
