// The disk adapter of the media storage port: objects are files below one folder (UPLOADS_DIR).
import fs from "node:fs";
import path from "node:path";
import { createReadableStreamFromReadable } from "@react-router/node";
import { checkMediaKey, type MediaObjectInfo, type MediaStore } from "./media-store";

export function createDiskMediaStore(root: string): MediaStore & { pathOf(key: string): string | null } {
  const base = path.resolve(root);

  /** The file behind a key, or null when the key is unsafe or would leave the folder. */
  function pathOf(key: string) {
    if (!checkMediaKey(key)) return null;
    const resolved = path.resolve(base, ...key.split("/"));
    return resolved.startsWith(base + path.sep) ? resolved : null;
  }

  async function statFile(file: string | null): Promise<MediaObjectInfo | null> {
    const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
    if (!stat?.isFile()) return null;
    return {
      size: stat.size,
      lastModified: stat.mtime,
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    };
  }

  return {
    kind: "disk",
    pathOf,
    async put(key, data) {
      const file = pathOf(key);
      if (!file) throw new Error(`Refused media key ${JSON.stringify(key)}`);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, data);
    },
    stat: (key) => statFile(pathOf(key)),
    async open(key) {
      const file = pathOf(key);
      const info = await statFile(file);
      if (!file || !info) return null;
      return { ...info, body: createReadableStreamFromReadable(fs.createReadStream(file)) };
    },
    async remove(keys) {
      await Promise.all(
        keys.map(async (key) => {
          const file = pathOf(key);
          if (file) await fs.promises.rm(file, { force: true });
        }),
      );
    },
  };
}
