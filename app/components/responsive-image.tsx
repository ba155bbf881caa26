import type { PictureData } from "~/media/picture";

/**
 * A stored image as `<picture>`: AVIF and WebP sources at every stored width, the fallback file in `<img>`, with
 * width and height so the browser reserves the space. Lazy unless `priority` (the page's first, largest image).
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
  alt,
}: {
  image: PictureData;
  sizes: string;
  priority?: boolean;
  className?: string;
  /** Overrides the stored alt text (e.g. "" for a decorative copy). */
  alt?: string;
}) {
  const { avif, webp } = image.sources;
  return (
    <picture className={className}>
      {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        src={image.src}
        alt={alt ?? image.alt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
