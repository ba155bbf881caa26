// A small real JPEG for tests that upload photos (Vitest and Playwright alike: no app module is imported here).
import sharp from "sharp";

export const smallJpeg = async (background = "#556677") =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .jpeg()
    .toBuffer();
