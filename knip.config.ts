import type { KnipConfig } from "knip";

// What knip (unused files, exports and dependencies) starts from. Its React Router, Vitest, Playwright, ESLint and
// drizzle-kit plugins add the routes, root and entry files, the unit and browser test files, the Vitest setup file
// and the tools' configs; the entries below are the ones no plugin can know.
const config: KnipConfig = {
  entry: [
    // Our HTTP server, the SSR build's entry (vite.config.ts).
    "server/index.ts",
    // The PDF worker thread's entry, built beside the server (react-router.config.ts).
    "app/pdf-worker.ts",
    // The npm scripts' programs (db:*, bench*, user:admin, newsletter:worker, start).
    "scripts/*.{ts,mjs}",
    // The test server Playwright's webServer starts.
    "tests/support/e2e-server.ts",
    // The benchmarks Vitest runs with `vitest bench` (npm run bench:jobs).
    "tests/bench/*.bench.ts",
    // The decode child, a program the server starts (app/media/decode-pool.server.ts).
    "app/media/decode-child.js",
  ],
  project: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.{ts,mjs}", "tests/**/*.ts", "*.{ts,js}"],
  // A type exported beside the function it describes may stay exported; a value nobody imports may not.
  ignoreExportsUsedInFile: { interface: true, type: true },
  // node: the Node that npm runs every script on (node_modules/.bin/node, decision 025).
  ignoreDependencies: ["node"],
};

export default config;
