// The PDF worker thread's side (started by pdf-renderer.server.ts from app/pdf-worker.ts): it draws one document at
// a time, by its kind's layout, and answers its bytes, or the error that stopped its layout.
import { parentPort } from "node:worker_threads";
import type { PdfLayout, PdfLayouts } from "./pdf-kinds";

export type PdfJob = { id: number; kind: string; data: unknown };
/** The bytes (or the error), and the CPU time this thread spent on the document. */
export type PdfAnswer = { id: number; bytes?: Uint8Array; error?: string; cpuMs: number };

/** Serves the layouts to the thread that started this worker. */
export function servePdfLayouts(layouts: PdfLayouts) {
  const port = parentPort;
  if (!port) throw new Error("The PDF layouts are drawn in the PDF worker thread (pdf-renderer.server.ts)");
  const byKind = layouts as Record<string, PdfLayout<unknown>>;
  port.on("message", async (job: PdfJob) => {
    const start = process.threadCpuUsage();
    const cpuMs = () => {
      const used = process.threadCpuUsage(start);
      return (used.user + used.system) / 1000;
    };
    try {
      const layout = byKind[job.kind];
      if (!layout) throw new Error(`No PDF layout for "${job.kind}"`);
      // A buffer of its own, handed over rather than copied.
      const bytes = new Uint8Array(await layout(job.data));
      port.postMessage({ id: job.id, bytes, cpuMs: cpuMs() } satisfies PdfAnswer, [bytes.buffer]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      port.postMessage({ id: job.id, error: message, cpuMs: cpuMs() } satisfies PdfAnswer);
    }
  });
}
