import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { aiImages } from "~/db/schema";
import type { StoredImage } from "~/media/image-pipeline.server";
import { createId } from "~/utils/id.server";

export type AiImageRow = typeof aiImages.$inferSelect;

export function createAiImage(input: {
  prompt: string;
  name: string;
  image: StoredImage;
  source: AiImageRow["source"];
  unsplash?: Record<string, unknown> | null;
}) {
  return db
    .insert(aiImages)
    .values({
      id: createId(),
      url: input.image.src,
      prompt: input.prompt,
      name: input.name,
      size: input.image.bytes,
      width: input.image.width,
      height: input.image.height,
      variants: input.image.variants,
      source: input.source,
      unsplash: input.unsplash ?? null,
      createdAt: new Date(),
    })
    .returning()
    .get();
}

export function listAiImages() {
  return db.select().from(aiImages).orderBy(desc(aiImages.createdAt)).all();
}

export function getAiImage(id: string) {
  return db.select().from(aiImages).where(eq(aiImages.id, id)).get();
}

export function deleteAiImage(id: string) {
  return db.delete(aiImages).where(eq(aiImages.id, id)).returning().get();
}

/** Unsplash's required attribution; a link is null unless it is an https URL, and then shown as plain text. */
export type PhotoCredit = { photographer: string; photographerUrl: string | null; photoUrl: string | null };

const httpsLink = (value: unknown) => {
  if (typeof value !== "string") return null;
  try {
    return new URL(value).protocol === "https:" ? value : null;
  } catch {
    return null;
  }
};

/** The attribution Unsplash requires wherever one of its photos is shown, or null for our own images. */
export function photoCreditFor(src: string): PhotoCredit | null {
  if (!src) return null;
  const image = db
    .select({ source: aiImages.source, unsplash: aiImages.unsplash })
    .from(aiImages)
    .where(eq(aiImages.url, src))
    .get();
  const meta = image?.source === "unsplash" ? image.unsplash : null;
  if (!meta || typeof meta.photographer !== "string") return null;
  return {
    photographer: meta.photographer,
    photographerUrl: httpsLink(meta.photographerUrl),
    photoUrl: httpsLink(meta.photoUrl),
  };
}
