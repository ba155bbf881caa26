/**
 * A page drawn in variants (a blog post's layout) gets the variant of this view from the HTTP layer in this request
 * header, which only the server sets (any client's is dropped): the page cache keeps one copy per variant.
 */
export const PAGE_VARIANT_HEADER = "x-page-variant";
