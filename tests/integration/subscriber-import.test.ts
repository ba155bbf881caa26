// Importing subscribers from CSV: invalid rows reported, duplicates merged, confirmed only when the file says so,
// everyone else mailed the confirmation link within the per-address limit, and nobody who unsubscribed put back.
import { beforeAll, describe, expect, test } from "vitest";
import { customerToTableRecord } from "~/routes/admin/+shared/tables.server";
import { listOutbox } from "~/mail/outbox.server";
import { importCustomers, planCustomerImport } from "~/newsletter/import-subscribers.server";
import {
  confirmSubscription,
  findCustomerByEmail,
  listCustomers,
  subscribeCustomer,
  unsubscribeCustomer,
} from "~/newsletter/subscriber.server";
import { CONFIRMATION_MAILS_PER_HOUR } from "~/newsletter/newsletter.server";
import { seedDatabase } from "~/seed/seed.server";
import { toCsv, toTableRow } from "~/admin/table-query";

const origin = "https://paving.example";
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeAll(async () => {
  await seedDatabase({ demo: false });
});

describe("CSV import", () => {
  test("needs an email column; reports invalid rows by line; merges duplicates", () => {
    expect(planCustomerImport("name\nAda\n")).toMatchObject({
      ok: false,
      error: expect.stringContaining("email"),
    });
    expect(planCustomerImport("email\n")).toMatchObject({
      ok: false,
      error: expect.stringContaining("no rows"),
    });
    expect(planCustomerImport('email\n"broken\n')).toMatchObject({
      ok: false,
      error: expect.stringContaining("CSV"),
    });
    const plan = planCustomerImport(
      "Name,E-mail,Status\nAda,ada@example.com,\nBad,not-an-address,\nAda again,ADA@example.com,confirmed\n,,\nOdd,odd@example.com,maybe\n",
    );
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.entries).toEqual([{ email: "ada@example.com", wish: "confirmed" }]);
    expect(plan.duplicates).toBe(1);
    expect(plan.invalid).toEqual([
      { line: 3, value: "not-an-address", reason: "Please enter a valid email address" },
      { line: 5, value: "", reason: "Please enter your email address" },
      { line: 6, value: "odd@example.com", reason: expect.stringContaining("Unknown status") },
    ]);
  });

  test("confirmed only when the file says so; the others are pending and get the confirmation mail", async () => {
    const result = importCustomers(
      "email,confirmed\nyes@example.com,yes\nno@example.com,no\nplain@example.com,\n",
      origin,
    );
    expect(result).toMatchObject({
      ok: true,
      report: { rows: 3, added: 3, confirmed: 1, mailed: 2, notMailed: 0, invalidCount: 0 },
    });
    await settle();
    expect(findCustomerByEmail("yes@example.com")).toMatchObject({ status: "subscribed" });
    expect(findCustomerByEmail("yes@example.com")!.confirmedAt).toBeInstanceOf(Date);
    expect(findCustomerByEmail("no@example.com")).toMatchObject({ status: "pending" });
    expect(listOutbox("yes@example.com")).toHaveLength(0);
    for (const email of ["no@example.com", "plain@example.com"]) {
      const [mail] = listOutbox(email);
      expect(mail.text).toContain(`${origin}/newsletter/confirm?token=`);
    }
  });

  test("existing addresses: confirmed stay, pending may be confirmed, unsubscribed stay unsubscribed; opt-outs apply", async () => {
    const confirmed = subscribeCustomer("was-confirmed@example.com").customer;
    confirmSubscription(confirmed.confirmToken);
    subscribeCustomer("was-pending@example.com");
    const left = subscribeCustomer("was-unsubscribed@example.com").customer;
    unsubscribeCustomer(left.unsubscribeToken);
    const optOut = subscribeCustomer("opts-out@example.com").customer;
    confirmSubscription(optOut.confirmToken);
    const before = listCustomers().length;

    const result = importCustomers(
      [
        "email,status",
        "was-confirmed@example.com,pending",
        "was-pending@example.com,confirmed",
        "was-unsubscribed@example.com,confirmed",
        "opts-out@example.com,unsubscribed",
      ].join("\n"),
      origin,
    );
    expect(result).toMatchObject({
      ok: true,
      report: { added: 0, confirmed: 1, unchanged: 1, keptUnsubscribed: 1, unsubscribed: 1, mailed: 0 },
    });
    expect(listCustomers()).toHaveLength(before);
    expect(findCustomerByEmail("was-confirmed@example.com")!.status).toBe("subscribed");
    expect(findCustomerByEmail("was-pending@example.com")!.status).toBe("subscribed");
    expect(findCustomerByEmail("was-unsubscribed@example.com")!.status).toBe("unsubscribed");
    expect(findCustomerByEmail("opts-out@example.com")!.status).toBe("unsubscribed");
  });

  test("the confirmation-mail limit per address holds: a re-import does not mail beyond it", async () => {
    const file = "email\nlimited@example.com\n";
    let mailed = 0;
    for (let i = 0; i < CONFIRMATION_MAILS_PER_HOUR + 2; i++) {
      const result = importCustomers(file, origin);
      if (result.ok) mailed += result.report.mailed;
    }
    await settle();
    expect(mailed).toBe(CONFIRMATION_MAILS_PER_HOUR);
    expect(listOutbox("limited@example.com")).toHaveLength(CONFIRMATION_MAILS_PER_HOUR);
  });

  test("the screen's CSV export imports back as it was (confirmed stays confirmed)", () => {
    const row = customerToTableRecord(findCustomerByEmail("yes@example.com")!);
    expect(row.status).toBe("confirmed");
    const csv = toCsv([toTableRow({ ...row, email: "roundtrip@example.com" })], Object.keys(row));
    expect(importCustomers(csv, origin)).toMatchObject({
      ok: true,
      report: { added: 1, confirmed: 1, mailed: 0 },
    });
    expect(findCustomerByEmail("roundtrip@example.com")!.status).toBe("subscribed");
  });
});
