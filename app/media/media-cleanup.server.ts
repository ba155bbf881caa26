import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { removeMediaFiles } from "./media-storage.server";

// Stored files are named by a hash of their content, so one file can back several rows (the same photo on two
// projects, a project photo reused as a blog image). A file is only removed once no row points at it any more.

/**
 * Whether any project image, blog post (or one of its revisions), AI image, upload or the home image (copied by value
 * into the settings) still uses this media URL.
 */
export function isMediaReferenced(url: string) {
  const inVariants = (json: string) =>
    sql`EXISTS (SELECT 1 FROM json_each(${sql.raw(json)}) AS v WHERE json_extract(v.value, '$.src') = ${url})`;
  const row = db.get<{ referenced: number }>(sql`SELECT
    EXISTS (SELECT 1 FROM project_images WHERE src = ${url} OR ${inVariants("project_images.variants")})
    OR EXISTS (SELECT 1 FROM blog_posts WHERE img = ${url} OR ${inVariants("blog_posts.img_variants")})
    OR EXISTS (SELECT 1 FROM blog_revisions WHERE json_extract(snapshot, '$.img') = ${url}
      OR ${inVariants("json_extract(blog_revisions.snapshot, '$.imgVariants')")})
    OR EXISTS (SELECT 1 FROM ai_images WHERE url = ${url} OR ${inVariants("ai_images.variants")})
    OR EXISTS (SELECT 1 FROM media_uploads WHERE path = ${url} OR ${inVariants("media_uploads.variants")})
    OR EXISTS (SELECT 1 FROM site_settings WHERE json_extract(home_image, '$.src') = ${url}
      OR ${inVariants("json_extract(site_settings.home_image, '$.variants')")})
    AS referenced`);
  return Boolean(row?.referenced);
}

/**
 * Removes the files behind these media URLs that no row references any more; call it after deleting the rows.
 * Answers the URLs whose files were removed.
 */
export async function removeUnreferencedMedia(urls: Iterable<string>) {
  const unused = [...new Set(urls)].filter((url) => url && !isMediaReferenced(url));
  await removeMediaFiles(unused);
  return unused;
}
