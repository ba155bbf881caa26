import { PRIVATE_NO_STORE } from "~/utils/cache-control";
import { PDF_RETRY_AFTER_SECONDS, PdfRenderError } from "./pdf-renderer.server";

/**
 * A PDF as an answer (a customer's link, the back office): `application/pdf`, named after its document, never stored
 * by a cache, kept out of search engines.
 */
export function pdfResponse({ fileName, bytes }: { fileName: string; bytes: Buffer }) {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": PRIVATE_NO_STORE,
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}

/**
 * For a loader's `.catch`: a PDF the renderer could not draw now (busy, stopped, too slow) is a 503 with
 * Retry-After, never an error page; anything else is thrown on.
 */
export function pdfUnavailable(error: unknown): never {
  if (!(error instanceof PdfRenderError)) throw error;
  throw new Response("The PDF could not be made just now. Please try again in a minute.", {
    status: 503,
    headers: {
      "Retry-After": String(PDF_RETRY_AFTER_SECONDS),
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": PRIVATE_NO_STORE,
    },
  });
}
