import { describe, expect, test } from "vitest";
import { allowedPostOrigins, checkPostOrigin } from "./origin-check";

const site = allowedPostOrigins("https://www.example.com");

describe("checkPostOrigin", () => {
  test("reads pass whatever their origin", () => {
    expect(checkPostOrigin("GET", { origin: "https://evil.example" }, site).allowed).toBe(true);
    expect(checkPostOrigin("HEAD", { "sec-fetch-site": "cross-site" }, site).allowed).toBe(true);
  });

  test("a post from the site itself passes", () => {
    expect(checkPostOrigin("POST", { origin: "https://www.example.com" }, site)).toEqual({
      allowed: true,
      origin: "https://www.example.com",
    });
    expect(checkPostOrigin("POST", { "sec-fetch-site": "same-origin" }, site).allowed).toBe(true);
  });

  test.each([
    [{ origin: "https://evil.example" }],
    [{ origin: "https://www.example.com:8443" }],
    [{ origin: "http://www.example.com" }],
    [{ origin: "null" }],
    [{ origin: "null", "sec-fetch-site": "cross-site" }],
    [{ "sec-fetch-site": "cross-site" }],
    [{ "sec-fetch-site": "same-site" }],
  ])("a post with %o is refused", (headers) => {
    expect(checkPostOrigin("POST", headers, site).allowed).toBe(false);
    expect(checkPostOrigin("DELETE", headers, site).allowed).toBe(false);
  });

  test("a form of a no-referrer page (Origin: null) passes when the browser says it came from the site", () => {
    expect(checkPostOrigin("POST", { origin: "null", "sec-fetch-site": "same-origin" }, site)).toEqual({
      allowed: true,
      origin: null,
    });
  });

  test("clients that are not browsers (no Origin, no Sec-Fetch-Site) pass on to the usual guards", () => {
    expect(checkPostOrigin("POST", {}, site).allowed).toBe(true);
  });
});

describe("allowedPostOrigins", () => {
  test("production allows the public origin only", () => {
    expect([...site]).toEqual(["https://www.example.com"]);
  });

  test("a local origin allows every loopback spelling of it, as npm start serves it", () => {
    const local = allowedPostOrigins("http://localhost:3000");
    expect(local.has("http://127.0.0.1:3000")).toBe(true);
    expect(local.has("http://localhost:3000")).toBe(true);
    expect(local.has("http://localhost:3001")).toBe(false);
    const remote = allowedPostOrigins("https://www.example.com");
    expect([...remote]).toEqual(["https://www.example.com"]);
  });
});
