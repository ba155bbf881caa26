import { like, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Transaction } from "~/db/client.server";

/**
 * The next reference of the year for a record kind, `${prefix}-2026-0042`: one more than the year's highest, with four
 * digits at least. Run it inside the write transaction that stores the record, so two records never share one (the
 * write lock is held from this read on).
 */
export function nextYearlyReference(
  tx: Transaction,
  table: SQLiteTable,
  column: SQLiteColumn,
  prefix: string,
  year: number,
) {
  const start = `${prefix}-${year}-`;
  const row = tx
    .select({ highest: sql<number | null>`max(cast(substr(${column}, ${start.length + 1}) as integer))` })
    .from(table)
    .where(like(column, `${start}%`))
    .get();
  return `${start}${String((row?.highest ?? 0) + 1).padStart(4, "0")}`;
}
