import { expect, test } from "vitest";
import { db } from "~/db/client.server";
import { keywords } from "~/db/schema";
import { currentContentVersion, memoByContentVersion } from "./content-version.server";

test("a write to public content raises the version, and memoized reads run again only then", () => {
  let reads = 0;
  const listWords = memoByContentVersion(() => {
    reads++;
    return db.select().from(keywords).all().length;
  });
  const before = currentContentVersion();
  expect(listWords()).toBe(0);
  expect(listWords()).toBe(0);
  expect(reads).toBe(1);

  db.insert(keywords).values({ id: "k1", word: "asphalt", position: 0 }).run();
  expect(currentContentVersion()).toBeGreaterThan(before);
  expect(listWords()).toBe(1);
  expect(reads).toBe(2);
});
