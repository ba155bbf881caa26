// Invoices of a job: the contract value they bill includes the job's approved change orders (read from what the
// customer signed), an invoice names its job, and the job's "Retention %" is withheld from each progress invoice and
// released by the final one, so the deposit and what every invoice asks still add up to the contract value.
import { beforeAll, describe, expect, test } from "vitest";
import { invoiceFormSchema } from "~/invoices/invoice-schema";
import { sendInvoice } from "~/invoices/send-invoice.server";
import { createInvoice } from "~/invoices/write-invoice.server";
import { addChangeOrder } from "~/jobs/add-change-order.server";
import { approveChangeOrder } from "~/jobs/approve-change-order.server";
import { approveChangeOrderFormSchema, changeOrderFormSchema } from "~/jobs/change-order-schema";
import { loadJob } from "~/jobs/job-records.server";
import { retentionFormSchema } from "~/jobs/job-schema";
import { scheduleJob } from "~/jobs/schedule-job.server";
import { sendChangeOrder } from "~/jobs/send-change-order.server";
import { setJobRetention } from "~/jobs/set-job-retention.server";
import { startJob } from "~/jobs/start-job.server";
import { recordPayment } from "~/quotes/quote-payments.server";
import { totalsOf } from "~/quotes/quote-records.server";
import * as jobRoute from "~/routes/admin/jobs/$id";
import { flashedAlert, postPageForm, signedInAdmin } from "../support/admin-form";
import { seedWithApiUsers } from "../support/api-users";
import { acceptedQuote, aCrew, scheduleIn } from "../support/jobs";
import { officeContext } from "../support/quotes";
import { routeArgs } from "../support/route-call";

let by: Awaited<ReturnType<typeof officeContext>>;
const customer = { ip: "203.0.113.20", userAgent: "Vitest" };

beforeAll(async () => {
  await seedWithApiUsers();
  by = await officeContext();
});

/** A started job of a new accepted quote at 8.6% tax, with its deposit paid, and a token of the quote's page. */
async function startedJob() {
  const { quote, token } = await acceptedQuote(by, { taxRatePercent: 8.6 });
  const paid = recordPayment(
    quote.id,
    { amountCents: totalsOf(quote).depositCents, paidAt: new Date(), method: "check" },
    by,
  );
  if (!paid.ok) throw new Error(paid.error);
  const scheduled = scheduleJob({ quoteId: quote.id, ...scheduleIn(1, { crewId: aCrew(by).id }) }, by);
  if (!scheduled.ok) throw new Error(scheduled.error);
  const started = startJob(scheduled.job.id, { firstFurnishedOn: null }, by);
  if (!started.ok) throw new Error(started.error);
  return { job: started.job, quote: paid.quote, token };
}

/** A change order of one line at `unitPrice` dollars, sent and approved by the customer. */
function approvedChangeOrder(jobId: string, token: string, unitPrice: string) {
  const input = changeOrderFormSchema.parse({
    reason: "Found soft base",
    items: [{ description: "Change", quantity: "1", unit: "", unitPrice }],
  });
  const added = addChangeOrder(jobId, input, by);
  if (!added.ok) throw new Error(added.error);
  sendChangeOrder(jobId, added.changeOrder.id, by);
  const approved = approveChangeOrder(
    token,
    approveChangeOrderFormSchema.parse({
      changeOrderId: added.changeOrder.id,
      version: "1",
      consent: "on",
      name: "Rosa Alvarez",
    }),
    customer,
  );
  if (!approved.ok) throw new Error(approved.error);
}

const created = (quoteId: string, form: Record<string, string>) => {
  const result = createInvoice(quoteId, invoiceFormSchema.parse(form), by);
  if (!result.ok) throw new Error(result.error);
  return result.invoice;
};

const payable = (invoice: {
  totalCents: number;
  retentionCents: number;
  retentionReleasedCents: number;
  creditsCents: number;
}) => invoice.totalCents - invoice.retentionCents + invoice.retentionReleasedCents - invoice.creditsCents;

describe("a job's contract", () => {
  test("the final invoice bills the quote and the approved change orders, to the cent; it names its job", async () => {
    const { job, quote, token } = await startedJob();
    approvedChangeOrder(job.id, token, "1,850.00");
    approvedChangeOrder(job.id, token, "-250.00");
    const contract = loadJob(job.id)!.contractCents;
    expect(contract).toBeGreaterThan(totalsOf(quote).totalCents);
    const final = created(quote.id, { kind: "final" });
    expect(final.jobId).toBe(job.id);
    expect(final.totalCents).toBe(contract);
    expect(final.items.at(-1)).toMatchObject({
      description: `Approved change orders on contract ${quote.reference}`,
      amountCents: 1_600_00,
    });
    expect(final.items.reduce((sum, item) => sum + item.amountCents, 0)).toBe(final.subtotalCents);
    expect(payable(final) + totalsOf(quote).depositCents).toBe(contract);
  });

  test("a progress invoice can bill up to what the change orders added; beyond is refused", async () => {
    const { job, quote, token } = await startedJob();
    approvedChangeOrder(job.id, token, "1,000.00");
    const subtotal = totalsOf(quote).subtotalCents + 1_000_00;
    expect(
      createInvoice(
        quote.id,
        invoiceFormSchema.parse({
          kind: "progress",
          measure: "amount",
          amount: String(subtotal / 100 + 0.01),
        }),
        by,
      ),
    ).toMatchObject({ ok: false, status: 400 });
    const all = created(quote.id, { kind: "progress", measure: "amount", amount: String(subtotal / 100) });
    expect(all.totalCents).toBe(loadJob(job.id)!.contractCents);
  });
});

describe("retention as a job setting", () => {
  test("the form takes 0 to 100 with up to two decimals; blank is none", () => {
    const parse = (retention: string) => retentionFormSchema.safeParse({ retention });
    expect(parse("5.25")).toMatchObject({ success: true, data: { retention: 525 } });
    expect(parse("100")).toMatchObject({ success: true, data: { retention: 10_000 } });
    expect(parse("")).toMatchObject({ success: true, data: { retention: 0 } });
    for (const bad of ["100.01", "-1", "5.555", "ten"]) expect(parse(bad).success).toBe(false);
  });

  test("progress invoices of the job withhold it; the final releases it; everything adds up", async () => {
    const { job, quote, token } = await startedJob();
    approvedChangeOrder(job.id, token, "500.00");
    expect(setJobRetention(job.id, { retention: 1_000 }, by)).toMatchObject({ ok: true });
    expect(loadJob(job.id)!.events.at(-1)).toMatchObject({ type: "retention_set" });
    const first = created(quote.id, { kind: "progress", measure: "percent", percent: "40" });
    expect(first.retentionBps).toBe(1_000);
    expect(first.retentionCents).toBe(Math.round(first.totalCents / 10));
    expect(sendInvoice(first.id, by).ok).toBe(true);
    const second = created(quote.id, { kind: "progress", measure: "percent", percent: "30", retention: "0" });
    expect(second.retentionBps).toBe(1_000);
    const final = created(quote.id, { kind: "final" });
    expect(final.retentionCents).toBe(0);
    expect(final.retentionReleasedCents).toBe(first.retentionCents + second.retentionCents);
    const contract = loadJob(job.id)!.contractCents;
    expect(first.totalCents + second.totalCents + final.totalCents).toBe(contract);
    expect(payable(first) + payable(second) + payable(final) + totalsOf(quote).depositCents).toBe(contract);
  });

  test("the job's page saves it with a native form and lists the job's invoices and 'Create invoice'", async () => {
    const { job, quote } = await startedJob();
    const invoice = created(quote.id, { kind: "progress", measure: "percent", percent: "10" });
    const { cookie } = await signedInAdmin({
      name: "Job Billing Office",
      email: "job-billing-office@example.com",
      password: "job-billing-password-1",
    });
    const path = `/admin/jobs/${job.id}`;
    const refused = await postPageForm(
      cookie,
      jobRoute,
      path,
      { intent: "retention", retention: "101" },
      { id: job.id },
    );
    expect(JSON.stringify(refused)).toContain("Retention must be a percent from 0 to 100");
    expect(loadJob(job.id)!.retentionBps).toBe(0);
    const saved = await postPageForm(
      cookie,
      jobRoute,
      path,
      { intent: "retention", retention: "7.5" },
      { id: job.id },
    );
    expect((saved as Response).status).toBe(302);
    expect(await flashedAlert(saved as Response)).toMatchObject({ kind: "success" });
    expect(loadJob(job.id)!.retentionBps).toBe(750);
    const page = await jobRoute.loader(
      routeArgs(new Request(`http://site.test${path}`, { headers: { Cookie: cookie } }), { id: job.id }),
    );
    expect(page.job.retentionPercent).toBe("7.5");
    expect(page.invoices).toEqual([
      expect.objectContaining({ id: invoice.id, reference: invoice.reference }),
    ]);
  });
});
