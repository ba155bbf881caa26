// The payment reminders of a sent invoice, run with an injected clock: each step once (3 days before the due date, on
// it, 7, 14 and 30 days after), only the latest step due, a fresh link in each; none while a payment processes, nor
// for an objected, paid or void invoice, nor when the office turned them off.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { invoicePayments, invoiceReminders, invoices } from "~/db/schema";
import { invoiceIdForToken, loadInvoice } from "~/invoices/invoice-records.server";
import { remindInvoices, remindersSent, setInvoiceReminders } from "~/invoices/invoice-reminders.server";
import { invoiceFormSchema } from "~/invoices/invoice-schema";
import { recordInvoicePayment } from "~/invoices/record-invoice-payment.server";
import { sendInvoice } from "~/invoices/send-invoice.server";
import { voidInvoice } from "~/invoices/void-invoice.server";
import { createInvoice } from "~/invoices/write-invoice.server";
import { listOutbox } from "~/mail/outbox.server";
import * as invoiceRoute from "~/routes/admin/invoices/$id";
import { createId } from "~/utils/id.server";
import { flashedAlert, postPageForm, signedInAdmin } from "../support/admin-form";
import { seedWithApiUsers } from "../support/api-users";
import { acceptedQuote } from "../support/jobs";
import { officeContext } from "../support/quotes";
import { routeArgs } from "../support/route-call";

let by: Awaited<ReturnType<typeof officeContext>>;

beforeAll(async () => {
  await seedWithApiUsers();
  by = await officeContext();
});

// Monday March 2, 2026, 10:00 in Arizona (UTC-7 all year).
const SENT = new Date("2026-03-02T17:00:00Z");
/** 10:00 in Arizona on a day. */
const on = (day: string) => new Date(`${day}T17:00:00Z`);

/** A sent 50% progress invoice of a new accepted quote, due `termsDays` after March 2, 2026, and its customer. */
async function sentInvoice(termsDays = 14) {
  const { quote } = await acceptedQuote(by);
  const input = invoiceFormSchema.parse({
    kind: "progress",
    measure: "percent",
    percent: "50",
    dueInDays: String(termsDays),
  });
  const created = createInvoice(quote.id, input, by, { now: SENT });
  if (!created.ok) throw new Error(created.error);
  const sent = sendInvoice(created.invoice.id, by, { now: SENT });
  if (!sent.ok) throw new Error(sent.error);
  return { invoice: sent.invoice, email: quote.email };
}

const remindersTo = (email: string) =>
  listOutbox(email).filter((row) => row.subject.startsWith("Reminder: invoice"));

describe("payment reminders", () => {
  test("each step goes once on its day, with a fresh link, whichever run comes first", async () => {
    const { invoice, email } = await sentInvoice();
    expect(invoice.dueOn).toBe("2026-03-16");
    remindInvoices(SENT);
    remindInvoices(on("2026-03-12"));
    expect(remindersTo(email)).toHaveLength(0);
    remindInvoices(on("2026-03-13"));
    remindInvoices(on("2026-03-13"));
    remindInvoices(on("2026-03-15"));
    expect(remindersTo(email).map((row) => row.subject)).toEqual([
      `Reminder: invoice ${invoice.reference} is due in 3 days`,
    ]);
    remindInvoices(on("2026-03-16"));
    remindInvoices(on("2026-03-22"));
    remindInvoices(on("2026-03-23"));
    remindInvoices(on("2026-03-30"));
    remindInvoices(on("2026-04-15"));
    remindInvoices(on("2026-04-15"));
    const subjects = remindersTo(email).map((row) => row.subject);
    expect(subjects).toEqual([
      `Reminder: invoice ${invoice.reference} is due in 3 days`,
      `Reminder: invoice ${invoice.reference} is due today`,
      `Reminder: invoice ${invoice.reference} is 7 days overdue`,
      `Reminder: invoice ${invoice.reference} is 14 days overdue`,
      `Reminder: invoice ${invoice.reference} is 30 days overdue`,
    ]);
    // Each mail carries its own link to the invoice's page, and it opens this invoice.
    const links = remindersTo(email).map((row) => row.text.match(/\/i\/([A-Za-z0-9_-]+)/)![1]);
    expect(new Set(links).size).toBe(5);
    for (const token of links) expect(invoiceIdForToken(token)).toBe(invoice.id);
    expect(remindersTo(email)[2].text).toContain("Amount due: $");
    expect(remindersTo(email).every((row) => row.sensitive)).toBe(true);
    expect(remindersSent(invoice.id).map((row) => row.step)).toEqual([
      "before_3",
      "due",
      "after_7",
      "after_14",
      "after_30",
    ]);
    expect(loadInvoice(invoice.id)!.events.filter((event) => event.type === "reminder")).toHaveLength(5);
    remindInvoices(on("2026-05-20"));
    expect(remindersTo(email)).toHaveLength(5);
  });

  test("a run that comes late sends only the latest step due; a step before the invoice was sent never goes", async () => {
    const late = await sentInvoice();
    remindInvoices(on("2026-03-31"));
    expect(remindersTo(late.email).map((row) => row.subject)).toEqual([
      `Reminder: invoice ${late.invoice.reference} is 15 days overdue`,
    ]);
    expect(remindersSent(late.invoice.id).map((row) => row.step)).toEqual(["after_14"]);
    const short = await sentInvoice(1);
    remindInvoices(SENT);
    expect(remindersTo(short.email)).toHaveLength(0);
    remindInvoices(on("2026-03-03"));
    expect(remindersTo(short.email).map((row) => row.subject)).toEqual([
      `Reminder: invoice ${short.invoice.reference} is due today`,
    ]);
  });

  test("none while a payment processes, nor for an objected, paid or void invoice; the office turns them off", async () => {
    const processing = await sentInvoice();
    db.insert(invoicePayments)
      .values({
        id: createId(),
        invoiceId: processing.invoice.id,
        amountCents: 1000,
        method: "us_bank_account",
        status: "processing",
        paidAt: SENT,
        providerRef: `cs_test_${createId()}`,
      })
      .run();
    const objected = await sentInvoice();
    db.update(invoices).set({ status: "objected" }).where(eq(invoices.id, objected.invoice.id)).run();
    const paid = await sentInvoice();
    const payment = recordInvoicePayment(
      paid.invoice.id,
      { amountCents: invoiceDueCents(paid.invoice.id), paidAt: SENT, method: "check", note: "1042" },
      by,
    );
    expect(payment).toMatchObject({ ok: true });
    const voided = await sentInvoice();
    expect(voidInvoice(voided.invoice.id, by)).toMatchObject({ ok: true });
    const off = await sentInvoice();
    expect(setInvoiceReminders(off.invoice.id, true, by)).toMatchObject({ ok: true });
    expect(loadInvoice(off.invoice.id)!.remindersOff).toBe(true);

    for (const day of ["2026-03-13", "2026-03-16", "2026-03-23"]) remindInvoices(on(day));
    for (const { email } of [processing, objected, paid, voided, off])
      expect(remindersTo(email)).toHaveLength(0);
    expect(
      db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, off.invoice.id)).all(),
    ).toHaveLength(0);

    // Back on: the step due now goes, the ones missed meanwhile do not.
    expect(setInvoiceReminders(off.invoice.id, false, by)).toMatchObject({ ok: true });
    remindInvoices(on("2026-03-24"));
    expect(remindersTo(off.email).map((row) => row.subject)).toEqual([
      `Reminder: invoice ${off.invoice.reference} is 8 days overdue`,
    ]);
    expect(loadInvoice(off.invoice.id)!.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(["reminders_off", "reminders_on", "reminder"]),
    );
  });

  test("the office page shows the reminders sent and turns them off with a native form post", async () => {
    const { invoice, email } = await sentInvoice();
    remindInvoices(on("2026-03-13"));
    const { cookie } = await signedInAdmin({
      name: "Reminder Office",
      email: "reminder-office@example.com",
      password: "reminder-office-password-1",
    });
    const path = `/admin/invoices/${invoice.id}`;
    const load = () =>
      invoiceRoute.loader(
        routeArgs(new Request(`http://site.test${path}`, { headers: { Cookie: cookie } }), {
          id: invoice.id,
        }),
      );
    expect((await load()).reminders).toMatchObject({ off: false, open: true, sent: [{ step: "before_3" }] });
    const answer = await postPageForm(
      cookie,
      invoiceRoute,
      path,
      { intent: "reminders", reminders: "off" },
      {
        id: invoice.id,
      },
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect(await flashedAlert(answer as Response)).toMatchObject({
      message: "Reminders turned off for this invoice",
    });
    expect((await load()).reminders.off).toBe(true);
    remindInvoices(on("2026-03-16"));
    expect(remindersTo(email)).toHaveLength(1);
  });
});

function invoiceDueCents(id: string) {
  const stored = loadInvoice(id)!;
  return stored.totalCents - stored.retentionCents - stored.creditsCents;
}
