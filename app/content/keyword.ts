import { z } from "zod";

export const KEYWORD_MESSAGES = {
  updated: "Keywords updated successfully",
  failed: "Error updating keywords",
} as const;

export const KEYWORD_MAX_LENGTH = 80;
const KEYWORDS_MAX = 200;

/**
 * The list an admin saves: blank rows dropped, spaces collapsed, duplicates (any case) merged keeping the first,
 * each word bounded in length.
 */
export const keywordListSchema = z.object({
  keywords: z
    .array(
      z
        .string("Each keyword must be text")
        .transform((word) => word.replace(/\s+/g, " ").trim())
        .pipe(
          z.string().max(KEYWORD_MAX_LENGTH, `Keywords must be at most ${KEYWORD_MAX_LENGTH} characters`),
        ),
      "Keywords must be a list of text",
    )
    .max(KEYWORDS_MAX, `At most ${KEYWORDS_MAX} keywords`)
    .optional()
    .default([])
    .transform((words) => {
      const seen = new Set<string>();
      return words.filter((word) => {
        const key = word.toLowerCase();
        if (!word || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }),
});
