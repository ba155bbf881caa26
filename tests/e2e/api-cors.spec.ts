// CORS on a server started with API_CORS_ORIGINS: named origins get preflights and answers, others get nothing.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2eBuildDir, e2ePort } from "../support/e2e-config";

const port = e2ePort + 93;
const base = `http://127.0.0.1:${port}`;
const allowed = "https://app.example.test";

let server: ReturnType<typeof spawn> | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-cors-"));
  server = spawn(process.execPath, [`${e2eBuildDir}/server/index.js`], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: base,
      SESSION_SECRET: "c".repeat(32),
      DATABASE_URL: `file:${dir}/site.db`,
      UPLOADS_DIR: `${dir}/uploads`,
      SEED: "none",
      SMTP_URL: "",
      API_CORS_ORIGINS: `${allowed}, https://other.example.test`,
    },
    stdio: "ignore",
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error("CORS test server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

const preflight = (origin: string) =>
  fetch(`${base}/api/message`, {
    method: "OPTIONS",
    headers: {
      Origin: origin,
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type",
    },
  });

test("a preflight from an allowed origin is answered with the methods and headers", async () => {
  const response = await preflight(allowed);
  expect(response.status).toBe(204);
  expect(response.headers.get("access-control-allow-origin")).toBe(allowed);
  expect(response.headers.get("access-control-allow-methods")).toContain("POST");
  expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
  expect(response.headers.get("vary")).toContain("Origin");
});

test("other origins get no CORS headers, on preflights and answers alike", async () => {
  const response = await preflight("https://evil.example.test");
  expect(response.status).toBe(204);
  expect(response.headers.get("access-control-allow-origin")).toBeNull();
  const answer = await fetch(`${base}/api/projects`, { headers: { Origin: "https://evil.example.test" } });
  expect(answer.headers.get("access-control-allow-origin")).toBeNull();
});

test("answers to an allowed origin carry its CORS headers, errors included", async () => {
  const list = await fetch(`${base}/api/blog`, { headers: { Origin: allowed } });
  expect(list.headers.get("access-control-allow-origin")).toBe(allowed);
  const denied = await fetch(`${base}/api/message`, { headers: { Origin: allowed } });
  expect(denied.status).toBe(401);
  expect(denied.headers.get("access-control-allow-origin")).toBe(allowed);
  const missing = await fetch(`${base}/api/nothing-here`, { headers: { Origin: allowed } });
  expect(missing.status).toBe(404);
  expect(missing.headers.get("access-control-allow-origin")).toBe(allowed);
});

test("pages are untouched by the API's OPTIONS handling", async () => {
  const page = await fetch(`${base}/`, { method: "OPTIONS" });
  expect(page.status).toBe(405);
});
