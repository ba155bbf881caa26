import Database from "better-sqlite3";
import { afterAll, describe, expect, test } from "vitest";
import { env } from "~/env.server";
import { db, writeTransaction } from "./client.server";
import { keywords } from "./schema";

// A second connection to the same file, as a script, a backup or the browser tests' helpers would open; it does not
// wait for locks, so each test sees at once who holds the write lock.
const other = new Database(env.DATABASE_PATH);
other.pragma("busy_timeout = 0");
afterAll(() => other.close());

const insertElsewhere = (word: string) =>
  other.prepare("insert into keywords (id, word, position) values (?, ?, 0)").run(`id-${word}`, word);

describe("writeTransaction", () => {
  test("holds the write lock from its start, so a read-then-write rule cannot lose to another connection", () => {
    let otherWrite: unknown;
    writeTransaction((tx) => {
      tx.select().from(keywords).all();
      try {
        insertElsewhere("elsewhere-during");
      } catch (error) {
        otherWrite = error;
      }
      tx.insert(keywords).values({ id: "id-mine", word: "mine", position: 1 }).run();
    });
    expect(otherWrite).toMatchObject({ code: "SQLITE_BUSY" });
    expect(
      db
        .select()
        .from(keywords)
        .all()
        .map((row) => row.word),
    ).toContain("mine");
  });

  test("a deferred transaction in the same race fails, which is why rules use writeTransaction", () => {
    expect(() =>
      db.transaction((tx) => {
        tx.select().from(keywords).all();
        insertElsewhere("elsewhere-first");
        tx.insert(keywords).values({ id: "id-late", word: "late", position: 2 }).run();
      }),
    ).toThrow(expect.objectContaining({ code: "SQLITE_BUSY_SNAPSHOT" }));
  });
});
