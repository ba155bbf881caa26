import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { aiImages, mediaUploads } from "~/db/schema";
import type { BlogImage } from "./blog-post.server";

/** Images an editor can pick for a post: AI images and image uploads, newest first. */
export function listPickableImages(): (BlogImage & { label: string })[] {
  const ai = db.select().from(aiImages).orderBy(desc(aiImages.createdAt)).limit(100).all();
  const uploads = db
    .select()
    .from(mediaUploads)
    .where(eq(mediaUploads.kind, "image"))
    .orderBy(desc(mediaUploads.createdAt))
    .limit(100)
    .all();
  return [
    ...ai.map((image) => ({
      label: `AI image: ${image.prompt}`,
      src: image.url,
      alt: image.prompt,
      width: image.width,
      height: image.height,
      variants: image.variants,
    })),
    ...uploads.map((upload) => ({
      label: `Upload: ${upload.caption || upload.alt || upload.path.split("/").pop()}`,
      src: upload.path,
      alt: upload.alt || upload.caption,
      width: upload.width,
      height: upload.height,
      variants: upload.variants,
    })),
  ];
}

/** One pickable image by its URL, or undefined when the URL is not an AI image or an image upload. */
export function findPickableImage(src: string): BlogImage | undefined {
  const ai = db.select().from(aiImages).where(eq(aiImages.url, src)).get();
  if (ai) return { src: ai.url, alt: ai.prompt, width: ai.width, height: ai.height, variants: ai.variants };
  const upload = db
    .select()
    .from(mediaUploads)
    .where(and(eq(mediaUploads.path, src), eq(mediaUploads.kind, "image")))
    .get();
  if (upload) {
    return {
      src: upload.path,
      alt: upload.alt,
      width: upload.width,
      height: upload.height,
      variants: upload.variants,
    };
  }
  return undefined;
}
