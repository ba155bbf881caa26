// The documents the site draws as PDF, by kind, each with the data its layout takes. A feature adds its kind beside
// its layout, by adding to this interface:
//
//   declare module "~/pdf/pdf-kinds" { interface PdfKinds { invoice: InvoicePdfData } }
//
// and gives the worker thread the layout in app/pdf-worker.ts; the compiler holds the two together (a kind without a
// layout, or a layout of other data, does not build). The data is plain JSON: it crosses to the worker thread, and a
// kept file stores it to draw the same PDF again (pdf-files.server.ts).

// Empty here: each kind is added where its layout lives.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PdfKinds {}

export type PdfKind = keyof PdfKinds;

/** A layout: the data of one document in, the bytes of its PDF out. It runs in the PDF worker thread only. */
export type PdfLayout<T> = (data: T) => Promise<Uint8Array>;

/** Every kind's layout: what the worker thread is started with. */
export type PdfLayouts = { [K in PdfKind]: PdfLayout<PdfKinds[K]> };
