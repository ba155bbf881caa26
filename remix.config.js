// REMIX_BUILD_DIR lets several builds live side by side (e.g. parallel test servers); the default is the usual layout.
const buildDir = process.env.REMIX_BUILD_DIR;

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Our HTTP server (server/index.ts) is compiled with the app into the server build: `node build/index.js` runs it.
  server: "server/index.ts",
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  serverMinify: false,
  ...(buildDir
    ? {
        serverBuildPath: `${buildDir}/index.js`,
        assetsBuildDirectory: `${buildDir}/public/build`,
        cacheDirectory: `${buildDir}/.cache`,
      }
    : {}),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
