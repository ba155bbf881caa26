import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The server build's entry is our own HTTP layer (server/index.ts), which imports the app's build as a virtual module:
// `node build/server/index.js` runs the site.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/index.ts" }, target: "node24" }
    : {
        minify: "terser",
        terserOptions: { compress: { passes: 2 }, format: { comments: false } },
        // Our one dynamic import (the estimate page's photo uploader, with its tus client) needs no preload helper:
        // the chunks it shares with the page are already loaded.
        modulePreload: false,
      },
  plugins: [reactRouter()],
}));
