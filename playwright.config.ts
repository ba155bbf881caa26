import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { e2eBaseUrl } from "./tests/support/e2e-config";
import { chromiumPath } from "./tests/support/paths";

if (!fs.existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it with "apt-get update && apt-get install -y chromium", ` +
      "or set CHROMIUM_PATH to a Chromium binary.",
  );
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const browser = { ...devices["Desktop Chrome"], channel: undefined };
const dataWriters = [
  /admin-a11y\.spec\.ts$/,
  /admin-content\.spec\.ts$/,
  /admin-estimates\.spec\.ts$/,
  /admin-mobile\.spec\.ts$/,
  /admin-settings-projects\.spec\.ts$/,
  /lead-flow\.spec\.ts$/,
  /api-contract\.spec\.ts$/,
  /api-fuzz\.spec\.ts$/,
  /blog-admin\.spec\.ts$/,
  /estimate\.spec\.ts$/,
  /estimate-uploads\.spec\.ts$/,
  /forms-fuzz\.spec\.ts$/,
  /jobs\.spec\.ts$/,
  /job-lien\.spec\.ts$/,
  /local-presence\.spec\.ts$/,
  /quotes\.spec\.ts$/,
  /error-summary\.spec\.ts$/,
  /quote-office\.spec\.ts$/,
  /quote-customer\.spec\.ts$/,
];
// invoice-page, quote-editor and quote-tax set the company's ROC number and payment instructions: they run in the first
// project, done before forms-fuzz compares the settings before and after its own run.

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  // One retry absorbs a timing hiccup on a loaded 2-core CI machine; a real failure still fails twice and is reported.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: e2eBaseUrl,
    trace: "off",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: "chromium", use: browser, testIgnore: dataWriters },
    // Specs that fill the shared database with records of their own (imageless projects, API posts, fuzz input) run
    // after the others, so pages that show "the newest" items see the seeded content while they are checked.
    { name: "data-writers", use: browser, testMatch: dataWriters, dependencies: ["chromium"] },
  ],
  webServer: {
    command: "npm run -s build && npx tsx tests/support/e2e-server.ts",
    url: `${e2eBaseUrl}/healthz`,
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
