import type { ImageVariant } from "~/db/schema";

/** The `srcset` of each stored format, narrowest first ("" when an image has none in that format). */
export type PictureSources = { avif: string; webp: string };

/** A stored image as pages render it: the fallback file, its size when known, and its AVIF/WebP sources. */
export type PictureData = {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
  sources: PictureSources;
};

type StoredPicture = Omit<PictureData, "sources"> & { variants: ImageVariant[] };

const srcSetOf = (variants: ImageVariant[], format: ImageVariant["format"]) =>
  variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.src} ${variant.width}w`)
    .join(", ");

/**
 * A stored image as a page's loader sends it: the `srcset`s are written here, once, so the browser gets two strings
 * instead of an object per variant. `maxWidth` leaves out larger files (lists of small pictures need none), unless
 * that would leave none.
 */
export function pictureOf({ variants, ...image }: StoredPicture, maxWidth = Infinity): PictureData {
  const upTo = variants.filter((variant) => variant.width <= maxWidth);
  const shown = upTo.length ? upTo : variants;
  return { ...image, sources: { avif: srcSetOf(shown, "avif"), webp: srcSetOf(shown, "webp") } };
}
