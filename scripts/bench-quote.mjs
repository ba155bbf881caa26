// A sent quote for the benchmarks to open as its customer would: written and sent through the API by the admin the
// bench server was started with, its private link read from the mail in the server's outbox (the server runs without
// SMTP, so the outbox row is the delivery). Plain JavaScript, like bench.mjs.
import Database from "better-sqlite3";

/** The admin account a bench server creates at start-up to write the quote. */
export const benchAdmin = { email: "bench-admin@example.com", password: "bench-admin-password-1" };

/** A quote like the example: two items and an optional one, 8.6% tax, a 25% deposit, valid for 30 days. */
function quoteBody() {
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    customerName: "Rosa Alvarez",
    email: "rosa@example.com",
    phone: "(480) 555-0111",
    address: "2210 E Baseline Rd",
    city: "Mesa",
    zip: "85204",
    items: [
      { description: "Sealcoat parking lot, two coats", quantity: 12000, unit: "sq ft", unitPriceCents: 18 },
      { description: "Crack seal", quantity: 1, unit: "lot", unitPriceCents: 85000 },
      {
        description: "Restripe 40 stalls",
        quantity: 40,
        unit: "stall",
        unitPriceCents: 1250,
        optional: true,
      },
    ],
    taxRatePercent: 8.6,
    depositPercent: 25,
    validUntil,
    terms: "Work during **dry weather** only. The balance is due on completion.",
  };
}

async function call(origin, path, { token, body } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * Writes and sends a quote on the server at `origin`, whose database file is `databaseFile`, and answers the path of
 * its customer's page (`/q/{token}`).
 *
 * @param {string} origin
 * @param {string} databaseFile
 */
export async function sentQuotePath(origin, databaseFile) {
  const { token } = await call(origin, "/api/user/signin", { body: benchAdmin });
  const { quote } = await call(origin, "/api/quotes", { token, body: quoteBody() });
  await call(origin, `/api/quotes/${quote._id}/send`, { token });
  const db = new Database(databaseFile, { readonly: true });
  try {
    const mail = db
      .prepare("SELECT text FROM email_outbox WHERE subject LIKE ? ORDER BY id DESC LIMIT 1")
      .get(`Quote ${quote.reference}%`);
    const link = /https?:\/\/\S+(\/q\/[\w-]+)/.exec(mail?.text ?? "");
    if (!link) throw new Error(`No link to ${quote.reference} in the outbox`);
    return link[1];
  } finally {
    db.close();
  }
}

/**
 * A sent invoice for the benchmarks: a quote written and sent as above, marked accepted in the database (as the
 * browser tests' fixtures do: the customer's signature is not what is measured), billed 50% through the API and sent;
 * answers the path of its customer's page (`/i/{token}`), read from the invoice's mail in the outbox.
 *
 * @param {string} origin
 * @param {string} databaseFile
 */
export async function sentInvoicePath(origin, databaseFile) {
  const { token } = await call(origin, "/api/user/signin", { body: benchAdmin });
  const { quote } = await call(origin, "/api/quotes", { token, body: quoteBody() });
  await call(origin, `/api/quotes/${quote._id}/send`, { token });
  const db = new Database(databaseFile);
  try {
    db.prepare("UPDATE quotes SET status = 'accepted', published_version = 1 WHERE id = ?").run(quote._id);
    const { invoice } = await call(origin, "/api/invoices", {
      token,
      body: { quoteId: quote._id, kind: "progress", percent: 50 },
    });
    await call(origin, `/api/invoices/${invoice._id}/send`, { token });
    const mail = db
      .prepare("SELECT text FROM email_outbox WHERE subject LIKE ? ORDER BY id DESC LIMIT 1")
      .get(`Invoice ${invoice.reference}%`);
    const link = /https?:\/\/\S+(\/i\/[\w-]+)/.exec(mail?.text ?? "");
    if (!link) throw new Error(`No link to ${invoice.reference} in the outbox`);
    return link[1];
  } finally {
    db.close();
  }
}
