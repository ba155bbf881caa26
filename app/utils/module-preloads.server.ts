import type { PageEdit } from "./page-edits.server";

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');

/**
 * The edits that have the page's module preloads fetched at low priority. React 19 hoists the preloads `<Scripts />`
 * renders into the head, where the browser fetched them at high priority beside the stylesheet: on a slow link the
 * first paint waited for about 100 KB of scripts the page does not need to paint (decision 025). At low priority they
 * still start at once, but after what the paint needs. Only the renderer's own tags can match: text in a page is
 * escaped, so it never holds a raw `<link`.
 */
export function lowPriorityPreloadEdits(page: Buffer): PageEdit[] {
  const edits: PageEdit[] = [];
  for (let at = page.indexOf(MODULE_PRELOAD); at !== -1; at = page.indexOf(MODULE_PRELOAD, at + 1)) {
    edits.push({ at: at + MODULE_PRELOAD.length, remove: 0, insert: LOW_PRIORITY });
  }
  return edits;
}
