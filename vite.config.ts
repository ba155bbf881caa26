import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Vite's Environment API, as React Router 8 builds with it: the top-level `build` is the browser build's (Vite 7 reads
// `minify: "terser"` there only), and `environments.ssr` the server build's, which React Router applies to every server
// bundle.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // Our one dynamic import (the estimate page's photo uploader, with its tus client) needs no preload helper: the
    // chunks it shares with the page are already loaded.
    modulePreload: false,
  },
  environments: {
    // The server build's entry is our own HTTP layer (server/index.ts), which imports the app's build as a virtual
    // module: `node build/server/index.js` runs the site.
    ssr: { build: { rollupOptions: { input: "./server/index.ts" }, target: "node24", minify: false } },
  },
  plugins: [reactRouter()],
});
