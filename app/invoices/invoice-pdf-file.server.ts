// The invoice's PDF as the site hands it out: the customer's view of the invoice as it stands now (the page's own
// model), drawn in the PDF worker (app/pdf/). Not kept: the amounts due change with each payment, and the same view
// draws the same bytes, which the renderer's cache keeps while they are asked for.
import { renderPdf } from "~/pdf/pdf-renderer.server";
import { invoiceDocumentView, invoicePageView, type InvoiceDocumentView } from "./invoice-page.server";

export type InvoicePdf = { fileName: string; bytes: Buffer };

async function drawn(view: InvoiceDocumentView): Promise<InvoicePdf> {
  return { fileName: `${view.reference}.pdf`, bytes: await renderPdf("invoice", view) };
}

/** The office's PDF of an invoice, whatever its status; undefined when there is no such invoice. */
export async function invoicePdfForOffice(id: string, now = new Date()) {
  const view = invoiceDocumentView(id, now, { port: null });
  return view ? drawn(view) : undefined;
}

/** The PDF behind the customer's link: undefined (404) for a token the page itself would not open. */
export async function invoicePdfForToken(token: string, now = new Date()) {
  const view = invoicePageView(token, now, { port: null });
  return view ? drawn(view) : undefined;
}
