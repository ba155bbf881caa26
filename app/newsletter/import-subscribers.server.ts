// Importing subscribers from a CSV file (the back office's Customers screen). The file needs an "email" column; a
// "status" column (confirmed, pending, unsubscribed, as the export writes it) or a "confirmed" column (yes/no) says
// who already confirmed elsewhere. Everyone else is added as pending and gets the confirmation mail, within the same
// per-address limit as the footer form. Nobody who unsubscribed here is put back on the list.
import { eq } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { customers } from "~/db/schema";
import { createId } from "~/utils/id.server";
import { CsvError, parseCsv } from "~/utils/csv";
import { audit, type EditContext } from "~/logs/audit.server";
import { customerStatusFrom, newsletterSchema } from "~/newsletter/subscriber";
import { findCustomerByEmail, newToken, type CustomerRow } from "~/newsletter/subscriber.server";
import { sendNewsletterConfirmation, takeConfirmationMailSlot } from "~/newsletter/newsletter.server";

const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
const IMPORT_MAX_ROWS = 10_000;
const INVALID_SHOWN = 50;

type Wish = "confirmed" | "pending" | "unsubscribed";
type Entry = { email: string; wish: Wish };
export type InvalidRow = { line: number; value: string; reason: string };

export type ImportReport = {
  rows: number;
  added: number;
  confirmed: number;
  unsubscribed: number;
  /** Already on the list as the file has them (or more so): left as they were. */
  unchanged: number;
  /** Unsubscribed here before: the file cannot put them back on the list. */
  keptUnsubscribed: number;
  mailed: number;
  /** Pending addresses whose confirmation mails this hour are used up: mailed later, when they sign up again. */
  notMailed: number;
  duplicates: number;
  invalid: InvalidRow[];
  invalidCount: number;
};

export type ImportResult = { ok: true; report: ImportReport } | { ok: false; error: string };
type FileImportResult = { ok: true; report: ImportReport } | { ok: false; status: 400 | 413; error: string };

const EMAIL_HEADERS = ["email", "e-mail", "email address", "e-mail address", "mail"];
const YES = new Set(["yes", "y", "true", "1", "x", "confirmed"]);
const NO = new Set(["", "no", "n", "false", "0"]);
// When a file names an address twice, opting out wins over confirming, and confirming over pending.
const WEIGHT: Record<Wish, number> = { pending: 0, confirmed: 1, unsubscribed: 2 };

function wishOf(statusCell: string | undefined, confirmedCell: string | undefined): Wish | { error: string } {
  if (statusCell !== undefined && statusCell.trim() !== "") {
    const status = customerStatusFrom(statusCell);
    if (!status)
      return { error: `Unknown status “${statusCell.trim()}”: use confirmed, pending or unsubscribed` };
    return status === "subscribed" ? "confirmed" : status;
  }
  if (confirmedCell !== undefined) {
    const value = confirmedCell.trim().toLowerCase();
    if (YES.has(value)) return "confirmed";
    if (!NO.has(value))
      return { error: `Unknown “confirmed” value “${confirmedCell.trim()}”: use yes or no` };
  }
  return "pending";
}

/** Reads the file into one entry per address (duplicates merged) and the rows that could not be used. */
export function planCustomerImport(text: string) {
  let rows;
  try {
    rows = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError)
      return { ok: false as const, error: `The file is not valid CSV: ${error.message}` };
    throw error;
  }
  const [header, ...body] = rows;
  const names = header?.cells.map((cell) => cell.trim().toLowerCase()) ?? [];
  const emailColumn = names.findIndex((name) => EMAIL_HEADERS.includes(name));
  if (emailColumn < 0) {
    return { ok: false as const, error: "The file needs a header row with an “email” column." };
  }
  if (body.length === 0) return { ok: false as const, error: "The file has no rows under its header." };
  if (body.length > IMPORT_MAX_ROWS) {
    return {
      ok: false as const,
      error: `The file has ${body.length} rows; import at most ${IMPORT_MAX_ROWS} at a time.`,
    };
  }
  const statusColumn = names.indexOf("status");
  const confirmedColumn = names.indexOf("confirmed");

  const entries = new Map<string, Entry>();
  const invalid: InvalidRow[] = [];
  let duplicates = 0;
  for (const row of body) {
    const value = (row.cells[emailColumn] ?? "").trim();
    const parsed = newsletterSchema.shape.email.safeParse(value);
    if (!parsed.success) {
      invalid.push({ line: row.line, value: value.slice(0, 100), reason: parsed.error.issues[0].message });
      continue;
    }
    const wish = wishOf(
      statusColumn >= 0 ? row.cells[statusColumn] : undefined,
      confirmedColumn >= 0 ? row.cells[confirmedColumn] : undefined,
    );
    if (typeof wish === "object") {
      invalid.push({ line: row.line, value: value.slice(0, 100), reason: wish.error });
      continue;
    }
    const email = parsed.data;
    const earlier = entries.get(email);
    if (earlier) {
      duplicates++;
      if (WEIGHT[wish] > WEIGHT[earlier.wish]) earlier.wish = wish;
    } else entries.set(email, { email, wish });
  }
  return { ok: true as const, entries: [...entries.values()], invalid, duplicates, rows: body.length };
}

/**
 * Imports a CSV file of subscribers: writes them in one transaction, then mails the confirm link to every address
 * left pending, one mail at a time in the background (a long list must not open a connection per address at once).
 */
export function importCustomers(text: string, origin: string): ImportResult {
  const plan = planCustomerImport(text);
  if (!plan.ok) return plan;
  const report: ImportReport = {
    rows: plan.rows,
    added: 0,
    confirmed: 0,
    unsubscribed: 0,
    unchanged: 0,
    keptUnsubscribed: 0,
    mailed: 0,
    notMailed: 0,
    duplicates: plan.duplicates,
    invalid: plan.invalid.slice(0, INVALID_SHOWN),
    invalidCount: plan.invalid.length,
  };
  const toConfirm = writeTransaction((tx) => {
    const pending: CustomerRow[] = [];
    const now = new Date();
    for (const { email, wish } of plan.entries) {
      const existing = findCustomerByEmail(email);
      if (!existing) {
        const customer = tx
          .insert(customers)
          .values({
            id: createId(),
            email,
            status: wish === "confirmed" ? "subscribed" : wish,
            confirmToken: newToken(),
            unsubscribeToken: newToken(),
            confirmedAt: wish === "confirmed" ? now : null,
            unsubscribedAt: wish === "unsubscribed" ? now : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
          .get();
        report.added++;
        if (wish === "confirmed") report.confirmed++;
        else if (wish === "unsubscribed") report.unsubscribed++;
        else pending.push(customer);
        continue;
      }
      if (existing.status === "unsubscribed") {
        if (wish === "unsubscribed") report.unchanged++;
        else report.keptUnsubscribed++;
        continue;
      }
      if (wish === "unsubscribed") {
        tx.update(customers)
          .set({ status: "unsubscribed", confirmToken: newToken(), unsubscribedAt: now, updatedAt: now })
          .where(eq(customers.id, existing.id))
          .run();
        report.unsubscribed++;
      } else if (existing.status === "subscribed") {
        report.unchanged++;
      } else if (wish === "confirmed") {
        tx.update(customers)
          .set({ status: "subscribed", confirmedAt: now, updatedAt: now })
          .where(eq(customers.id, existing.id))
          .run();
        report.confirmed++;
      } else {
        report.unchanged++;
        pending.push(existing);
      }
    }
    return pending;
  });

  const mailing = toConfirm.filter((customer) => takeConfirmationMailSlot(customer.email));
  report.mailed = mailing.length;
  report.notMailed = toConfirm.length - mailing.length;
  void (async () => {
    for (const customer of mailing) {
      await sendNewsletterConfirmation(customer, origin).catch((error) =>
        console.error(`Could not send the confirmation mail to ${customer.email}`, error),
      );
    }
  })();
  return { ok: true, report };
}

/** Imports the CSV file uploaded on the customers screen (see importCustomers), with its audit row. */
export async function importCustomerFile(
  file: unknown,
  origin: string,
  by: EditContext,
): Promise<FileImportResult> {
  if (!(file instanceof File) || file.size === 0) {
    return { ok: false, status: 400, error: "Choose a CSV file with an “email” column." };
  }
  if (file.size > IMPORT_MAX_BYTES) {
    return { ok: false, status: 413, error: "The file is larger than 2 MB; split it into smaller files." };
  }
  const result = importCustomers(await file.text(), origin);
  if (!result.ok) return { ...result, status: 400 };
  const { report } = result;
  audit(by, {
    event: "customer.import",
    message: `Imported ${report.rows} rows from ${file.name.slice(0, 100)}: ${report.added} added, ${report.confirmed} confirmed, ${report.mailed} confirmation mails, ${report.invalidCount} invalid`,
    detail: { ...report, invalid: report.invalidCount },
  });
  return result;
}
