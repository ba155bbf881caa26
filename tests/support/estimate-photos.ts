// Photos as phones send them, for the estimate tests.
import sharp from "sharp";

/** A phone-like JPEG: taken sideways (EXIF orientation 6), with the camera's make and a GPS position. */
export function jpegWithGps(width = 400, height = 200) {
  return sharp({ create: { width, height, channels: 3, background: "#7a6a55" } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: "PhoneCo", Model: "Pocket 12" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "40/1 26/1 46/1",
          GPSLongitudeRef: "W",
          GPSLongitude: "79/1 58/1 56/1",
        },
      },
    })
    .toBuffer();
}

/** A 1600 × 1200 photo of noise, which JPEG compresses least: about 2 MB at quality 95. */
export function noiseJpeg(quality = 95) {
  const width = 1600;
  const height = 1200;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
