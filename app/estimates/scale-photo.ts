// Scales a chosen photo in the browser before it is uploaded: a 12 MP phone photo (about 4 MB) leaves the phone at well
// under 0.6 MB. Runs only in the browser, when a photo is chosen.

/** The long side the photo is scaled to at most: the size the server keeps, too. */
const MAX_PHOTO_SIDE = 2560;
/** What a scaled photo should weigh at most; the quality steps down until it does. */
const TARGET_PHOTO_BYTES = 560 * 1024;
// From good to acceptable for a job-site photo (cracks, stains and lines stay readable at the lowest).
const QUALITY_STEPS = [0.8, 0.7, 0.6, 0.5, 0.42];

type Drawable = { source: CanvasImageSource; width: number; height: number; close: () => void };

/**
 * The photo, scaled to at most MAX_PHOTO_SIDE on its long side, upright (EXIF orientation applied) and encoded as WebP
 * (or JPEG where the browser cannot encode WebP). Null when the browser cannot decode it (HEIC outside Safari): the
 * file is then sent as it is and the server converts it.
 */
export async function scalePhoto(file: Blob): Promise<Blob | null> {
  const image = await decode(file);
  if (!image) return null;
  try {
    const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(image.width, image.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(image.width * scale));
    canvas.height = Math.max(1, Math.round(image.height * scale));
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.imageSmoothingQuality = "high";
    context.drawImage(image.source, 0, 0, canvas.width, canvas.height);
    const type = encodesWebp() ? "image/webp" : "image/jpeg";
    let smallest: Blob | null = null;
    for (const quality of QUALITY_STEPS) {
      const blob = await encode(canvas, type, quality);
      if (!blob) break;
      if (!smallest || blob.size < smallest.size) smallest = blob;
      if (blob.size <= TARGET_PHOTO_BYTES) break;
    }
    // Re-encoding a small photo that needed no scaling can make it larger: then the original goes.
    if (smallest && scale === 1 && file.size <= smallest.size && /^image\/(jpeg|webp)$/.test(file.type)) {
      return file;
    }
    return smallest;
  } finally {
    image.close();
  }
}

/** Decodes with EXIF orientation applied: createImageBitmap where it takes the option, else an <img> element. */
async function decode(file: Blob): Promise<Drawable | null> {
  if (typeof createImageBitmap === "function") {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // Not decodable here, or the option is unknown: the <img> path tells which.
    }
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
    return {
      source: img,
      width: img.naturalWidth,
      height: img.naturalHeight,
      close: () => URL.revokeObjectURL(url),
    };
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
}

let webp: boolean | undefined;
/** Whether this browser's canvas writes WebP (Safari writes PNG instead when asked). */
function encodesWebp() {
  if (webp === undefined) {
    const probe = document.createElement("canvas");
    probe.width = probe.height = 1;
    webp = probe.toDataURL("image/webp").startsWith("data:image/webp");
  }
  return webp;
}

const encode = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
