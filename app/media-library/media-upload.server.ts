import { desc, eq } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { mediaUploads, type ImageVariant } from "~/db/schema";
import { createId } from "~/utils/id.server";

export type MediaUploadRow = typeof mediaUploads.$inferSelect;

export function createMediaUpload(
  input: {
    kind: MediaUploadRow["kind"];
    path: string;
    mime: string;
    bytes: number;
    caption?: string;
    alt?: string;
    hidden?: boolean;
    width?: number | null;
    height?: number | null;
    variants?: ImageVariant[];
  },
  tx?: Transaction,
) {
  return (tx ?? db)
    .insert(mediaUploads)
    .values({
      id: createId(),
      kind: input.kind,
      path: input.path,
      mime: input.mime,
      bytes: input.bytes,
      caption: input.caption ?? "",
      alt: input.alt ?? "",
      hidden: input.hidden ?? false,
      width: input.width ?? null,
      height: input.height ?? null,
      variants: input.variants ?? [],
      createdAt: new Date(),
    })
    .returning()
    .get();
}

export function listMediaUploads(options: { includeHidden?: boolean } = {}) {
  return db
    .select()
    .from(mediaUploads)
    .where(options.includeHidden === false ? eq(mediaUploads.hidden, false) : undefined)
    .orderBy(desc(mediaUploads.createdAt))
    .all();
}

export function deleteMediaUpload(id: string) {
  return db.delete(mediaUploads).where(eq(mediaUploads.id, id)).returning().get();
}
