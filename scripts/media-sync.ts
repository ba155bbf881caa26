// `npm run media:sync`: copies the media files of UPLOADS_DIR into the MEDIA_S3_BUCKET bucket, so that a running
// site can move its media to object storage. Objects already there with the same size are skipped: run it again at
// any time (before switching, and once more after) and it copies only what is new.
import fs from "node:fs";
import path from "node:path";
import { env } from "~/env.server";
import { formatBytes } from "~/media/format-bytes";
import { checkMediaKey } from "~/media/media-store";
import { getMediaStore, mediaContentType, uploadsRoot } from "~/media/media-storage.server";

if (!env.MEDIA_S3_BUCKET) {
  console.error(
    "MEDIA_S3_BUCKET is not set: media:sync copies UPLOADS_DIR into that bucket. Set MEDIA_S3_BUCKET and the S3_* " +
      'variables (README, "Media in object storage"), then run it again.',
  );
  process.exit(1);
}
if (!fs.existsSync(uploadsRoot)) {
  console.info(`${uploadsRoot} does not exist: nothing to copy.`);
  process.exit(0);
}

const store = await getMediaStore();
let copied = 0;
let copiedBytes = 0;
let present = 0;
try {
  const entries = fs.readdirSync(uploadsRoot, { recursive: true, withFileTypes: true }) as fs.Dirent[];
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    const key = path.relative(uploadsRoot, file).split(path.sep).join("/");
    // Hidden files and odd names were never media the app wrote (nor could serve).
    if (!checkMediaKey(key)) {
      console.info(`skipped ${key} (not a media file name)`);
      continue;
    }
    const { size } = fs.statSync(file);
    if ((await store.stat(key))?.size === size) {
      present += 1;
      continue;
    }
    await store.put(key, fs.readFileSync(file), mediaContentType(key));
    copied += 1;
    copiedBytes += size;
    console.info(`copied ${key} (${formatBytes(size)})`);
  }
} catch (error) {
  console.error(`media:sync stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.info(
  `Copied ${copied} file${copied === 1 ? "" : "s"} (${formatBytes(copiedBytes)}) from ${uploadsRoot} to bucket ` +
    `"${env.MEDIA_S3_BUCKET}"; ${present} already there.`,
);
