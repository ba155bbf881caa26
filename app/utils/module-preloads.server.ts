const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');

/**
 * The page with its module preloads fetched at low priority. React 19 hoists the preloads `<Scripts />` renders into
 * the head, where the browser fetched them at high priority beside the stylesheet: on a slow link the first paint
 * waited for about 100 KB of scripts the page does not need to paint (decision 025). At low priority they still start
 * at once, but after what the paint needs. Only the renderer's own tags can match: text in a page is escaped, so it
 * never holds a raw `<link`.
 */
export function lowPriorityModulePreloads(page: Buffer) {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(MODULE_PRELOAD); at !== -1; at = page.indexOf(MODULE_PRELOAD, from)) {
    const end = at + MODULE_PRELOAD.length;
    parts.push(page.subarray(from, end), LOW_PRIORITY);
    from = end;
  }
  if (from === 0) return page;
  parts.push(page.subarray(from));
  return Buffer.concat(parts);
}
