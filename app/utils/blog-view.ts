// Rules of the public blog pages: the archive shows 15 titles, then 10 more per click, and every view of a post
// draws its layout (spotlight one time in three, classic otherwise).

import { PAGE_VARIANT_HEADER } from "./page-variant";

const ARCHIVE_FIRST = 15;
export const ARCHIVE_STEP = 10;

/** How many archive titles to show for a requested count (15, 25, 35, ... up to the total). */
export function archiveVisibleCount(requested: string | null | undefined, total: number) {
  const asked = Number.parseInt(requested ?? "", 10);
  let count = ARCHIVE_FIRST;
  if (Number.isFinite(asked) && asked > ARCHIVE_FIRST) {
    count = ARCHIVE_FIRST + Math.ceil((asked - ARCHIVE_FIRST) / ARCHIVE_STEP) * ARCHIVE_STEP;
  }
  return Math.max(0, Math.min(count, total));
}

const BLOG_LAYOUTS = ["spotlight", "classic"] as const;
export type BlogLayout = (typeof BLOG_LAYOUTS)[number];

/** One of the two post layouts, chosen on every view: "spotlight" one time in three, "classic" otherwise. */
export function chooseBlogLayout(random: () => number = Math.random): BlogLayout {
  return random() < 1 / 3 ? "spotlight" : "classic";
}

const isBlogLayout = (value: string | null): value is BlogLayout =>
  BLOG_LAYOUTS.some((layout) => layout === value);

/** The layout for this view: the one the HTTP layer drew (PAGE_VARIANT_HEADER), else a fresh draw. */
export function blogLayoutFor(request: Request): BlogLayout {
  const drawn = request.headers.get(PAGE_VARIANT_HEADER);
  return isBlogLayout(drawn) ? drawn : chooseBlogLayout();
}
