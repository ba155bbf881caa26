import { describe, expect, test } from "vitest";
import { contentSecurityPolicy, createNonce } from "./content-security-policy.server";

describe("contentSecurityPolicy", () => {
  test("allows scripts from the site and the given nonce only", () => {
    const policy = contentSecurityPolicy("abc123");
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("connect-src 'self';");
  });

  test("lets the development live-reload socket connect", () => {
    expect(contentSecurityPolicy("n", { development: true })).toContain("connect-src 'self' ws: wss:");
  });

  test("makes a fresh, unguessable nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
