// The e2e server's database, opened by the test process for a moment to write or read rows (SQLite in WAL mode takes
// a second writer; the busy timeout waits out the server's own writes).
import { randomBytes } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { e2eDir } from "./e2e-config";

/** A fresh row id, as random as the app's own. */
export const newId = () => randomBytes(8).toString("hex");

/** Runs `work` on an open connection to the e2e database and closes it, whatever happens. */
export function withE2eDb<T>(work: (db: Database.Database) => T, options: Database.Options = {}): T {
  const db = new Database(path.join(e2eDir, "site.db"), options);
  db.pragma("busy_timeout = 5000");
  try {
    return work(db);
  } finally {
    db.close();
  }
}
