// Rules of the public blog pages: the archive shows 15 titles, then 10 more per click, and every view of a post
// draws its layout (spotlight one time in three, classic otherwise).

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

/**
 * The server's page cache keeps one copy of a post per layout and draws the layout for each view itself; it tells the
 * page which one through this header (set only by the server, never taken from a client).
 */
export const BLOG_LAYOUT_HEADER = "x-site-blog-layout";

const BLOG_POST_PATH = /^\/blog\/(?!archive$|rss\.xml$)[^/]+$/;

/** For a blog post's address, the layout of this view (drawn now) and the header that carries it. */
export function blogLayoutVariant(pathname: string, random: () => number = Math.random) {
  return BLOG_POST_PATH.test(pathname)
    ? { header: BLOG_LAYOUT_HEADER, value: chooseBlogLayout(random) }
    : null;
}

/** The layout for this view: the one the server drew, else a fresh draw. */
export function blogLayoutFor(request: Request): BlogLayout {
  const drawn = request.headers.get(BLOG_LAYOUT_HEADER);
  return BLOG_LAYOUTS.find((layout) => layout === drawn) ?? chooseBlogLayout();
}
