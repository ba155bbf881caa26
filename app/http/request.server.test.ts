import { describe, expect, test } from "vitest";
import { clientIp, isPrivateAddress, PEER_ADDRESS_HEADER } from "./request.server";

function request(headers: Record<string, string>) {
  return new Request("http://site.test/login", { headers });
}

const fromPeer = (peer: string, headers: Record<string, string> = {}) =>
  request({ [PEER_ADDRESS_HEADER]: peer, ...headers });

describe("isPrivateAddress", () => {
  test("loopback, RFC 1918, link-local and unique-local addresses are private", () => {
    for (const address of [
      "127.0.0.1",
      "::ffff:127.0.0.1",
      "::1",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.10",
      "169.254.0.5",
      "fd12:3456::1",
      "fe80::1",
      "[::1]",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  test("public addresses and junk are not", () => {
    for (const address of ["203.0.113.9", "172.32.0.1", "8.8.8.8", "2001:db8::1", "unknown", ""]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

describe("clientIp with TRUST_PROXY=private (the default)", () => {
  test("a client talking to the server directly cannot choose its address with X-Forwarded-For", () => {
    const spoofed = fromPeer("198.51.100.7", {
      "X-Forwarded-For": "203.0.113.1",
      "X-Real-IP": "203.0.113.2",
    });
    expect(clientIp(spoofed, "private")).toBe("198.51.100.7");
  });

  test("behind a proxy on a private address, the proxy's entry names the client", () => {
    expect(clientIp(fromPeer("127.0.0.1", { "X-Forwarded-For": "203.0.113.9" }), "private")).toBe(
      "203.0.113.9",
    );
    expect(clientIp(fromPeer("::ffff:10.0.0.2", { "X-Real-IP": "203.0.113.4" }), "private")).toBe(
      "203.0.113.4",
    );
  });

  test("addresses a client put before the proxy's entry are ignored; private hops are skipped", () => {
    const chain = fromPeer("10.0.0.2", { "X-Forwarded-For": "1.2.3.4, 203.0.113.9, 10.0.0.1" });
    expect(clientIp(chain, "private")).toBe("203.0.113.9");
  });

  test("an all-private chain gives its first address; no header gives the peer", () => {
    expect(clientIp(fromPeer("127.0.0.1", { "X-Forwarded-For": "10.9.8.7, 10.0.0.1" }), "private")).toBe(
      "10.9.8.7",
    );
    expect(clientIp(fromPeer("127.0.0.1"), "private")).toBe("127.0.0.1");
    expect(clientIp(request({}), "private")).toBe("local");
  });

  test("a huge header cannot put a huge value into the logs", () => {
    const address = clientIp(fromPeer("127.0.0.1", { "X-Forwarded-For": "x".repeat(5000) }), "private");
    expect(address.length).toBeLessThanOrEqual(64);
  });
});

describe("clientIp with TRUST_PROXY=always or never", () => {
  test("always: the left-most forwarded address, from any peer", () => {
    const req = fromPeer("198.51.100.7", { "X-Forwarded-For": "203.0.113.1, 198.51.100.8" });
    expect(clientIp(req, "always")).toBe("203.0.113.1");
  });

  test("never: the socket address, whatever the headers say", () => {
    const req = fromPeer("127.0.0.1", { "X-Forwarded-For": "203.0.113.1", "X-Real-IP": "203.0.113.2" });
    expect(clientIp(req, "never")).toBe("127.0.0.1");
    expect(clientIp(request({ "X-Forwarded-For": "203.0.113.1" }), "never")).toBe("local");
  });
});
