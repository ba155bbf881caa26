// The quote PDF: its text can be read back (reference, totals, ROC number and notice, the signature block), and a
// 40-line quote renders within the target: the median of 20 renders, printed for the report.
import { extractText } from "unpdf";
import { beforeAll, expect, test } from "vitest";
import { formatCents } from "~/quotes/money";
import type { QuoteDocument } from "~/quotes/quote-document.server";
import { ROC_NOTICE } from "~/quotes/quote-options";
import { renderQuotePdf, type QuotePdfInput } from "~/quotes/quote-pdf.server";
import { seedDatabase } from "~/seed/seed.server";

beforeAll(() => seedDatabase({ demo: false }));

function fortyLineQuote(): QuoteDocument {
  const items = Array.from({ length: 40 }, (_, index) => ({
    id: `item-${index}`,
    description: `Line ${index + 1}: saw-cut, remove and replace asphalt patch, 4 in. hot mix over compacted base`,
    quantityMilli: (index + 1) * 1500,
    unit: "sq ft",
    unitPriceCents: 725 + index,
    amountCents: Math.round(((index + 1) * 1500 * (725 + index)) / 1000),
    optional: index % 10 === 9,
    chosen: index === 9,
  }));
  const subtotalCents = items
    .filter((item) => !item.optional || item.chosen)
    .reduce((sum, item) => sum + item.amountCents, 0);
  const taxCents = Math.round(subtotalCents * 0.086);
  return {
    reference: "Q-2026-0042",
    version: 3,
    issuedOn: "2026-03-02",
    company: {
      name: "Ironwash Paving & Civil",
      legalName: "Ironwash Paving & Civil, Inc.",
      address: "1455 S. Caliche Way, Suite 110, Mesa, AZ 85210",
      phone: "(480) 555-0186",
      email: "office@example.com",
      rocLicenseNumber: "555142",
    },
    customer: {
      name: "José Núñez",
      email: "jose@example.com",
      phone: "(602) 555-0100",
      address: "88 W Main St",
      city: "Mesa",
      zip: "85201",
    },
    items,
    taxRateBps: 860,
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
    deposit: { type: "percent", value: 2500 },
    depositCents: Math.round((subtotalCents + taxCents) / 4),
    validUntil: "2026-03-31",
    startDate: "2026-04-06",
    completionDate: "2026-04-17",
    terms:
      "## Scope\n\n- Traffic control by us\n- **Owner** keeps cars off the lot\n\nPayment: balance on completion.",
    rocNotice: ROC_NOTICE,
  };
}

const input = (acceptance: QuotePdfInput["acceptance"] = null): QuotePdfInput => ({
  document: fortyLineQuote(),
  acceptance,
  payments: [],
  paymentInstructions: "Checks to Ironwash Paving & Civil, Inc.",
});

const textOf = async (bytes: Buffer) => (await extractText(new Uint8Array(bytes), { mergePages: true })).text;

test("the text reads back: reference, totals, ROC number and notice, scope and terms", async () => {
  const document = fortyLineQuote();
  const bytes = await renderQuotePdf(input());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const text = await textOf(bytes);
  expect(text).toContain("Quote Q-2026-0042");
  expect(text).toContain(formatCents(document.totalCents));
  expect(text).toContain(`Deposit due ${formatCents(document.depositCents)}`);
  expect(text).toContain("ROC #555142");
  expect(text).toContain("Notice required by A.R.S. §32-1158");
  expect(text).toContain("José Núñez");
  expect(text).toContain("Line 40: saw-cut");
  expect(text).toContain("(optional, not included)");
  expect(text).toContain("Owner keeps cars off the lot");
  expect(text).toContain("Not yet signed");
  expect(text).toMatch(/page 1 of \d/);
});

test("once accepted, the signature block carries the name, the time, the consent and the fingerprint", async () => {
  const sha = "ab".repeat(32);
  const text = await textOf(
    await renderQuotePdf(
      input({
        name: "José Núñez",
        acceptedAt: new Date("2026-03-03T16:05:00Z"),
        version: 3,
        ip: "198.51.100.7",
        userAgent: "Mozilla/5.0",
        documentSha256: sha,
        signatureSvg:
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><path d="M10 50 C 40 10, 80 90, 120 50 L 200 60 Z" fill="#000"/></svg>',
      }),
    ),
  );
  expect(text).toContain("Accepted and signed electronically");
  expect(text).toContain("Signed by José Núñez");
  expect(text).toContain("Mar 3, 2026, 9:05 AM Arizona time (2026-03-03T16:05:00.000Z)");
  expect(text).toContain("I agree to sign this quote electronically");
  expect(text).toContain(sha);
  expect(text).toContain("Drawn signature");
  expect(text).not.toContain("Not yet signed");
});

test("a stored signature that cannot be drawn prints the typed name, and the PDF is still made", async () => {
  const acceptance = {
    name: "José Núñez",
    acceptedAt: new Date("2026-03-03T16:05:00Z"),
    version: 3,
    ip: "198.51.100.7",
    userAgent: "Mozilla/5.0",
    documentSha256: "cd".repeat(32),
    // Stored before signatures were parsed: a number no renderer can draw.
    signatureSvg:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><path d="M10 50 L 1e300 60" fill="#000"/></svg>',
  };
  const text = await textOf(await renderQuotePdf(input(acceptance)));
  expect(text).toContain("Accepted and signed electronically");
  expect(text).toContain("Typed signature");
  expect(text).not.toContain("Drawn signature");
  expect(text.split("José Núñez").length).toBeGreaterThan(3); // the customer, "Signed by", and the signature line
});

test("a 40-line quote renders in 300 ms or less (median of 20)", async () => {
  await renderQuotePdf(input()); // the first render loads pdfkit's and the fonts' code
  const times: number[] = [];
  for (let run = 0; run < 20; run++) {
    const start = performance.now();
    await renderQuotePdf(input());
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = (times[9] + times[10]) / 2;
  console.info(
    `[quote-pdf] 40 lines: median ${median.toFixed(1)} ms, fastest ${times[0].toFixed(1)} ms, slowest ${times[19].toFixed(1)} ms (20 renders)`,
  );
  expect(median).toBeLessThanOrEqual(300);
});
