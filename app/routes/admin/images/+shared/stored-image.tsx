type StoredImageFile = { src: string; alt: string; width: number | null; height: number | null };

/** A stored image file as a plain `<img>`, with its width and height when they are known (they reserve the space). */
export function StoredImage({ image, lazy = false }: { image: StoredImageFile; lazy?: boolean }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={lazy ? "lazy" : undefined}
    />
  );
}
