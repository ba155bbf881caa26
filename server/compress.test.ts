import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { compressPerRequest, pickEncoding } from "./compress";
import { sendBody } from "./fetch-bridge";

const page = Buffer.from(
  `<!DOCTYPE html><html><body>${"<p>Asphalt paving, grading and striping in Phoenix.</p>".repeat(200)}</body></html>`,
);

describe("pickEncoding", () => {
  test("answers the first offered encoding the client accepts", () => {
    expect(pickEncoding("gzip, deflate, br", ["br", "gzip"])).toBe("br");
    expect(pickEncoding("gzip, deflate", ["br", "gzip"])).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5", ["br", "gzip"])).toBe("gzip");
    expect(pickEncoding("*", ["br", "gzip"])).toBe("br");
    expect(pickEncoding("identity", ["br", "gzip"])).toBe("identity");
    expect(pickEncoding(undefined, ["br", "gzip"])).toBe("identity");
  });
});

describe("compressPerRequest", () => {
  test("brotli and gzip both give back the page, smaller", async () => {
    const br = await compressPerRequest(page, "br");
    const gz = await compressPerRequest(page, "gzip");
    expect(zlib.brotliDecompressSync(br).equals(page)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(page)).toBe(true);
    expect(br.length).toBeLessThan(page.length / 10);
    expect(gz.length).toBeLessThan(page.length / 10);
  });

  test("a body too large to compress in place still comes back whole", async () => {
    const large = Buffer.concat(Array.from({ length: 30 }, () => page));
    expect(large.length).toBeGreaterThan(128 * 1024);
    expect(zlib.brotliDecompressSync(await compressPerRequest(large, "br")).equals(large)).toBe(true);
    expect(zlib.gunzipSync(await compressPerRequest(large, "gzip")).equals(large)).toBe(true);
  });
});

describe("sendBody", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader("Content-Type", req.url === "/image" ? "image/png" : "text/html; charset=utf-8");
      void sendBody(req, res, 200, req.url === "/small" ? Buffer.from("<p>Hi</p>") : page);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fetchRaw = (path: string, acceptEncoding?: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
        request({ host: "127.0.0.1", port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on("error", reject)
          .end();
      },
    );

  test("a browser that accepts brotli gets it, with its length and Vary", async () => {
    const { headers, body } = await fetchRaw("/", "gzip, deflate, br");
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["vary"]).toBe("Accept-Encoding");
    expect(Number(headers["content-length"])).toBe(body.length);
    expect(zlib.brotliDecompressSync(body).equals(page)).toBe(true);
  });

  test("a client without brotli gets gzip, and one without either gets the page as it is", async () => {
    const gzipped = await fetchRaw("/", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.body).equals(page)).toBe(true);
    const plain = await fetchRaw("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(page)).toBe(true);
  });

  test("small bodies and images are sent as they are", async () => {
    for (const path of ["/small", "/image"]) {
      const { headers } = await fetchRaw(path, "gzip, br");
      expect(headers["content-encoding"], path).toBeUndefined();
    }
  });
});
