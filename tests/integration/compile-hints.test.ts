import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, markBootModules } from "../../scripts/compile-hints.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A client build as Remix writes it: a manifest naming the entry, the routes and the chunks each imports. */
function clientBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  dirs.push(dir);
  const files = {
    "entry.client-A.js": 'import "/build/_shared/react-B.js";',
    "_shared/react-B.js": "export const react = 1;",
    "root-C.js": 'import "/build/_shared/layout-D.js";',
    "_shared/layout-D.js": "export const layout = 1;",
    "routes/admin-E.js": 'import "/build/_shared/zod-F.js";',
    "_shared/zod-F.js": "export const zod = 1;",
  };
  for (const [name, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), source);
  }
  const manifest = {
    entry: { module: "/build/entry.client-A.js", imports: ["/build/_shared/react-B.js"] },
    routes: {
      root: { module: "/build/root-C.js", imports: ["/build/_shared/layout-D.js"] },
      "routes/admin": { module: "/build/routes/admin-E.js", imports: ["/build/_shared/zod-F.js"] },
    },
  };
  fs.writeFileSync(
    path.join(dir, "manifest-1234ABCD.js"),
    `window.__remixManifest=${JSON.stringify(manifest)};`,
  );
  return { dir, read: (name: string) => fs.readFileSync(path.join(dir, name), "utf8") };
}

describe("markBootModules", () => {
  it("marks the entry, the root route and the chunks they import, and no other module", () => {
    const build = clientBuild();
    expect(markBootModules(build.dir)).toEqual({ marked: 4, total: 4 });
    for (const name of ["entry.client-A.js", "_shared/react-B.js", "root-C.js", "_shared/layout-D.js"]) {
      expect(build.read(name).startsWith(COMPILE_HINT)).toBe(true);
    }
    expect(build.read("routes/admin-E.js")).toBe('import "/build/_shared/zod-F.js";');
    expect(build.read("_shared/zod-F.js")).toBe("export const zod = 1;");
  });

  it("marks each module once, however often the build step runs", () => {
    const build = clientBuild();
    markBootModules(build.dir);
    expect(markBootModules(build.dir)).toEqual({ marked: 0, total: 4 });
    expect(build.read("_shared/react-B.js")).toBe(`${COMPILE_HINT}export const react = 1;`);
  });
});
