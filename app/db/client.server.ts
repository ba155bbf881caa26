import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { env } from "~/env.server";
import * as schema from "./schema";

export type DB = BetterSQLite3Database<typeof schema>;

const migrationsFolder = path.resolve("drizzle");

function openDatabase(file: string) {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // Under Litestream, checkpoints are its job, as its docs ask: an app's checkpoint racing its own can make it lose
  // track of the WAL and start over with a full snapshot.
  if (env.BACKUP_REPLICA_URL) sqlite.pragma("wal_autocheckpoint = 0");
  const db = drizzle(sqlite, { schema });
  // SQLite cannot change foreign_keys inside a transaction, and table rebuilds in migrations need it off.
  sqlite.pragma("foreign_keys = OFF");
  migrate(db, { migrationsFolder });
  sqlite.pragma("foreign_keys = ON");
  return { sqlite, db };
}

// One connection per process (kept on globalThis so dev-mode rebuilds reuse it).
const globalForDb = globalThis as unknown as { __siteDb?: ReturnType<typeof openDatabase> };
const connection = (globalForDb.__siteDb ??= openDatabase(env.DATABASE_PATH));

export const db: DB = connection.db;
export const sqlite = connection.sqlite;

export type Transaction = Parameters<Parameters<DB["transaction"]>[0]>[0];

/**
 * A query prepared on first use and kept: for reads made on every request (the session and user lookups), where
 * building the SQL and compiling the statement each time cost more than running it.
 */
export function preparedOnce<T>(prepare: () => T): () => T {
  let prepared: T | undefined;
  return () => (prepared ??= prepare());
}

/**
 * A transaction that takes SQLite's write lock as it begins (BEGIN IMMEDIATE), waiting up to the busy timeout for it.
 * A deferred one that reads first fails at once with SQLITE_BUSY_SNAPSHOT when another connection (a script, a
 * backup, the browser tests' helpers) wrote in between; every read-then-write rule uses this instead.
 */
export function writeTransaction<T>(work: (tx: Transaction) => T): T {
  return db.transaction(work, { behavior: "immediate" });
}

/**
 * For a query that must be atomic on its own yet may be one step of a caller's larger change: it joins the caller's
 * transaction when given one (transactions never nest), else runs in a write transaction of its own.
 */
export function withinWriteTransaction<T>(tx: Transaction | undefined, work: (tx: Transaction) => T): T {
  return tx ? work(tx) : writeTransaction(work);
}
