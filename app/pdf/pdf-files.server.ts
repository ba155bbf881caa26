// PDFs the site keeps (a signed quote's copy, a quote as it went out): the data each is drawn from is stored in the
// transaction that decides it (the signature, the sending), beside the mail that carries it; the bytes are drawn once,
// by the PDF worker, the first time they are asked for (that mail, the customer's link), and kept. A drawing that
// fails leaves the data in place, so the next ask draws again: the file is delayed, never lost.
import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { pdfFiles } from "~/db/schema";
import type { PdfKind, PdfKinds } from "./pdf-kinds";
import { renderPdf } from "./pdf-renderer.server";

/** A kept PDF, as a mail's attachment names it. */
export type KeptPdf = { key: string; fileName: string };

/** Stores the data of a PDF to keep, inside the caller's transaction; a key already kept keeps its first data. */
export function keepPdfFile<K extends PdfKind>(
  tx: Transaction,
  file: { key: string; kind: K; fileName: string; data: PdfKinds[K] },
): KeptPdf {
  tx.insert(pdfFiles)
    .values({
      key: file.key,
      kind: file.kind,
      fileName: file.fileName,
      data: file.data,
      createdAt: new Date(),
    })
    .onConflictDoNothing()
    .run();
  return { key: file.key, fileName: file.fileName };
}

/**
 * The bytes of a kept PDF, drawn now (and stored) if they were not yet; undefined for a key never kept. Rejects with
 * the renderer's PdfRenderError when the drawing fails.
 */
export async function keptPdfBytes(key: string): Promise<{ fileName: string; bytes: Buffer } | undefined> {
  const kept = db
    .select({ fileName: pdfFiles.fileName, bytes: pdfFiles.bytes })
    .from(pdfFiles)
    .where(eq(pdfFiles.key, key))
    .get();
  if (!kept) return undefined;
  if (kept.bytes) return { fileName: kept.fileName, bytes: kept.bytes };
  // Not drawn yet: only now is its data read.
  const row = db.select().from(pdfFiles).where(eq(pdfFiles.key, key)).get()!;
  const bytes = await renderPdf(row.kind as PdfKind, row.data as PdfKinds[PdfKind]);
  db.update(pdfFiles)
    .set({ bytes, sha256: createHash("sha256").update(bytes).digest("hex"), renderedAt: new Date() })
    .where(and(eq(pdfFiles.key, key), isNull(pdfFiles.bytes)))
    .run();
  return { fileName: row.fileName, bytes };
}

/** Draws a kept PDF in the background (a signature's copy, as soon as it is signed); a failure is logged. */
export function drawKeptPdfSoon(key: string) {
  keptPdfBytes(key).catch(() => {
    // The renderer has logged why; the mail that carries it, or the next reader, draws it again.
  });
}
