// Runs after `remix build` (npm run build): marks the browser modules every page runs as it boots (the entry, React,
// Remix and the root route, with the chunks they import) with V8's explicit compile hint, so Chrome compiles their
// functions on a background thread while the file streams in. Without it, each function compiles on the main thread
// the first time it is called, which is most of the long tasks of hydration on a phone (React's own factory
// alone is one ~80 ms task on a mid-range phone). Idempotent; other browsers read the hint as a comment.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks the boot modules of the client build in `assetsDir` (the one Remix's newest manifest there names); returns
 * how many it marked and how many there are.
 */
export function markBootModules(assetsDir) {
  const manifestFile = fs
    .readdirSync(assetsDir)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .map((name) => path.join(assetsDir, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
  if (!manifestFile) throw new Error(`No Remix manifest in ${assetsDir}: run remix build first`);

  const { entry, routes } = JSON.parse(
    fs
      .readFileSync(manifestFile, "utf8")
      .replace(/^window\.__remixManifest\s*=\s*/, "")
      .replace(/;\s*$/, ""),
  );
  const bootModules = new Set([
    entry.module,
    ...(entry.imports ?? []),
    routes.root.module,
    ...(routes.root.imports ?? []),
  ]);

  let marked = 0;
  for (const url of bootModules) {
    const file = path.join(assetsDir, url.replace(/^\/build\//, ""));
    const source = fs.readFileSync(file, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + source);
    marked++;
  }
  return { marked, total: bootModules.size };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const buildDir = process.env.REMIX_BUILD_DIR;
  const assetsDir = path.resolve(buildDir ? path.join(buildDir, "public/build") : "public/build");
  const { marked, total } = markBootModules(assetsDir);
  console.log(`Compile hints: ${marked} of ${total} boot modules marked in ${path.relative(".", assetsDir)}`);
}
