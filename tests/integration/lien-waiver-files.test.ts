// The statutory lien waivers (A.R.S. § 33-1008) issued from the payment state: a sent progress invoice offers the
// conditional progress form, the unconditional one only once money has cleared, and the final forms only on the final
// invoice; the unconditional final waiver goes with the receipt of the payment that pays the contract in full. Each
// is filled from the invoice, the quote and the settings' "Waiver signer", issued once per amount (the same bytes when
// asked again) with a timeline line, and never for a form the state does not allow.
import { beforeAll, describe, expect, test, vi } from "vitest";
import { extractText } from "unpdf";
import { requireSiteSettings, saveCompanySettings } from "~/content/site-settings.server";
import { invoiceOfficeView } from "~/invoices/invoice-office-view.server";
import { invoicePageView } from "~/invoices/invoice-page.server";
import { dueOf, loadInvoice } from "~/invoices/invoice-records.server";
import { invoiceFormSchema } from "~/invoices/invoice-schema";
import { lienWaiverPdfForOffice, lienWaiverPdfForToken } from "~/invoices/lien-waiver-files.server";
import { LIEN_WAIVER_TITLES, UNCONDITIONAL_WAIVER_NOTICE } from "~/invoices/lien-waivers";
import { recordInvoicePayment } from "~/invoices/record-invoice-payment.server";
import { sendInvoice } from "~/invoices/send-invoice.server";
import { createInvoice } from "~/invoices/write-invoice.server";
import { lienFormSchema } from "~/jobs/lien-schema";
import { saveJobLien } from "~/jobs/save-job-lien.server";
import { scheduleJob } from "~/jobs/schedule-job.server";
import { attachmentsOf, listOutbox } from "~/mail/outbox.server";
import { formatCents } from "~/quotes/money";
import { seedWithApiUsers } from "../support/api-users";
import { acceptedQuote, aCrew, scheduleIn } from "../support/jobs";
import { officeContext } from "../support/quotes";

vi.hoisted(() => {
  process.env.CONTACT_NOTIFY_EMAIL = "office@example.com";
});

let by: Awaited<ReturnType<typeof officeContext>>;
let customers = 0;

beforeAll(async () => {
  await seedWithApiUsers();
  by = await officeContext();
  saveCompanySettings({ waiverSignerName: "Marisol Vega", waiverSignerTitle: "President" }, by);
});

const textOf = async (bytes: Buffer) =>
  (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, " ");

/** A sent invoice of a new accepted quote (the sample: Rosa Alvarez, 2210 E Baseline Rd, Mesa 85204). */
async function sent(input: Record<string, string>, quoteId?: string) {
  const quote = quoteId
    ? { id: quoteId }
    : (await acceptedQuote(by, { email: `waiver-${++customers}@example.com` })).quote;
  const created = createInvoice(quote.id, invoiceFormSchema.parse(input), by);
  if (!created.ok) throw new Error(created.error);
  const mailed = sendInvoice(created.invoice.id, by);
  if (!mailed.ok) throw new Error(mailed.error);
  return {
    invoice: mailed.invoice,
    quoteId: quote.id,
    token: new URL(mailed.link).pathname.split("/").pop()!,
  };
}

const payInFull = (invoiceId: string) => {
  const paid = recordInvoicePayment(
    invoiceId,
    {
      amountCents: dueOf(loadInvoice(invoiceId)!).amountDueCents,
      paidAt: new Date(),
      method: "check",
      note: "Check 2211",
    },
    by,
  );
  if (!paid.ok) throw new Error(paid.error);
};

const issuedLines = (invoiceId: string) =>
  invoiceOfficeView(invoiceId)!.timeline.filter((line) => line.label === "Lien waiver issued");

describe("lien waivers from the payment state", () => {
  test("a sent progress invoice: the conditional progress waiver, filled and signed, the same document when asked again", async () => {
    const { invoice, token } = await sent({ kind: "progress", measure: "percent", percent: "50" });
    const due = dueOf(invoice).amountDueCents;
    const pdf = await lienWaiverPdfForOffice(invoice.id, "conditional_progress");
    expect(pdf?.fileName).toBe(`conditional-progress-waiver-${invoice.reference}.pdf`);
    const text = await textOf(pdf!.bytes);
    expect(text).toContain(LIEN_WAIVER_TITLES.conditional_progress.toUpperCase());
    expect(text).toContain("A.R.S. § 33-1008(D)(1)");
    expect(text).toContain(`in the sum of ${formatCents(due)} (amount of check)`);
    expect(text).toContain("Rosa Alvarez (maker of check)");
    expect(text).toContain("2210 E Baseline Rd, Mesa, AZ 85204 (job description)");
    expect(text).toContain("Marisol Vega");
    expect(text).toContain("President");
    expect(text).toContain(requireSiteSettings().legalName);
    expect(text).not.toContain(UNCONDITIONAL_WAIVER_NOTICE);

    const again = await lienWaiverPdfForToken(token, "conditional_progress");
    expect(again?.bytes.equals(pdf!.bytes)).toBe(true);
    expect(issuedLines(invoice.id)).toHaveLength(1);

    // Not yet paid: no unconditional form; a final form is not for a progress invoice; nonsense is nothing.
    expect(await lienWaiverPdfForOffice(invoice.id, "unconditional_progress")).toBeUndefined();
    expect(await lienWaiverPdfForOffice(invoice.id, "conditional_final")).toBeUndefined();
    expect(await lienWaiverPdfForOffice(invoice.id, "../../etc")).toBeUndefined();
    expect(await lienWaiverPdfForToken("not-a-token", "conditional_progress")).toBeUndefined();
    expect(invoicePageView(token)?.waivers).toEqual([
      { kind: "conditional_progress", title: LIEN_WAIVER_TITLES.conditional_progress },
    ]);
  });

  test("the unconditional progress waiver only for money that has cleared, in its amount, with the statute's notice", async () => {
    const { invoice, token } = await sent({ kind: "progress", measure: "percent", percent: "40" });
    const due = dueOf(invoice).amountDueCents;
    payInFull(invoice.id);
    const pdf = await lienWaiverPdfForToken(token, "unconditional_progress");
    const text = await textOf(pdf!.bytes);
    expect(text).toContain(`progress payment in the sum of ${formatCents(due)}`);
    expect(text).toContain(UNCONDITIONAL_WAIVER_NOTICE);
    // Paid: nothing left to pay, so no conditional waiver for a payment still to come.
    expect(await lienWaiverPdfForOffice(invoice.id, "conditional_progress")).toBeUndefined();
    expect(invoicePageView(token)?.waivers.map((waiver) => waiver.kind)).toEqual(["unconditional_progress"]);
  });

  test("the payment that pays the contract in full mails the unconditional final waiver with its receipt", async () => {
    const first = await sent({ kind: "progress", measure: "percent", percent: "50" });
    payInFull(first.invoice.id);
    const final = await sent({ kind: "final" }, first.quoteId);
    const email = listOutbox().find((mail) => mail.subject.includes(final.invoice.reference))!.to;
    expect((await lienWaiverPdfForOffice(final.invoice.id, "conditional_final"))?.fileName).toBe(
      `conditional-final-waiver-${final.invoice.reference}.pdf`,
    );
    expect(await lienWaiverPdfForOffice(final.invoice.id, "unconditional_final")).toBeUndefined();

    payInFull(final.invoice.id);
    const receipt = listOutbox(email).find(
      (mail) => mail.subject === `Receipt for ${final.invoice.reference}`,
    )!;
    expect(receipt.text).toContain(LIEN_WAIVER_TITLES.unconditional_final);
    const files = await attachmentsOf(receipt.id);
    expect(files.map((file) => file.filename)).toEqual([
      `receipt-${final.invoice.reference}-R1.pdf`,
      `unconditional-final-waiver-${final.invoice.reference}.pdf`,
    ]);
    const text = await textOf(files[1].content);
    expect(text).toContain("has been paid in full");
    expect(text).toContain("disputed claims for extra work in the amount of $0.00");
    expect(text).toContain(UNCONDITIONAL_WAIVER_NOTICE);
    const page = await lienWaiverPdfForToken(final.token, "unconditional_final");
    expect(page?.bytes.equals(files[1].content)).toBe(true);
    expect(invoicePageView(final.token)?.waivers.map((waiver) => waiver.kind)).toEqual([
      "unconditional_final",
    ]);
    // The earlier progress receipt carried no waiver: the contract was not yet paid in full.
    const progressReceipt = listOutbox(email).find(
      (mail) => mail.subject === `Receipt for ${first.invoice.reference}`,
    )!;
    expect((await attachmentsOf(progressReceipt.id)).map((file) => file.filename)).toEqual([
      `receipt-${first.invoice.reference}-R1.pdf`,
    ]);
  });

  test("the owner is the job's lien information when the office has entered it; the job number is the job's", async () => {
    const { quote } = await acceptedQuote(by, { email: `waiver-${++customers}@example.com` });
    const scheduled = scheduleJob({ ...scheduleIn(5, { crewId: aCrew(by).id }), quoteId: quote.id }, by);
    if (!scheduled.ok) throw new Error(scheduled.error);
    const saved = saveJobLien(
      scheduled.job.id,
      lienFormSchema.parse({ ownerName: "Desert Bloom HOA", ownerAddress: "PO Box 12, Mesa, AZ 85201" }),
      by,
    );
    if (!saved.ok) throw new Error(saved.error);
    const { invoice } = await sent({ kind: "progress", measure: "percent", percent: "25" }, quote.id);
    const text = await textOf((await lienWaiverPdfForOffice(invoice.id, "conditional_progress"))!.bytes);
    expect(text).toContain("on the job of Desert Bloom HOA (owner)");
    expect(text).toContain(`Job No.: ${scheduled.job.reference}`);
    expect(text).toContain("Rosa Alvarez (person with whom undersigned contracted)");
  });
});
