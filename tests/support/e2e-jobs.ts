// Jobs for the browser tests: an accepted quote made the real way (written and sent through the API, signed by the
// customer on the mailed page), a crew and a job written straight into the database for the page walks, and the
// calendar a mail carries, decoded from its MIME part.
import { createHash, randomBytes } from "node:crypto";
import type { APIRequestContext, Browser } from "@playwright/test";
import { addCalendarDays, arizonaDay, isoWeekday } from "../../app/utils/dates";
import { expect } from "@playwright/test";
import { callApi, unique } from "./api-contract";
import { createApiUser } from "./e2e-api";
import { newId, withE2eDb } from "./e2e-db";
import { quoteLinkIn } from "./e2e-quotes";
import { waitForMail } from "./mailbox";
import type { CapturedMail } from "./smtp-sink";
import { uniqueIp } from "../e2e/public-fixtures";

/** Next Monday in Arizona (a week on when today is a Monday). */
export function nextMonday() {
  const today = arizonaDay(new Date());
  return addCalendarDays(today, 8 - isoWeekday(today));
}

/**
 * A quote for `customerName` written and sent through the API, then signed by the customer on its page in a browser
 * without JavaScript. Answers its id, reference, the customer's e-mail and the path of the customer's page.
 */
export async function acceptedQuote(
  request: APIRequestContext,
  browser: Browser,
  customerName = "Rosa Alvarez",
) {
  const { token } = await createApiUser({ isAdmin: true });
  const email = `job-customer-${unique()}@example.com`;
  const created = await callApi(request, "POST", "/quotes", {
    token,
    json: {
      customerName,
      email,
      phone: "(480) 555-0111",
      address: "2210 E Baseline Rd",
      city: "Mesa",
      zip: "85204",
      items: [
        {
          description: "Sealcoat parking lot, two coats",
          quantity: 12000,
          unit: "sq ft",
          unitPriceCents: 18,
        },
        { description: "Crack seal", quantity: 1, unit: "lot", unitPriceCents: 85000 },
      ],
      taxRatePercent: 8.6,
      depositPercent: 25,
      validUntil: "2099-12-31",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { quote } = (await created.json()) as { quote: { _id: string; reference: string } };
  expect((await callApi(request, "POST", `/quotes/${quote._id}/send`, { token })).status()).toBe(200);
  const path = quoteLinkIn(await waitForMail(email, { subject: /^Quote Q-/ }));
  const customer = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
  });
  const page = await customer.newPage();
  await page.goto(path);
  await page.getByLabel("I agree to sign this quote electronically").check();
  await page.getByLabel("Full name").fill(customerName);
  await page.getByRole("button", { name: "Accept and sign" }).click();
  await expect(page.getByRole("heading", { name: "Accepted" })).toBeVisible();
  await customer.close();
  return { id: quote._id, reference: quote.reference, email, path };
}

/** The iCalendar text attached to a raw MIME mail (base64 or quoted-printable). */
export function attachedCalendar(mail: CapturedMail) {
  const part = mail.raw.split(/\r?\n--/).find((chunk) => /Content-Type: text\/calendar/i.test(chunk));
  if (!part) throw new Error(`The mail "${mail.subject}" has no calendar attached`);
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join("\n\n");
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
    return Buffer.from(
      content
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  return content;
}

/**
 * A crew, an accepted quote and its job (scheduled for `startDate`) written straight into the database, for the walks
 * that need real ids: answers the crew's, the quote's and the job's ids, and the path of the customer's page.
 */
export function insertJob(options: { customerName?: string; startDate?: string } = {}) {
  const crewId = newId();
  const quoteId = newId();
  const jobId = newId();
  const now = Date.now();
  const tag = newId().slice(0, 6);
  const startDate = options.startDate ?? addCalendarDays(arizonaDay(new Date()), 3);
  const token = randomBytes(32).toString("base64url");
  withE2eDb((db) => {
    db.prepare(
      `INSERT INTO crews (id, name, name_key, phone, members, calendar_seed, calendar_token_hash,
        calendar_link_created_at, created_at, updated_at)
       VALUES (?, ?, ?, '4805550177', '["Luis","Dana"]', ?, ?, ?, ?, ?)`,
    ).run(crewId, `Walk crew ${tag}`, `walk crew ${tag}`, newId(), newId(), now, now, now);
    db.prepare(
      `INSERT INTO quotes (id, reference, status, published_version, customer_name, email, phone, address, city,
        zip, valid_until, created_at, updated_at)
       VALUES (?, ?, 'accepted', 1, ?, 'walk.customer@example.com', '4805550142', '1200 W Main St', 'Mesa', '85201',
        '2099-12-31', ?, ?)`,
    ).run(quoteId, `Q-E2E-${tag}`, options.customerName ?? "Walk Customer", now, now);
    db.prepare(
      `INSERT INTO quote_items (id, quote_id, position, description, quantity_milli, unit, unit_price_cents, optional)
       VALUES (?, ?, 0, 'Sealcoat parking lot', 1000, 'lot', 250000, 0)`,
    ).run(newId(), quoteId);
    db.prepare(
      `INSERT INTO jobs (id, reference, quote_id, status, start_date, end_date, arrival_start, arrival_end, crew_id,
        crew_note, created_at, updated_at)
       VALUES (?, ?, ?, 'scheduled', ?, ?, '07:00', '09:00', ?, 'Gate code 4412', ?, ?)`,
    ).run(jobId, `J-E2E-${tag}`, quoteId, startDate, startDate, crewId, now, now);
    db.prepare(
      "INSERT INTO job_events (id, job_id, type, detail, at) VALUES (?, ?, 'scheduled', NULL, ?)",
    ).run(newId(), jobId, now);
    db.prepare("INSERT INTO quote_links (token_hash, quote_id, created_at) VALUES (?, ?, ?)").run(
      createHash("sha256").update(token).digest("hex"),
      quoteId,
      now,
    );
  });
  return { crewId, quoteId, jobId, quotePath: `/q/${token}` };
}

/** A job's row as the tests check it. */
export function readJob(reference: string) {
  return withE2eDb(
    (db) =>
      db
        .prepare(
          `SELECT id, status, start_date AS startDate, end_date AS endDate, sequence, crew_id AS crewId,
            first_furnished_on AS firstFurnishedOn FROM jobs WHERE reference = ?`,
        )
        .get(reference) as {
        id: string;
        status: string;
        startDate: string;
        endDate: string;
        sequence: number;
        crewId: string | null;
        firstFurnishedOn: string | null;
      },
    { readonly: true },
  );
}
