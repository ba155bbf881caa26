/** A change to a rendered page's bytes: at `at`, `remove` bytes are dropped and `insert` put in their place. */
export type PageEdit = { at: number; remove: number; insert?: Buffer };

/**
 * The page with every edit made, in one copy. Each pass over a finished page (module preloads, the script mark)
 * names its edits instead of copying the page itself: a page is about 40 KB, and each copy was one more buffer per
 * request for the collector and glibc to take back. Edits must not overlap.
 */
export function applyPageEdits(page: Buffer, edits: readonly PageEdit[]): Buffer {
  if (edits.length === 0) return page;
  const parts: Buffer[] = [];
  let from = 0;
  // At one place an insertion goes before a removal: a preload's new attribute lands where its mark is taken out.
  for (const edit of [...edits].sort((a, b) => a.at - b.at || a.remove - b.remove)) {
    if (edit.at < from) throw new Error(`Page edits overlap at byte ${edit.at}`);
    parts.push(page.subarray(from, edit.at));
    if (edit.insert) parts.push(edit.insert);
    from = edit.at + edit.remove;
  }
  parts.push(page.subarray(from));
  return Buffer.concat(parts);
}
