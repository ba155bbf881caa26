import { findPickableImage } from "~/models/blog-image.server";
import type { BlogImage } from "~/models/blog-post.server";

export const IMAGE_NOT_IN_LIBRARY = "img must be empty or the URL of an AI image or an uploaded image";

/**
 * The image a post should show for an `img` URL given through the API: none for "", the library image (with its
 * variants and size) for a known URL, or null when the URL is not one of ours.
 */
export function resolvePostImage(img: string, alt: string): Partial<BlogImage> | null {
  if (!img) return { src: "", alt: "", width: null, height: null, variants: [] };
  const picked = findPickableImage(img);
  return picked ? { ...picked, alt: alt || picked.alt } : null;
}
