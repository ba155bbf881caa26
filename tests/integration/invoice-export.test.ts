// The accounting exports as the office downloads them: the invoices issued in a period, one row per line in the
// columns of QuickBooks Online's invoice import, the tax shared over the lines to the cent; the payments received;
// text quoted (RFC 4180) and defused against formulas; admins only, a bad period refused.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { invoices } from "~/db/schema";
import {
  apportion,
  INVOICE_EXPORT_COLUMNS,
  invoicesCsv,
  PAYMENT_EXPORT_COLUMNS,
  paymentsCsv,
} from "~/invoices/invoice-export.server";
import { invoiceFormSchema } from "~/invoices/invoice-schema";
import { recordInvoicePayment } from "~/invoices/record-invoice-payment.server";
import { sendInvoice } from "~/invoices/send-invoice.server";
import { createInvoice } from "~/invoices/write-invoice.server";
import { recordPayment } from "~/quotes/quote-payments.server";
import * as invoiceExport from "~/routes/admin/invoices/export[.]csv";
import * as paymentExport from "~/routes/admin/payments/export[.]csv";
import { parseCsv } from "~/utils/csv";
import { signedInAdmin } from "../support/admin-form";
import { seedWithApiUsers } from "../support/api-users";
import { acceptedQuote } from "../support/jobs";
import { officeContext, type sampleQuoteBody } from "../support/quotes";
import { routeArgs } from "../support/route-call";

let by: Awaited<ReturnType<typeof officeContext>>;
let cookie = "";

// Tuesday March 10, 2026, 10:00 in Arizona.
const SENT = new Date("2026-03-10T17:00:00Z");

beforeAll(async () => {
  await seedWithApiUsers();
  by = await officeContext();
  ({ cookie } = await signedInAdmin({
    name: "Export Office",
    email: "export-office@example.com",
    password: "export-office-password-1",
  }));
});

async function download(
  route: typeof invoiceExport | typeof paymentExport,
  query: string,
  headers = { Cookie: cookie },
) {
  const path = route === invoiceExport ? "/admin/invoices/export.csv" : "/admin/payments/export.csv";
  try {
    return await route.loader(routeArgs(new Request(`http://site.test${path}${query}`, { headers })));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const rowsOf = async (response: Response) => parseCsv(await response.text()).map((row) => row.cells);

/** A sent final invoice of a new accepted quote (its lines are the quote's), sent at `at`. */
async function sentFinal(at: Date, overrides: Parameters<typeof sampleQuoteBody>[0] = {}) {
  const { quote } = await acceptedQuote(by, overrides);
  const created = createInvoice(quote.id, invoiceFormSchema.parse({ kind: "final" }), by, { now: at });
  if (!created.ok) throw new Error(created.error);
  const sent = sendInvoice(created.invoice.id, by, { now: at });
  if (!sent.ok) throw new Error(sent.error);
  return { invoice: sent.invoice, quote };
}

describe("the invoices export", () => {
  test("one row per line in QuickBooks Online's columns; the lines' tax adds up to the invoice's; text defused", async () => {
    const { invoice } = await sentFinal(SENT, {
      customerName: 'Alvarez, "Rosa"',
      items: [
        { description: '=HYPERLINK("http://evil.test")', quantity: 3, unit: "ea", unitPriceCents: 33_333 },
        { description: "Crack seal, east lot", quantity: 1, unit: "lot", unitPriceCents: 85_001 },
        { description: "@SUM(A1)", quantity: 2.5, unit: "ton", unitPriceCents: 10_001 },
      ],
    });
    // Outside the period: sent a month earlier; a draft has no date and is never exported.
    await sentFinal(new Date("2026-02-10T17:00:00Z"));
    const { quote: draftQuote } = await acceptedQuote(by);
    expect(
      createInvoice(draftQuote.id, invoiceFormSchema.parse({ kind: "final" }), by, { now: SENT }).ok,
    ).toBe(true);

    const response = await download(invoiceExport, "?from=2026-03-01&to=2026-03-31");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toContain(
      'filename="invoices-2026-03-01-to-2026-03-31.csv"',
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const [header, ...rows] = await rowsOf(response);
    expect(header).toEqual([...INVOICE_EXPORT_COLUMNS]);
    const mine = rows.filter((row) => row[0] === invoice.reference);
    expect(rows.every((row) => row[2].endsWith("/2026"))).toBe(true);
    expect(rows.filter((row) => row[2].startsWith("02/"))).toHaveLength(0);
    expect(mine).toHaveLength(3);
    const cell = (row: string[], name: (typeof INVOICE_EXPORT_COLUMNS)[number]) =>
      row[INVOICE_EXPORT_COLUMNS.indexOf(name)];
    expect(cell(mine[0], "Customer")).toBe('Alvarez, "Rosa"');
    expect(cell(mine[0], "InvoiceDate")).toBe("03/10/2026");
    expect(cell(mine[0], "DueDate")).toBe("03/24/2026");
    expect(cell(mine[0], "Terms")).toBe("Net 14");
    expect(cell(mine[0], "ItemDescription")).toBe('\'=HYPERLINK("http://evil.test")');
    expect(cell(mine[2], "ItemDescription")).toBe("'@SUM(A1)");
    expect(cell(mine[1], "ItemDescription")).toBe("Crack seal, east lot");
    expect(mine.map((row) => cell(row, "ItemQuantity"))).toEqual(["3", "1", "2.5"]);
    expect(mine.map((row) => cell(row, "ItemRate"))).toEqual(["333.33", "850.01", "100.01"]);
    const cents = (text: string) => Math.round(Number(text) * 100);
    expect(mine.map((row) => cents(cell(row, "ItemAmount")))).toEqual(
      invoice.items.map((item) => item.amountCents),
    );
    expect(mine.reduce((sum, row) => sum + cents(cell(row, "ItemTaxAmount")), 0)).toBe(invoice.taxCents);
    expect(mine.every((row) => cell(row, "ItemTaxCode") === (invoice.taxCents ? "TAX" : "NON"))).toBe(true);
    expect(invoice.taxCents).toBeGreaterThan(0);
  });

  test("the period is checked; only an admin downloads", async () => {
    expect((await download(invoiceExport, "?from=2026-13-01")).status).toBe(400);
    expect((await download(invoiceExport, "?from=2026-03-10&to=2026-03-01")).status).toBe(400);
    const all = await download(invoiceExport, "");
    expect(all.status).toBe(200);
    const anonymous = await download(invoiceExport, "", { Cookie: "" });
    expect(anonymous.status).toBeGreaterThanOrEqual(300);
    expect(anonymous.headers.get("Content-Type") ?? "").not.toContain("text/csv");
    const anonymousPayments = await download(paymentExport, "", { Cookie: "" });
    expect(anonymousPayments.headers.get("Content-Type") ?? "").not.toContain("text/csv");
  });

  test("a page of the stream ends where the next starts: every invoice once, in order", async () => {
    const before = (await rowsOf(await download(invoiceExport, ""))).length;
    const day = new Date("2026-04-01T17:00:00Z");
    for (let index = 0; index < 3; index++) await sentFinal(day);
    const rows = (await rowsOf(await download(invoiceExport, ""))).slice(1);
    expect(rows.length).toBe(before - 1 + 3 * 2);
    const references = rows.map((row) => row[0]);
    expect([...references].sort()).toEqual(references);
    // Two invoices a page: the same rows as one page.
    const paged = await new Response(invoicesCsv({ from: null, to: null }, 2)).text();
    expect(parseCsv(paged).map((row) => row.cells)).toEqual([[...INVOICE_EXPORT_COLUMNS], ...rows]);
  });
});

describe("the payments export", () => {
  test("invoice payments and quote deposits received in the period, by date", async () => {
    const { invoice, quote } = await sentFinal(SENT);
    db.update(invoices).set({ creditsCents: 0 }).where(eq(invoices.id, invoice.id)).run();
    expect(
      recordPayment(
        quote.id,
        { amountCents: 50_000, paidAt: new Date("2026-03-11T17:00:00Z"), method: "check" },
        by,
      ).ok,
    ).toBe(true);
    expect(
      recordInvoicePayment(
        invoice.id,
        {
          amountCents: 12_345,
          paidAt: new Date("2026-03-12T17:00:00Z"),
          method: "transfer",
          note: "=cmd|' /C calc'!A0",
        },
        by,
      ).ok,
    ).toBe(true);
    const response = await download(paymentExport, "?from=2026-03-11&to=2026-03-12");
    expect(response.status).toBe(200);
    const [header, ...rows] = await rowsOf(response);
    expect(header).toEqual([...PAYMENT_EXPORT_COLUMNS]);
    expect(rows).toEqual([
      ["03/11/2026", "", quote.reference, quote.customerName, "500", "Check", "Deposit", ""],
      [
        "03/12/2026",
        invoice.reference,
        quote.reference,
        quote.customerName,
        "123.45",
        "Transfer",
        "Cleared",
        "'=cmd|' /C calc'!A0",
      ],
    ]);
    expect((await rowsOf(await download(paymentExport, "?from=2026-03-13"))).slice(1)).toEqual([]);
    // One payment a page: the same rows.
    const paged = await new Response(paymentsCsv({ from: "2026-03-11", to: "2026-03-12" }, 1)).text();
    expect(parseCsv(paged).map((row) => row.cells)).toEqual([header, ...rows]);
  });
});

test("the tax shared over lines adds up exactly, in proportion", () => {
  expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
  expect(apportion(0, [5, 5])).toEqual([0, 0]);
  expect(apportion(7, [0, 0])).toEqual([7, 0]);
  expect(apportion(1_001, [250_000, 750_000])).toEqual([250, 751]);
  for (const [total, weights] of [
    [99_999, [333_33, 850_01, 250_03]],
    [1, [1, 2, 3, 4]],
  ] as const)
    expect(apportion(total, weights).reduce((sum, share) => sum + share, 0)).toBe(total);
});
