// What is stored: the rows of every table (but the site's bookkeeping about refusals) and the files under uploads/,
// before and after, so that a refused request that left anything behind is found.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export type Snapshot = { rows: Record<string, number>; files: string[] };

function tableCounts(db: Database.Database) {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'",
    )
    .all() as { name: string }[];
  // What the site keeps about refusals themselves: counters and log rows, never the request's content.
  const bookkeeping = new Set(["rate_limits", "event_counts", "logs"]);
  return Object.fromEntries(
    tables
      .filter(({ name }) => !bookkeeping.has(name))
      .map(({ name }) => [
        name,
        (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n,
      ]),
  );
}

export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The row counts of the database in `dataDir` and the files of its uploads. */
export function snapshot(dataDir: string): Snapshot {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  db.pragma("busy_timeout = 5000");
  try {
    return { rows: tableCounts(db), files: filesUnder(path.join(dataDir, "uploads")).sort() };
  } finally {
    db.close();
  }
}

/** What `after` holds that `before` did not, as the report's line. */
export function storedBetween(before: Snapshot, after: Snapshot, spooled: string[]) {
  const changedRows = Object.entries(after.rows).filter(([table, count]) => before.rows[table] !== count);
  const newFiles = after.files.filter((file) => !before.files.includes(file));
  const line =
    `Stored by refused requests: ${changedRows.length ? changedRows.map(([t, n]) => `${t} ${before.rows[t]}→${n}`).join(", ") : "no rows"}; ` +
    `${newFiles.length ? newFiles.join(", ") : "no files"}; ${spooled.length} spooled upload files left`;
  return { line, stored: changedRows.length > 0 || newFiles.length > 0 || spooled.length > 0 };
}
