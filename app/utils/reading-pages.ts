// The public pages visitors read: they look the same to everyone without a session, and their JavaScript is polish.
// The page cache keeps them (server/page-cache.ts) and they paint before loading their scripts (scripts-after-paint).
const READING_PAGES = [
  /^\/$/,
  /^\/services$/,
  /^\/projects$/,
  /^\/projects\/[^/]+$/,
  /^\/blog$/,
  /^\/blog\/archive$/,
  /^\/blog\/[^/]+$/,
  /^\/contact$/,
  /^\/mission-statement$/,
  /^\/terms$/,
  /^\/privacy$/,
  /^\/robots\.txt$/,
  /^\/sitemap\.xml$/,
  /^\/blog\/rss\.xml$/,
];

export const isReadingPage = (pathname: string) => READING_PAGES.some((pattern) => pattern.test(pathname));
