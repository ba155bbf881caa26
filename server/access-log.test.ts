import { expect, test, vi } from "vitest";
import { createAccessLog, formatAccessLine, maskTarget } from "./access-log";

test("secret query values are masked, others kept", () => {
  expect(maskTarget("/reset-password?token=abc123")).toBe("/reset-password?token=***");
  expect(maskTarget("/verify?email=a%40b.c&code=123456&redirectTo=%2Fme")).toBe(
    "/verify?email=***&code=***&redirectTo=%2Fme",
  );
  expect(maskTarget("/newsletter/unsubscribe?TOKEN=x")).toBe("/newsletter/unsubscribe?TOKEN=***");
  expect(maskTarget("/blog?page=2")).toBe("/blog?page=2");
  expect(maskTarget("/plain")).toBe("/plain");
});

test("a private link's token never reaches the log, whatever follows it", () => {
  const token = "Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5";
  expect(maskTarget(`/q/${token}`)).toBe("/q/***");
  expect(maskTarget(`/q/${token}/pdf`)).toBe("/q/***/pdf");
  expect(maskTarget(`/q/${token}.data?_routes=x`)).toBe("/q/***.data?_routes=x");
  expect(maskTarget(`/q/${token}/deposit?token=1`)).toBe("/q/***/deposit?token=***");
  expect(maskTarget(`/i/${token}`)).toBe("/i/***");
  expect(maskTarget(`/calendar/${token}.ics`)).toBe("/calendar/***.ics");
  // Spellings the server only redirects are logged as sent: still without the token.
  expect(maskTarget(`//q/${token}`)).toBe("//q/***");
  expect(maskTarget(`/Q/${token}/`)).toBe("/Q/***/");
  expect(maskTarget(`http://evil.example/q/${token}`)).toBe("http://evil.example/q/***");
  // Other paths that merely start alike are kept.
  expect(maskTarget("/quotes")).toBe("/quotes");
  expect(maskTarget("/admin/quotes/abc")).toBe("/admin/quotes/abc");
  expect(maskTarget("/ideas/q/x")).toBe("/ideas/q/x");
  const line = formatAccessLine({
    ip: "203.0.113.9",
    method: "POST",
    target: `/q/${token}`,
    status: 303,
    bytes: 0,
    ms: 1,
  });
  expect(line).not.toContain(token);
});

test("a line names the client, request, status, size and time", () => {
  const line = formatAccessLine(
    { ip: "203.0.113.9", method: "GET", target: "/?code=1", status: 200, bytes: 512, ms: 3.25, cache: "hit" },
    new Date("2026-01-02T03:04:05Z"),
  );
  expect(line).toBe('2026-01-02T03:04:05.000Z 203.0.113.9 "GET /?code=***" 200 512 3.3ms cache=hit\n');
});

test("lines are written in batches, not one write per request", () => {
  vi.useFakeTimers();
  const write = vi.fn();
  const log = createAccessLog(write);
  for (let i = 0; i < 5; i++) log.log({ ip: "x", method: "GET", target: "/", status: 200, bytes: 1, ms: 1 });
  expect(write).not.toHaveBeenCalled();
  vi.advanceTimersByTime(600);
  expect(write).toHaveBeenCalledTimes(1);
  expect(write.mock.calls[0][0].split("\n")).toHaveLength(6);
  vi.useRealTimers();
});
