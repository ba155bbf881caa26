import { PRIVATE_NO_STORE } from "~/utils/cache-control";

/**
 * A quote's PDF as an answer, for the customer's link and the back office alike: `application/pdf`, named after its
 * reference, never stored by a cache, kept out of search engines.
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
