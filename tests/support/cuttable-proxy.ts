// A plain-HTTP forward proxy on 127.0.0.1 for a browser context, whose connection can be cut at will: a dropped
// mobile signal. Requests keep their own URL (the site's origin), so the site sees its usual Origin and Host.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type CuttableProxy = {
  /** For a Playwright context's `proxy.server`. */
  url: string;
  /** Drops every open connection mid-transfer and refuses new ones until `restore`. */
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
};

export async function startCuttableProxy(): Promise<CuttableProxy> {
  const sockets = new Set<Socket>();
  const upstream = new Set<http.ClientRequest>();
  let down = false;

  const server = http.createServer((req, res) => {
    if (down) return void req.socket.destroy();
    const target = new URL(req.url ?? "/");
    const headers = { ...req.headers };
    delete headers["proxy-connection"];
    const forward = http.request(target, { method: req.method, headers, agent: false }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.add(forward);
    forward.on("close", () => upstream.delete(forward));
    forward.on("error", () => req.socket.destroy());
    req.pipe(forward);
  });
  server.on("connection", (socket) => {
    if (down) return void socket.destroy();
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
      for (const request of upstream) request.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
