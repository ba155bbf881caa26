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
