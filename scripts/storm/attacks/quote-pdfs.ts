// Quotes: the work a quote's PDF starts. Before the storm, the admin writes four quotes as large as the schema lets
// them be (100 lines of 100-character words, 20,000 characters of terms in 500-character words), sends them, and the
// customer signs the first. In the storm, group after group: 120 requests at once for one quote's PDF from one
// address, 120 for the four quotes from four addresses, 40 for the signed copy, and the quote of 500-character words
// that a save refuses with a field error. Every PDF is drawn in the worker thread: the answers are 200, 429 past an address's allowance
// or 503 when the renderer is busy, never a 500, and GET / keeps answering meanwhile (the probe).
import path from "node:path";
import Database from "better-sqlite3";
import { formTokenIn } from "../../../tests/support/form-token";
import type { Attack, Storm } from "../attack";
import { jsonType, urlencoded } from "../bodies";
import type { Outcome } from "../tally";
import { record } from "../tally";

const letters = "abcdefghijklmnopqrstuvwxyz";
const word = (length: number, seed: number) =>
  Array.from({ length }, (_, index) => letters[(index + seed) % 26]).join("");

/** A quote for POST /api/quotes: 100 lines whose descriptions are one word of `descriptionWord` characters. */
const quoteBody = (descriptionWord: number, n: number) => ({
  customerName: `Storm Customer ${n}`,
  email: `storm-quote-${n}@example.com`,
  phone: "(480) 555-0111",
  address: "2210 E Baseline Rd",
  city: "Mesa",
  zip: "85204",
  items: Array.from({ length: 100 }, (_, index) => ({
    description: word(descriptionWord, index + n),
    quantity: 1,
    unit: "lot",
    unitPriceCents: 10_000,
  })),
  taxRatePercent: 8.6,
  depositPercent: 25,
  validUntil: "2099-12-31",
  terms: Array.from({ length: 40 }, (_, index) => word(499, index + n)).join(" "),
});

const tokens: string[] = [];

/** The private link's token in the newest mail to `email` (the storm's server keeps mails in its outbox). */
function tokenMailedTo(dataDir: string, email: string) {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    const row = db
      .prepare('SELECT text FROM email_outbox WHERE "to" = ? ORDER BY created_at DESC LIMIT 1')
      .get(email) as { text: string } | undefined;
    const token = /\/q\/([\w-]+)/.exec(row?.text ?? "")?.[1];
    if (!token) throw new Error(`No quote link was mailed to ${email}`);
    return token;
  } finally {
    db.close();
  }
}

async function writeAndSend({ origin, auth, dataDir }: Storm, n: number) {
  const created = await fetch(`${origin}/api/quotes`, {
    method: "POST",
    headers: { ...jsonType, ...auth },
    body: JSON.stringify(quoteBody(100, n)),
  });
  const { quote } = (await created.json()) as { quote?: { _id: string } };
  if (!quote) throw new Error(`The storm's quote was not saved (${created.status})`);
  const sent = await fetch(`${origin}/api/quotes/${quote._id}/send`, { method: "POST", headers: auth });
  if (sent.status !== 200) throw new Error(`The storm's quote was not sent (${sent.status})`);
  return tokenMailedTo(dataDir, quoteBody(100, n).email);
}

/** The customer signs, as a browser without JavaScript does. */
async function sign({ origin }: Storm, token: string) {
  const page = await fetch(`${origin}/q/${token}`, { headers: { "X-Forwarded-For": "10.200.0.1" } });
  const form = new URLSearchParams({
    csrf: formTokenIn(await page.text()),
    intent: "accept",
    version: "1",
    consent: "on",
    name: "Storm Customer",
  });
  const answer = await fetch(`${origin}/q/${token}`, {
    method: "POST",
    headers: { ...urlencoded, "X-Forwarded-For": "10.200.0.1", Origin: origin },
    body: form,
    redirect: "manual",
  });
  if (answer.status !== 302) throw new Error(`The storm's quote was not signed (${answer.status})`);
}

const drawnOrBounded = (outcome: Outcome) =>
  "status" in outcome && (outcome.status === 200 || outcome.status === 429 || outcome.status === 503);

/** `count` requests at once for the PDF of `token`, all from `address`. */
const pdfs = (storm: Storm, kind: string, token: string, address: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, async () =>
      record(
        kind,
        await storm.send(`/q/${token}/pdf`, { method: "GET", headers: { "X-Forwarded-For": address } }),
        drawnOrBounded,
      ),
    ),
  );

export const quotePdfs: Attack = {
  name: "quote PDFs",
  wave: "drawing documents",
  prepare: async (storm) => {
    for (let n = 1; n <= 4; n++) tokens.push(await writeAndSend(storm, n));
    await sign(storm, tokens[0]);
  },
  // One group after another, as the review sent them: 120 at once is one address's whole allowance of pages.
  run: async (storm) => {
    await pdfs(storm, "120 PDFs of one quote at once, one address", tokens[1], "10.201.0.1", 120);
    await Promise.all(
      tokens.map((token, index) =>
        pdfs(storm, "120 PDFs of four quotes at once, four addresses", token, `10.202.0.${index + 1}`, 30),
      ),
    );
    await pdfs(storm, "40 PDFs of the signed copy at once", tokens[0], "10.203.0.1", 40);
    record(
      "a quote of 500-character words, saved",
      await storm.send("/api/quotes", {
        headers: { ...jsonType, ...storm.auth },
        body: Buffer.from(JSON.stringify(quoteBody(500, 9))),
      }),
      (outcome) => "status" in outcome && outcome.status === 400,
    );
  },
};
