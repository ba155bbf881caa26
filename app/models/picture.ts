import type { ImageVariant } from "~/db/schema";

/** A stored image as pages render it: the fallback file, its size when known, and its AVIF/WebP variants. */
export type PictureData = {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
};
