import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { sendJson, startStubServer, type StubHandler } from "../../tests/support/stub-http-server";
import { createAiImageForPrompt } from "./ai-services.server";
import { photoCreditFor } from "./ai-image.server";
import { createUnsplashImageSource, isFetchableUnsplashUrl } from "./unsplash-image.server";
import { AiError } from "./written-post";

let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#555" } })
    .jpeg()
    .toBuffer();
});

let stub: Awaited<ReturnType<typeof startStubServer>> | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const searchResult = (base: string) => ({
  total: 1,
  results: [
    {
      id: "abc123",
      description: "Fresh asphalt",
      alt_description: null,
      urls: { regular: `${base}/photos/abc123.jpg` },
      links: {
        html: "https://unsplash.com/photos/abc123",
        download_location: `${base}/photos/abc123/download`,
      },
      user: { name: "Ana Paver", links: { html: "https://unsplash.com/@anapaver" } },
    },
  ],
});

async function sourceAgainst(
  handler: (base: string) => StubHandler,
  timeoutMs = 2000,
  maxImageBytes?: number,
) {
  let base = "";
  stub = await startStubServer((req, res) => handler(base)(req, res));
  base = stub.url;
  return createUnsplashImageSource({
    apiUrl: stub.url,
    accessKey: "key-1",
    appName: "contractor_site",
    timeoutMs,
    retries: 2,
    backoffMs: 10,
    maxImageBytes,
  });
}

const happy =
  (base: string): StubHandler =>
  (req, res) => {
    if (req.url.startsWith("/search/photos")) return sendJson(res, 200, searchResult(base));
    if (req.url === "/photos/abc123/download") return sendJson(res, 200, { url: "x" });
    if (req.url === "/photos/abc123.jpg") {
      res.writeHead(200, { "Content-Type": "image/jpeg" });
      return res.end(photo);
    }
    sendJson(res, 404, {});
  };

describe("Unsplash image source", () => {
  test("searches, reports the download, fetches the photo and keeps attribution", async () => {
    const source = await sourceAgainst(happy);
    const found = await source.findImage("asphalt parking lot");
    expect(Buffer.from(found.bytes).equals(photo)).toBe(true);
    expect(found.unsplash).toMatchObject({
      id: "abc123",
      photographer: "Ana Paver",
      description: "Fresh asphalt",
      photographerUrl: "https://unsplash.com/@anapaver?utm_source=contractor_site&utm_medium=referral",
    });
    const [search, download, image] = stub!.requests;
    expect(search.url).toMatch(/^\/search\/photos\?query=asphalt\+parking\+lot&per_page=1/);
    expect(search.headers.authorization).toBe("Client-ID key-1");
    expect(download.url).toBe("/photos/abc123/download");
    expect(image.url).toBe("/photos/abc123.jpg");
  });

  test("retries a 429 then succeeds", async () => {
    let searches = 0;
    const source = await sourceAgainst((base) => (req, res) => {
      if (req.url.startsWith("/search/photos") && ++searches === 1)
        return sendJson(res, 429, { errors: ["Rate Limit Exceeded"] });
      return happy(base)(req, res);
    });
    expect((await source.findImage("concrete curb")).source).toBe("unsplash");
    expect(searches).toBe(2);
  });

  test("a persistent 500, malformed JSON, no result and a slow answer give clear errors", async () => {
    let mode = "500";
    const source = await sourceAgainst(
      () => (req, res) => {
        if (mode === "500") return sendJson(res, 500, {});
        if (mode === "malformed") return sendJson(res, 200, "{ nope");
        if (mode === "empty") return sendJson(res, 200, { total: 0, results: [] });
        setTimeout(() => sendJson(res, 200, { total: 0, results: [] }), 1000);
      },
      150,
    );
    await expect(source.findImage("x")).rejects.toThrow(/unavailable \(the service answered 500\)/);
    mode = "malformed";
    await expect(source.findImage("x")).rejects.toThrow(/malformed JSON/);
    mode = "empty";
    await expect(source.findImage("grading pad")).rejects.toThrow(AiError);
    mode = "slow";
    await expect(source.findImage("x")).rejects.toThrow(/no answer within 0.15 s/);
  });
});

describe("what the Unsplash adapter fetches", () => {
  test("only https URLs on Unsplash's API and image hosts, or the configured API's own origin", () => {
    const api = "https://api.unsplash.com";
    for (const url of [
      "https://api.unsplash.com/photos/x/download",
      "https://images.unsplash.com/photo-1?w=1080",
      "https://plus.unsplash.com/premium_photo-1",
    ]) {
      expect(isFetchableUnsplashUrl(url, api), url).toBe(true);
    }
    for (const url of [
      "http://images.unsplash.com/photo-1",
      "https://images.unsplash.com.evil.example/photo-1",
      "https://evil.example/photo.jpg",
      "http://169.254.169.254/latest/meta-data/",
      "http://127.0.0.1:3000/admin",
      "https://user:pass@images.unsplash.com/photo-1",
      "file:///etc/passwd",
      "not a url",
    ]) {
      expect(isFetchableUnsplashUrl(url, api), url).toBe(false);
    }
    // A configured API address (a local stand-in in tests) is trusted as configuration, with its own origin only.
    expect(isFetchableUnsplashUrl("http://127.0.0.1:4010/photos/a.jpg", "http://127.0.0.1:4010")).toBe(true);
    expect(isFetchableUnsplashUrl("http://127.0.0.1:4011/photos/a.jpg", "http://127.0.0.1:4010")).toBe(false);
  });

  test("a search answer pointing elsewhere is refused before any request goes there", async () => {
    const source = await sourceAgainst((base) => (req, res) => {
      if (req.url.startsWith("/search/photos")) {
        const result = searchResult(base);
        result.results[0].urls.regular = "http://169.254.169.254/latest/meta-data/";
        return sendJson(res, 200, result);
      }
      return happy(base)(req, res);
    });
    await expect(source.findImage("asphalt")).rejects.toThrow(/address outside Unsplash/);
    expect(stub!.requests.map((request) => request.url)).toEqual([
      expect.stringMatching(/^\/search\/photos/),
      "/photos/abc123/download",
    ]);
  });

  test("a photo over the size cap is refused, by its length or while it streams", async () => {
    const declared = await sourceAgainst(happy, 2000, photo.length - 1);
    await expect(declared.findImage("asphalt")).rejects.toThrow(/larger than/);
    await stub!.close();

    stub = undefined;
    const streamed = await sourceAgainst(
      (base) => (req, res) => {
        if (req.url !== "/photos/abc123.jpg") return happy(base)(req, res);
        // No Content-Length: the cap bites while the body streams.
        res.writeHead(200, { "Content-Type": "image/jpeg", "Transfer-Encoding": "chunked" });
        res.write(photo);
        res.end(photo);
      },
      2000,
      photo.length + 10,
    );
    await expect(streamed.findImage("asphalt")).rejects.toThrow(/larger than/);
  });

  test("credit links that are not https on unsplash.com are dropped, and the blog shows no link for them", async () => {
    const source = await sourceAgainst((base) => (req, res) => {
      if (req.url.startsWith("/search/photos")) {
        const result = searchResult(base);
        result.results[0].links.html = "javascript:alert(1)//https://unsplash.com";
        result.results[0].user.links.html = "http://unsplash.com/@anapaver";
        return sendJson(res, 200, result);
      }
      return happy(base)(req, res);
    });
    const image = await createAiImageForPrompt("asphalt", source);
    expect(image.unsplash).toMatchObject({ photographer: "Ana Paver", photographerUrl: "", photoUrl: "" });
    expect(photoCreditFor(image.url)).toEqual({
      photographer: "Ana Paver",
      photographerUrl: null,
      photoUrl: null,
    });
  });
});
