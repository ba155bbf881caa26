// Quotes for the browser tests: the office's licence and payment instructions, a draft quote written straight into
// the e2e server's database (for the walks that need a real id), and what a quote's rows say afterwards.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import type { APIRequestContext } from "@playwright/test";
import { e2eStripe } from "./e2e-config";
import { newId, withE2eDb } from "./e2e-db";
import { attachedPdf, type CapturedMail } from "./smtp-sink";

export const QUOTE_ROC_NUMBER = "321654";
export const QUOTE_PAYMENT_INSTRUCTIONS = "Checks payable to the company, mailed to our Mesa office.";

/** The ROC licence number and payment instructions every quote shows. */
export function setQuoteSettings() {
  withE2eDb((db) =>
    db
      .prepare("UPDATE site_settings SET roc_license_number = ?, payment_instructions = ?")
      .run(QUOTE_ROC_NUMBER, QUOTE_PAYMENT_INSTRUCTIONS),
  );
}

/** A draft quote of two lines and an optional one (reference Q-E2E-…, outside the year's sequence). */
export function insertDraftQuote(customerName = "Walk Customer") {
  const id = newId();
  const now = Date.now();
  withE2eDb((db) => {
    db.prepare(
      `INSERT INTO quotes (id, reference, customer_name, email, phone, address, city, zip, tax_rate_bps, deposit_type,
        deposit_value, valid_until, terms, created_at, updated_at)
       VALUES (?, ?, ?, 'walk.customer@example.com', '(480) 555-0142', '1200 W Main St', 'Mesa', '85201', 860,
        'percent', 2500, '2099-12-31', 'Work during **dry weather** only.', ?, ?)`,
    ).run(id, `Q-E2E-${newId().slice(0, 6)}`, customerName, now, now);
    const line = db.prepare(
      `INSERT INTO quote_items (id, quote_id, position, description, quantity_milli, unit, unit_price_cents, optional)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    line.run(newId(), id, 0, "Sealcoat parking lot, two coats", 12_000_000, "sq ft", 18, 0);
    line.run(newId(), id, 1, "Crack seal", 1000, "lot", 85_000, 0);
    line.run(newId(), id, 2, "Restripe 40 stalls", 40_000, "stall", 1250, 1);
  });
  return id;
}

export function readQuote(reference: string) {
  return withE2eDb(
    (db) => {
      const quote = db
        .prepare("SELECT id, status, version, estimate_id AS estimateId FROM quotes WHERE reference = ?")
        .get(reference) as { id: string; status: string; version: number; estimateId: string | null };
      const count = (table: string) =>
        (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE quote_id = ?`).get(quote.id) as { n: number })
          .n;
      const acceptance = db
        .prepare("SELECT name, signature_svg AS signatureSvg FROM quote_acceptances WHERE quote_id = ?")
        .get(quote.id) as { name: string; signatureSvg: string | null } | undefined;
      return { ...quote, payments: count("quote_payments"), acceptance };
    },
    { readonly: true },
  );
}

/** The token of the private link in a quote's mail. */
export function quoteLinkIn(mail: CapturedMail) {
  const link = /https?:\/\/\S+\/q\/[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No quote link in mail "${mail.subject}"`);
  return new URL(link).pathname;
}

/** The text of the quote's PDF attached to a raw MIME mail, named Q-….pdf. */
export const attachedPdfText = (mail: CapturedMail) => attachedPdf(mail, /^Q-[\w-]+\.pdf$/);

/** The Stripe stand-in the e2e server was started with. */
export const stripeStandInUrl = () => fs.readFileSync(e2eStripe.urlFile, "utf8").trim();

const signer = new Stripe(e2eStripe.secretKey);

/**
 * Stripe's `checkout.session.completed` for the stand-in's session `sessionId` (read from its API as the SDK would),
 * paid, signed with the webhook secret the way Stripe signs (the SDK's own test signer).
 */
export async function paidSessionEvent(
  sessionId: string,
  eventId = `evt_test_${randomBytes(12).toString("hex")}`,
) {
  const answer = await fetch(`${stripeStandInUrl()}/v1/checkout/sessions/${sessionId}`, {
    headers: { Authorization: `Bearer ${e2eStripe.secretKey}` },
  });
  if (!answer.ok) throw new Error(`The stand-in has no session ${sessionId}`);
  const session = (await answer.json()) as Record<string, unknown>;
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...session, payment_status: "paid", status: "complete" } },
  });
  return {
    payload,
    signature: signer.webhooks.generateTestHeaderString({ payload, secret: e2eStripe.webhookSecret }),
  };
}

/** Posts an event to the site's webhook, as Stripe does (no cookie, no Origin, the signature header). */
export function postStripeEvent(request: APIRequestContext, event: { payload: string; signature: string }) {
  return request.post("/webhooks/stripe", {
    data: event.payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
  });
}
