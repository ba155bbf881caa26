import fs from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { build } from "vite";
import { serverBundleOfRouteFile, SERVER_BUNDLE_IDS } from "./app/server-bundles";

// BUILD_DIR lets several builds live side by side (the HTTP benchmark builds one of its own).
const buildDirectory = process.env.BUILD_DIR ?? "build";

// The Node major the site runs on (decision 025): the project's own, from node_modules/.bin.
const nodeMajor = fs.readFileSync(".nvmrc", "utf8").trim().split(".")[0];

/**
 * `node <build>/server/index.js` starts the site: it loads every server bundle, the site's first (its HTTP layer,
 * server/index.ts, is the one that listens), and hands them all to it. On another Node it stops with one line first:
 * the native modules would not load there (better-sqlite3 needs a Node-API the system's older Node lacks).
 */
const launcher = (
  bundleIds: string[],
) => `// Written by react-router.config.ts when the build ends: starts the site with its server bundles.
if (process.versions.node.split(".")[0] !== ${JSON.stringify(nodeMajor)}) {
  console.error(\`The site runs on Node ${nodeMajor} (node_modules/.bin/node after npm ci), not Node \${process.version}.\`);
  process.exit(1);
}
const { startSiteServer } = await import("./site/index.js");
const bundles = {};
for (const id of ${JSON.stringify(bundleIds)}) bundles[id] = (await import(\`./\${id}/index.js\`)).serverBuild;
startSiteServer(bundles);
`;

/**
 * The PDF worker thread's entry (app/pdf-worker.ts, every layout) as one file beside the server bundles,
 * `<build>/server/pdf-worker.js`, which server/index.ts names to the renderer. Its packages (pdfkit, fontkit) stay
 * in node_modules, as the bundles' do.
 */
async function buildPdfWorker() {
  await build({
    configFile: false,
    publicDir: false,
    logLevel: "warn",
    resolve: { alias: { "~": path.resolve("app") } },
    build: {
      ssr: "app/pdf-worker.ts",
      outDir: path.join(buildDirectory, "server"),
      emptyOutDir: false,
      target: "node24",
      minify: false,
      rollupOptions: { output: { entryFileNames: "pdf-worker.js", inlineDynamicImports: true } },
    },
  });
}

export default {
  // React Router 8's defaults (decision 025): loaders and actions get the request as it came (with React Router's
  // `.data`, `_routes` and `index`) and read the page's URL from their `url` argument (app/utils/page-url.ts for code
  // that has only the request); client route exports split into chunks of their own (we have none); the Vite
  // Environment API (vite.config.ts); trailing-slash-aware `.data` URLs; middleware's context.
  ssr: true,
  buildDirectory,
  // One server bundle per audience (app/server-bundles.ts), the folder the route lives in: a page is rendered by a
  // route tree of its own part only.
  serverBundles: ({ branch }) => serverBundleOfRouteFile(branch[branch.length - 1].file),
  async buildEnd({ buildManifest }) {
    const bundleIds = Object.keys(buildManifest?.serverBundles ?? {});
    const missing = SERVER_BUNDLE_IDS.filter((id) => !bundleIds.includes(id));
    if (missing.length > 0) throw new Error(`The build has no server bundle ${missing.join(", ")}`);
    // The site bundle first: loading it runs the migrations and the start-up work once, before the others load.
    const ordered = [...SERVER_BUNDLE_IDS];
    fs.writeFileSync(path.join(buildDirectory, "server", "index.js"), launcher(ordered));
    await buildPdfWorker();
  },
} satisfies Config;
