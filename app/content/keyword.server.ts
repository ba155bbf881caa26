import { asc } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { keywords } from "~/db/schema";
import { createId } from "~/utils/id.server";
import { audit, type EditContext } from "~/logs/audit.server";

export function listKeywords(): string[] {
  return db
    .select({ word: keywords.word })
    .from(keywords)
    .orderBy(asc(keywords.position))
    .all()
    .map((row) => row.word);
}

/** Replaces the whole list in one transaction (words already cleaned by keywordListSchema). */
export function replaceKeywords(words: string[]) {
  writeTransaction((tx) => {
    tx.delete(keywords).run();
    if (words.length > 0) {
      tx.insert(keywords)
        .values(words.map((word, position) => ({ id: createId(), word, position })))
        .run();
    }
  });
  return listKeywords();
}

/** Saves the keyword list from the back office or the API, with its audit row; answers the list as stored. */
export function saveKeywords(words: string[], by: EditContext) {
  const saved = replaceKeywords(words);
  audit(by, {
    event: "keywords.update",
    message: `Saved ${saved.length} keywords`,
    detail: { keywords: saved },
  });
  return saved;
}
