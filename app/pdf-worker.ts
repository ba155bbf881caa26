// The PDF worker thread's entry (app/pdf/pdf-renderer.server.ts starts it): every kind of document the site draws,
// with its layout. A new kind adds its layout here and its data to PdfKinds (app/pdf/pdf-kinds.ts).
import { servePdfLayouts } from "~/pdf/pdf-worker-host";
import { drawInvoicePdf } from "~/invoices/invoice-pdf.server";
import { drawLienWaiverPdf } from "~/invoices/lien-waiver-pdf.server";
import { drawReceiptPdf } from "~/invoices/receipt-pdf.server";
import { drawChangeOrderPdf } from "~/jobs/change-order-pdf.server";
import { drawPreliminaryNoticePdf } from "~/jobs/preliminary-notice-pdf.server";
import { drawQuotePdf } from "~/quotes/quote-pdf.server";

servePdfLayouts({
  quote: drawQuotePdf,
  "change-order": drawChangeOrderPdf,
  invoice: drawInvoicePdf,
  "invoice-receipt": drawReceiptPdf,
  "lien-waiver": drawLienWaiverPdf,
  "preliminary-notice": drawPreliminaryNoticePdf,
});
