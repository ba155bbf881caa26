// Change orders below their pages: the office adds one (lines like a quote's, a credit below zero, the quote's tax)
// and sends it; the customer approves it with the evidence of a signature, or declines it with a reason; only an
// approval adds to the contract value, read from the stored document. Every refusal stores nothing.
import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { beforeAll, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { changeOrderApprovals, changeOrders, logs, quotes } from "~/db/schema";
import { addChangeOrder } from "~/jobs/add-change-order.server";
import { approveChangeOrder } from "~/jobs/approve-change-order.server";
import { CHANGE_ORDER_LIMITS, CHANGE_ORDER_MESSAGES } from "~/jobs/change-order-options";
import { listChangeOrders } from "~/jobs/change-order-records.server";
import {
  approveChangeOrderFormSchema,
  changeOrderApiSchema,
  changeOrderFormSchema,
  declineChangeOrderFormSchema,
} from "~/jobs/change-order-schema";
import { changeOrderTotals } from "~/jobs/change-order-totals";
import { customerChangeOrders } from "~/jobs/change-order-view.server";
import { cancelJob } from "~/jobs/cancel-job.server";
import { declineChangeOrder } from "~/jobs/decline-change-order.server";
import { loadJob } from "~/jobs/job-records.server";
import { scheduleJob } from "~/jobs/schedule-job.server";
import { sendChangeOrder } from "~/jobs/send-change-order.server";
import { startJob } from "~/jobs/start-job.server";
import { attachmentsOf, listOutbox } from "~/mail/outbox.server";
import { seedWithApiUsers } from "../support/api-users";
import { acceptedQuote, aCrew, scheduleIn } from "../support/jobs";
import { officeContext } from "../support/quotes";

let by: Awaited<ReturnType<typeof officeContext>>;
const customer = { ip: "203.0.113.20", userAgent: "Phone without JavaScript" };

beforeAll(async () => {
  await seedWithApiUsers();
  by = await officeContext();
});

/** A started job of a quote at `taxRatePercent`, and a token of the quote's page. */
async function startedJob(taxRatePercent = 0) {
  const { quote, token } = await acceptedQuote(by, { taxRatePercent });
  const crew = aCrew(by);
  const scheduled = scheduleJob({ quoteId: quote.id, ...scheduleIn(1, { crewId: crew.id }) }, by);
  if (!scheduled.ok) throw new Error(scheduled.error);
  const started = startJob(scheduled.job.id, { firstFurnishedOn: null }, by);
  if (!started.ok) throw new Error(started.error);
  return { job: started.job, token, quote };
}

const formInput = (
  lines: { description: string; quantity: string; unitPrice: string }[],
  reason = "Found soft base",
) => changeOrderFormSchema.parse({ reason, items: lines.map((line) => ({ ...line, unit: "" })) });

function added(
  jobId: string,
  input = formInput([{ description: "Extra patch", quantity: "1", unitPrice: "1,850.00" }]),
) {
  const result = addChangeOrder(jobId, input, by);
  if (!result.ok) throw new Error(result.error);
  return result.changeOrder;
}

const approval = (changeOrderId: string, version = 1, name = "Rosa Alvarez") =>
  approveChangeOrderFormSchema.parse({ changeOrderId, version: String(version), consent: "on", name });

describe("the money of a change order", () => {
  test("lines below zero remove work; tax follows the rule on the signed subtotal, a credit rounding as its charge", () => {
    const lines = [
      { description: "Extra sealcoat", quantityMilli: 2500, unit: "gal", unitPriceCents: 3333 },
      { description: "Stalls not striped", quantityMilli: 10_000, unit: "stall", unitPriceCents: -1250 },
    ];
    // 2.5 × $33.33 = $83.325 → $83.33; 10 × -$12.50 = -$125.00.
    const totals = changeOrderTotals(lines, { classification: "subtotal", rateThousandths: 8600 });
    expect(totals).toMatchObject({
      subtotalCents: -4167,
      taxCents: -358,
      totalCents: -4525,
      taxLabel: "Tax (8.6%)",
    });
    const prime = changeOrderTotals(lines, { classification: "prime_contracting", rateThousandths: 8300 });
    expect(prime.taxCents).toBe(-225); // 65% of -$41.67 = -$27.09 at 8.3% = -$2.248…
    expect(changeOrderTotals(lines, { classification: "mrra", rateThousandths: 8600 })).toMatchObject({
      taxCents: 0,
      totalCents: -4167,
      taxLabel: null,
    });
  });

  test("the form takes dollars with a minus sign and refuses what a quote refuses, each at its field", () => {
    expect(
      formInput([{ description: "Credit", quantity: "1", unitPrice: "-250" }]).items[0].unitPriceCents,
    ).toBe(-25000);
    const refused = changeOrderFormSchema.safeParse({
      reason: " ",
      items: [{ description: "", quantity: "0", unitPrice: "12.345" }],
    });
    const paths = refused.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(
      expect.arrayContaining(["reason", "items.0.description", "items.0.quantity", "items.0.unitPrice"]),
    );
    expect(changeOrderFormSchema.safeParse({ reason: "More", items: [] }).error!.issues[0].path).toEqual([
      "items",
    ]);
    const tooMany = Array.from({ length: CHANGE_ORDER_LIMITS.lines + 1 }, () => ({
      description: "Line",
      quantity: 1,
      unitPriceCents: 100,
    }));
    expect(changeOrderApiSchema.safeParse({ reason: "Many", items: tooMany }).error!.issues[0].path).toEqual([
      "items",
    ]);
    expect(
      changeOrderApiSchema.safeParse({
        reason: "Huge",
        items: [
          { description: "A", quantity: 1_000_000, unitPriceCents: 10_000_000_00 },
          { description: "B", quantity: 1, unitPriceCents: 1 },
        ],
      }).error!.issues[0].path,
    ).toEqual(["items"]);
  });
});

describe("adding and sending", () => {
  test("a change order is CO-YYYY-NNNN, its totals fixed on the server at the quote's tax, on the timeline and in the audit log", async () => {
    const { job } = await startedJob(8.6);
    const order = added(
      job.id,
      formInput([{ description: "Extra patch", quantity: "2", unitPrice: "100.00" }]),
    );
    expect(order.reference).toMatch(/^CO-\d{4}-\d{4}$/);
    expect(order).toMatchObject({
      status: "draft",
      subtotalCents: 20000,
      taxCents: 1720,
      totalCents: 21720,
      taxClassification: "subtotal",
      taxRateThousandths: 8600,
    });
    const after = loadJob(job.id)!;
    expect(after.contractCents).toBe(job.contractCents); // nothing until approved

    // A prime contracting quote's change order is taxed on 65% of its subtotal; an MRRA one carries no tax line.
    db.update(quotes).set({ taxClassification: "prime_contracting" }).where(eq(quotes.id, job.quoteId)).run();
    expect(
      added(job.id, formInput([{ description: "New apron", quantity: "1", unitPrice: "1000.00" }])),
    ).toMatchObject({
      taxClassification: "prime_contracting",
      subtotalCents: 100000,
      taxCents: 5590, // 8.6% of $650.00
    });
    db.update(quotes).set({ taxClassification: "mrra" }).where(eq(quotes.id, job.quoteId)).run();
    expect(
      added(job.id, formInput([{ description: "Patch", quantity: "1", unitPrice: "1000.00" }])),
    ).toMatchObject({
      taxCents: 0,
      totalCents: 100000,
    });
    expect(after.events.at(-1)).toMatchObject({ type: "change_order_added" });
    expect(db.select().from(logs).where(eq(logs.event, "change-order.add")).all().length).toBeGreaterThan(0);
  });

  test("a cancelled job and the 21st change order are refused at a field, and nothing is stored", async () => {
    const { quote } = await acceptedQuote(by);
    const scheduled = scheduleJob({ quoteId: quote.id, ...scheduleIn(3) }, by);
    if (!scheduled.ok) throw new Error(scheduled.error);
    cancelJob(scheduled.job.id, { cancelReason: "Customer moved" }, by);
    const refused = addChangeOrder(
      scheduled.job.id,
      formInput([{ description: "A", quantity: "1", unitPrice: "1" }]),
      by,
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { items: [CHANGE_ORDER_MESSAGES.jobClosed] },
    });
    expect(listChangeOrders(scheduled.job.id)).toHaveLength(0);

    const { job } = await startedJob();
    for (let index = 0; index < CHANGE_ORDER_LIMITS.perJob; index++) added(job.id);
    const over = addChangeOrder(job.id, formInput([{ description: "A", quantity: "1", unitPrice: "1" }]), by);
    expect(over).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { items: [CHANGE_ORDER_MESSAGES.tooMany] },
    });
    expect(listChangeOrders(job.id)).toHaveLength(CHANGE_ORDER_LIMITS.perJob);
  });

  test("Send to customer mails a fresh link to the quote's page, where it awaits approval with the new contract value", async () => {
    const { job, quote } = await startedJob();
    const order = added(job.id);
    const sent = sendChangeOrder(job.id, order.id, by);
    expect(sent).toMatchObject({ ok: true, changeOrder: { status: "sent" } });
    const mail = listOutbox(quote.email).at(-1)!;
    expect(mail.subject).toBe(`Change order ${order.reference} for your job ${job.reference}`);
    expect(mail.text).toMatch(/\/q\/[\w-]{43}#change-orders/);
    expect(mail.text).toContain("New contract value: $");
    const view = customerChangeOrders(loadJob(job.id)!);
    expect(view.awaiting).toHaveLength(1);
    expect(view.awaiting[0]).toMatchObject({ total: "$1,850.00" });
    expect(sendChangeOrder(job.id, "nope", by)).toMatchObject({ ok: false, status: 404 });
  });
});

describe("the customer's answer", () => {
  test("Approve and sign stores the evidence, adds $1,850.00 to the contract value and mails the signed copy", async () => {
    const { job, token, quote } = await startedJob();
    const order = added(job.id);
    sendChangeOrder(job.id, order.id, by);
    const before = loadJob(job.id)!.contractCents;

    const approved = approveChangeOrder(token, approval(order.id), customer);
    expect(approved).toMatchObject({ ok: true, alreadySigned: false, changeOrder: { status: "approved" } });
    const evidence = db
      .select()
      .from(changeOrderApprovals)
      .where(eq(changeOrderApprovals.changeOrderId, order.id))
      .get()!;
    expect(evidence).toMatchObject({
      name: "Rosa Alvarez",
      version: 1,
      ip: customer.ip,
      userAgent: customer.userAgent,
    });
    expect(evidence.consentText).toContain("I agree to sign this change order electronically");
    expect(evidence.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    const document = JSON.parse(evidence.document);
    expect(document).toMatchObject({
      reference: order.reference,
      contractBeforeCents: before,
      contractAfterCents: before + 185000,
    });

    const after = loadJob(job.id)!;
    expect(after.contractCents).toBe(before + 185000);
    expect(after.events.at(-1)).toMatchObject({ type: "change_order_approved" });
    const signedMail = listOutbox(quote.email).at(-1)!;
    expect(signedMail.subject).toBe(`Your signed change order ${order.reference}`);
    // The signed copy, drawn by the PDF worker from the stored document.
    const [pdf] = await attachmentsOf(signedMail.id);
    expect(pdf).toMatchObject({ filename: `${order.reference}.pdf`, contentType: "application/pdf" });
    const { text } = await extractText(new Uint8Array(pdf.content), { mergePages: true });
    expect(text).toContain(`Change order ${order.reference}`);
    expect(text).toContain("$1,850.00");
    expect(text).toContain(evidence.documentSha256);
    expect(db.select().from(logs).where(eq(logs.event, "change-order.approve")).all().length).toBeGreaterThan(
      0,
    );

    // A second tap signs nothing more.
    expect(approveChangeOrder(token, approval(order.id), customer)).toMatchObject({
      ok: true,
      alreadySigned: true,
    });
    expect(
      db.select().from(changeOrderApprovals).where(eq(changeOrderApprovals.changeOrderId, order.id)).all(),
    ).toHaveLength(1);

    // The signed change order is stored, never recomputed: a later change of its row or the quote's rate changes
    // nothing of the contract value.
    db.update(changeOrders)
      .set({ totalCents: 1, taxRateThousandths: 20000 })
      .where(eq(changeOrders.id, order.id))
      .run();
    db.update(quotes).set({ taxRateBps: 2000 }).where(eq(quotes.id, quote.id)).run();
    expect(loadJob(job.id)!.contractCents).toBe(before + 185000);
    expect(customerChangeOrders(loadJob(job.id)!).answered[0]).toMatchObject({ total: "$1,850.00" });
  });

  test("an older version, a draft, another job's change order and a missing consent are refused, and nothing is stored", async () => {
    const { job, token } = await startedJob();
    const order = added(job.id);
    expect(approveChangeOrder(token, approval(order.id), customer)).toMatchObject({
      ok: false,
      status: 409,
      error: CHANGE_ORDER_MESSAGES.notAwaiting("draft"),
    });
    sendChangeOrder(job.id, order.id, by);
    db.update(changeOrders).set({ version: 2 }).where(eq(changeOrders.id, order.id)).run();
    expect(approveChangeOrder(token, approval(order.id, 1), customer)).toMatchObject({
      ok: false,
      status: 409,
      error: CHANGE_ORDER_MESSAGES.versionChanged,
    });
    const other = await startedJob();
    expect(approveChangeOrder(other.token, approval(order.id, 2), customer)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(approveChangeOrder("unknown-token", approval(order.id, 2), customer)).toMatchObject({
      ok: false,
      status: 404,
    });
    const noConsent = approveChangeOrderFormSchema.safeParse({
      changeOrderId: order.id,
      version: "2",
      name: "Rosa",
    });
    expect(noConsent.error!.issues[0].path).toEqual(["consent"]);
    expect(
      db.select().from(changeOrderApprovals).where(eq(changeOrderApprovals.changeOrderId, order.id)).all(),
    ).toHaveLength(0);
    expect(loadJob(job.id)!.contractCents).toBe(job.contractCents);
  });

  test("Decline takes a reason, tells the office and adds nothing; then no answer is taken", async () => {
    const { job, token } = await startedJob();
    const order = added(job.id);
    sendChangeOrder(job.id, order.id, by);
    expect(
      declineChangeOrderFormSchema.safeParse({ changeOrderId: order.id, version: "1", reason: " " }).error!
        .issues[0].path,
    ).toEqual(["reason"]);
    const declined = declineChangeOrder(
      token,
      declineChangeOrderFormSchema.parse({ changeOrderId: order.id, version: "1", reason: "Too expensive" }),
      customer,
    );
    expect(declined).toMatchObject({
      ok: true,
      changeOrder: { status: "declined", declineReason: "Too expensive" },
    });
    const after = loadJob(job.id)!;
    expect(after.contractCents).toBe(job.contractCents);
    expect(after.events.at(-1)).toMatchObject({ type: "change_order_declined" });
    expect(approveChangeOrder(token, approval(order.id), customer)).toMatchObject({ ok: false, status: 409 });
    expect(sendChangeOrder(job.id, order.id, by)).toMatchObject({ ok: false, status: 409 });
  });
});
